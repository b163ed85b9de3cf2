// The search word lists (src/data/search/<locale>.json) against the built index of each locale: every
// synonym must lead to words the manual uses, else it silently does nothing.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SearchEngine, type LocaleData} from '../src/search/engine';
import {assertBuilt, localeCodes, localePrefix} from './lib/site';
import {builtIndexes, workerWordLists} from './lib/builtSearch';
import {withForeignTerms} from '../plugins/search-snippets/words';

test.beforeAll(assertBuilt);

for (const locale of localeCodes) {
  test(`${locale}: every synonym leads to words of the manual; stop words are lower case`, () => {
    // The lists as the search worker gets them: the locale's file and the glossary's Dutch and English terms.
    const data = workerWordLists(locale);
    const {raw, indexes} = builtIndexes(locale);
    // Without synonyms, to see what each target alone finds.
    const engine = new SearchEngine(indexes, {stopWords: [], synonyms: {}}, locale);
    const unknown = Object.entries(data.synonyms).flatMap(([word, targets]) =>
      targets
        .filter((target) => engine.analyse(target, false).every((term) => term.variants.size === 0))
        .map((target) => `${word} → ${target}`),
    );
    expect(unknown, 'synonym targets the index does not know').toEqual([]);
    expect(data.stopWords.filter((word) => word !== word.toLowerCase())).toEqual([]);
    // The words by which a question asks for a number (src/data/search/README.md): every locale has them.
    expect(data.quantityWords?.length, 'quantityWords').toBeGreaterThan(0);
    expect(data.quantityWords!.filter((phrase) => phrase !== phrase.toLowerCase() || !phrase.trim())).toEqual([]);
    // The link lists rank below the sections that explain: the page template's "Zie ook" of the locale
    // (src/data/content-rules.json) is one of them, and each heading listed is a heading of the manual.
    const seeAlso = (
      JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'src', 'data', 'content-rules.json'), 'utf8')) as {
        seeAlso: Record<string, string>;
      }
    ).seeAlso[locale];
    expect(data.linkListHeadings, 'linkListHeadings').toContain(seeAlso);
    const headings = new Set((raw[1].documents as {t?: string}[]).map((doc) => doc.t));
    expect(
      data.linkListHeadings!.filter((heading) => !headings.has(heading)),
      'link-list headings not in the manual',
    ).toEqual([]);
    // Numbers as words: lower case, whole numbers, and none that the locale reads as a stop word ("een", "un",
    // "ein" are articles far more often than numbers).
    const numberWords = Object.entries(data.numberWords ?? {});
    expect(numberWords.length, 'numberWords').toBeGreaterThan(0);
    expect(
      numberWords.filter(
        ([word, value]) => word !== word.toLowerCase() || !Number.isInteger(value) || data.stopWords.includes(word),
      ),
    ).toEqual([]);
    // A word kept from the stemmer is found by its synonyms alone: it must have some, and the stemmer must
    // really change it (a word it keeps as it is needs no entry).
    const stemmed = (word: string) => indexes[0].index.pipeline.runString(word)[0];
    expect(
      (data.unstemmed ?? []).filter((word) => word !== word.toLowerCase() || !data.synonyms[word]?.length),
      'unstemmed words without synonyms',
    ).toEqual([]);
    expect(
      (data.unstemmed ?? []).filter((word) => stemmed(word) === word),
      'unstemmed words the stemmer keeps',
    ).toEqual([]);
  });
}

test("the terms of the glossary in Dutch and English are synonyms of the locale's term; the editors' list wins", () => {
  const words = {stopWords: ['dans', 'les'], synonyms: {tableau: ['tableau de bord']}};
  const terms = [
    {nl: 'beheeromgeving', en: 'admin environment', fr: "espace d'administration"},
    {nl: 'les', en: 'lesson', fr: 'leçon'},
    {nl: 'chat', en: 'chat', fr: 'chat'},
    {nl: 'tableau', en: 'dashboard', fr: 'tableau de bord'},
    {nl: 'dans', en: 'dance', fr: 'danse'},
    {nl: 'tableau', en: 'board', fr: 'planche'},
    {nl: 'cursus / onderdeel', en: 'course / unit', fr: 'cours / unité'},
    {nl: 'verwerkersovereenkomst', en: 'data processing agreement (DPA)', fr: 'contrat de sous-traitance'},
    {nl: 'module / les', en: 'module', fr: 'module / leçon'},
  ];
  expect(withForeignTerms(words, terms, 'fr').synonyms).toEqual({
    beheeromgeving: ["espace d'administration"],
    'admin environment': ["espace d'administration"],
    lesson: ['leçon'],
    dashboard: ['tableau de bord'],
    dance: ['danse'],
    board: ['planche'],
    cursus: ['cours'],
    course: ['cours'],
    onderdeel: ['unité'],
    unit: ['unité'],
    verwerkersovereenkomst: ['contrat de sous-traitance'],
    'data processing agreement': ['contrat de sous-traitance'],
    tableau: ['tableau de bord'],
  });
  // Dutch itself gets the English terms only.
  expect(Object.keys(withForeignTerms({stopWords: [], synonyms: {}}, terms, 'nl').synonyms)).toEqual([
    'admin environment',
    'lesson',
    'dashboard',
    'dance',
    'board',
    'course',
    'unit',
    'data processing agreement',
  ]);
});

for (const [locale, query, page] of [
  ['en', 'vakinstructie', 'beheeromgeving/vakken'],
  ['fr', 'beheeromgeving', 'beheeromgeving/intro'],
  ['de', 'verwerkersovereenkomst', 'privacy-avg-security/verwerkersovereenkomst'],
  ['nl', 'data processing agreement', 'privacy-avg-security/verwerkersovereenkomst'],
] as const)
  test(`${locale}: a glossary term typed in Dutch or English finds its page ("${query}")`, () => {
    const {indexes} = builtIndexes(locale);
    const routes = (data: LocaleData) =>
      new SearchEngine(indexes, data, locale)
        .search(query, 8, false)
        .results.slice(0, 3)
        .map((r) => r.route);
    // Without any synonym the term finds nothing of its page (an editor's own synonym for it would not change this).
    const bare = {
      ...(JSON.parse(
        fs.readFileSync(path.join(__dirname, '..', 'src', 'data', 'search', `${locale}.json`), 'utf8'),
      ) as LocaleData),
      synonyms: {},
    };
    const expected = `${localePrefix(locale)}/docs/${page}`;
    expect(
      routes(bare).some((route) => route.startsWith(expected)),
      `without synonyms: ${routes(bare).join(', ')}`,
    ).toBe(false);
    const merged = workerWordLists(locale);
    expect(
      routes(merged).some((route) => route.startsWith(expected)),
      routes(merged).join(', '),
    ).toBe(true);
  });
