// The site's search engine in Node, on a locale's built index: the same engine (src/search/engine.ts), index,
// snippets and word lists as the search worker of that locale (src/search/search.worker.ts), without a browser.
// The search tests score the reader questions here; tests/search-eval.spec.ts checks, in the real search dialog,
// that the dialog lists what this engine answers.
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {SearchEngine, type LocaleData, type LunrIndex, type SearchResult} from '../../src/search/engine';
import {expandIndex, type SerializedIndex} from '../../src/search/indexFormat';
import {MAX_RESULTS} from '../../src/search/limits';
import {searchWordLists} from '../../plugins/search-snippets/words';
import {buildDir, localePrefix, type LocaleCode} from './site';

// The worker's lunr has the stemmers of the locales (lunr-languages), registered once per process.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.stemmer.support')(lunr);
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const language of ['nl', 'fr', 'de']) require(`lunr-languages/lunr.${language}`)(lunr);

/** A locale's built search index, as the worker loads it: the raw file, and each document type's lunr index. */
export function builtIndexes(locale: LocaleCode) {
  const raw = JSON.parse(fs.readFileSync(path.join(buildDir, localePrefix(locale), 'search-index.json'), 'utf8')) as {
    documents: [];
    index: SerializedIndex;
  }[];
  const indexes = raw.map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(expandIndex(index)) as unknown as LunrIndex,
  }));
  return {raw, indexes};
}

/** The word lists the locale's worker bundles (the `@search-words` module of plugins/search-snippets). */
export const workerWordLists = (locale: LocaleCode): LocaleData =>
  searchWordLists(path.join(__dirname, '..', '..'), locale) as unknown as LocaleData;

/** The locale's engine as the worker has it once the snippets are in. */
export function builtEngine(locale: LocaleCode): SearchEngine {
  const engine = new SearchEngine(builtIndexes(locale).indexes, workerWordLists(locale), locale);
  engine.setSnippets(
    JSON.parse(fs.readFileSync(path.join(buildDir, localePrefix(locale), 'search-snippets.json'), 'utf8')) as Record<
      string,
      string
    >,
  );
  return engine;
}

/** The results the search dialog lists for a query typed into it (as many, asked as the dialog asks: typing). */
export const dialogResults = (engine: SearchEngine, query: string): SearchResult[] =>
  engine.search(query, MAX_RESULTS, true).results;

/** The snippet of a result as the dialog shows it, without its marks. */
const snippetText = (result: SearchResult): string => (result.snippet ?? []).map((part) => part.text).join('');

/** What a result shows: page title, section, chapter and snippet (the dialog's option, as text). */
export const resultText = (result: SearchResult): string =>
  [result.pageTitle, result.sectionTitle, result.chapter, snippetText(result)].filter(Boolean).join(' ');
