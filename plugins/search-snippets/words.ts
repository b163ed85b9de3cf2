import fs from 'node:fs';
import path from 'node:path';

/**
 * The search worker's word lists for one locale: `src/data/search/<locale>.json` as the editors write it, plus
 * the terms readers bring from the app's other languages. The app is Dutch first and many schools use it in
 * Dutch, and English words come along everywhere ("dashboard", "learning path"): a reader of the English manual
 * types "vakinstructie", a German one "learning path". Every glossary term (`src/data/glossary.json`) in Dutch
 * and in English becomes a synonym of the same term in the locale, so an editor who adds a term gets this
 * without touching a word list. (The UI labels too were measured: on 384 tuning questions they found one more
 * page among the first three, for about 5 KB gzip more in the search worker, which the first search waits for.)
 *
 * Left out: a foreign form spelled as the local one, one shorter than 4 characters ("les" is an article in
 * French), one that is a stop word of the locale, and one the locale's list already has as a synonym (the
 * editors' list wins).
 */
export const FOREIGN_SOURCES = ['nl', 'en'] as const;

interface WordLists {
  stopWords: string[];
  synonyms: Record<string, string[]>;
  [list: string]: unknown;
}

type Terms = Record<string, string | undefined>;

/** The alternatives of a glossary form ("cursus / module / onderdeel"), lower case. */
const alternatives = (form: string): string[] => form.toLowerCase().split(' / ');

/** What a reader may type of one alternative: "data processing agreement (dpa)" → itself without and in brackets. */
const typed = (alternative: string): string[] => {
  const bracketed = /^(.*?)\s*\((.+)\)$/.exec(alternative);
  return bracketed ? [bracketed[1], bracketed[2]] : [alternative];
};

/** The locale's list with the foreign terms added as synonyms. */
export function withForeignTerms(words: WordLists, terms: Terms[], locale: string): WordLists {
  const stopWords = new Set(words.stopWords.map((word) => word.toLowerCase()));
  const synonyms: Record<string, string[]> = {};
  for (const term of terms) {
    if (!term[locale]) continue;
    const locals = alternatives(term[locale]);
    for (const source of FOREIGN_SOURCES) {
      if (source === locale || !term[source]) continue;
      const foreigns = alternatives(term[source]);
      // Alternatives go pair by pair ("course / unit" to "cursus / onderdeel"); a term whose forms do not pair up
      // is left out rather than mapping each word to all of them.
      if (foreigns.length !== locals.length) continue;
      foreigns.forEach((alternative, index) => {
        const local = locals[index];
        for (const foreign of typed(alternative)) {
          if (foreign === local || foreign.length < 4 || stopWords.has(foreign) || foreign in words.synonyms) continue;
          if (typed(local).includes(foreign)) continue;
          const list: string[] = (synonyms[foreign] ??= []);
          if (!list.includes(local)) list.push(local);
        }
      });
    }
  }
  return {...words, synonyms: {...synonyms, ...words.synonyms}};
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The files the word lists of a locale are made from. */
export function wordListSources(siteDir: string, locale: string): string[] {
  const data = path.join(siteDir, 'src', 'data');
  return [path.join(data, 'search', `${locale}.json`), path.join(data, 'glossary.json')];
}

/** The word lists of a locale, from its sources (`wordListSources`). */
export function searchWordLists(siteDir: string, locale: string): WordLists {
  const [words, glossary] = wordListSources(siteDir, locale);
  if (!fs.existsSync(words))
    throw new Error(`No search word lists for ${locale}: add ${path.relative(siteDir, words)}.`);
  const terms = readJson<{terms: {term: Terms}[]}>(glossary).terms.map(({term}) => term);
  return withForeignTerms(readJson<WordLists>(words), terms, locale);
}
