import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import lunr from 'lunr';
import type {LunrIndex} from '../src/search/engine';
import {expandIndex, type SerializedIndex} from '../src/search/indexFormat';
import {assertBuilt, buildDir, builtDocs, localePrefix, type LocaleCode} from './lib/site';
import {builtEngine} from './lib/builtSearch';
import {SECTION_CHARS} from '../plugins/search-snippets';

// Each locale's search index must be stemmed in its own language (the search plugin used to stem every
// locale after the first with the first locale's stemmer; see patches/README.md).
test.beforeAll(assertBuilt);

function terms(locale: LocaleCode): Set<string> {
  const file = path.join(buildDir, localePrefix(locale), 'search-index.json');
  const indexes = JSON.parse(fs.readFileSync(file, 'utf8')) as {index: {terms: string[]}}[];
  return new Set(indexes.flatMap(({index}) => index.terms));
}

// Words that occur in the text of each locale: the stemmed form must be in the index, the full form not.
const expectations: Record<LocaleCode, {stemmed: string[]; unstemmed: string[]}> = {
  nl: {stemmed: ['leerling', 'gebruik'], unstemmed: ['leerlingen', 'gebruiken']},
  en: {stemmed: ['student', 'school', 'log'], unstemmed: ['students', 'schools', 'logging']},
  fr: {stemmed: ['elev', 'enseign'], unstemmed: ['élèves', 'enseignants']},
  de: {stemmed: ['schul', 'lernend'], unstemmed: ['schulen', 'lernenden']},
};

for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: the search index is stemmed in its own language`, () => {
    const index = terms(locale);
    expect(index.size).toBeGreaterThan(500);
    for (const stem of expectations[locale].stemmed)
      expect(index.has(stem), `"${stem}" in the ${locale} index`).toBe(true);
    for (const word of expectations[locale].unstemmed)
      expect(index.has(word), `"${word}" not in the ${locale} index`).toBe(false);
  });
}

test('the blog is not in the search index', () => {
  for (const locale of Object.keys(expectations) as LocaleCode[]) {
    const file = path.join(buildDir, localePrefix(locale), 'search-index.json');
    expect(fs.readFileSync(file, 'utf8')).not.toContain('/blog/');
  }
});

// The compact index (patches/README.md): at most 80 KB gzip per locale (it is downloaded at the first
// search; sizes are stable, unlike timings), without postings or term positions, and with no text the
// results do not show.
for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: the search index is compact (at most 80 KB gzip, no postings, no section text)`, () => {
    const raw = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'search-index.json'));
    expect(zlib.gzipSync(raw).length / 1024, 'gzip KB').toBeLessThanOrEqual(80);
    const indexes = JSON.parse(raw.toString('utf8')) as {
      documents: Record<string, unknown>[];
      index: SerializedIndex & {terms: string[]};
    }[];
    expect(indexes).toHaveLength(5);
    const [pages, headings, descriptions, keywords, contents] = indexes;
    expect(pages.documents.every((doc) => typeof doc.u === 'string' && typeof doc.t === 'string')).toBe(true);
    expect(headings.documents.every((doc) => typeof doc.t === 'string' && typeof doc.p === 'number')).toBe(true);
    for (const {documents} of [descriptions, keywords, contents]) {
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.every((doc) => doc.t === undefined && doc.u === undefined && typeof doc.p === 'number')).toBe(
        true,
      );
    }
    // No postings: the sorted term list only; the worker rebuilds the postings from the field vectors.
    for (const {index} of indexes) {
      expect(index.invertedIndex).toBeUndefined();
      expect(index.terms.length).toBeGreaterThan(20);
      expect(index.terms.every((term, i) => i === 0 || index.terms[i - 1] < term)).toBe(true);
    }
    // Term frequencies instead of weights (the worker recomputes lunr's BM25 weights from them): whole numbers
    // of at least 1, mostly 1, with lunr's parameters.
    const frequencies = contents.index.fieldVectors.flatMap(([, vector]) => vector.filter((_, i) => i % 2 === 1));
    expect(frequencies.length).toBeGreaterThan(1000);
    expect(frequencies.every((tf) => Number.isInteger(tf) && tf >= 1)).toBe(true);
    expect(frequencies.filter((tf) => tf === 1).length / frequencies.length).toBeGreaterThan(0.5);
    expect(frequencies.some((tf) => tf > 1)).toBe(true);
    expect(contents.index.bm25).toEqual({k1: 1.2, b: 0.75});
    // Term indexes are stored as differences (patches/README.md); expanded, they rise within each vector.
    expect((contents.index as {termDeltas?: boolean}).termDeltas).toBe(true);
    const expanded = expandIndex(contents.index).fieldVectors;
    expect(
      expanded.every(([, vector]) => vector.every((value, i) => i % 2 === 1 || i === 0 || value > vector[i - 2])),
    ).toBe(true);
  });
}

// The snippets that results quote come from a separate file (plugins/search-snippets/index.ts), fetched after the
// index on first use: every docs section of the index has its text there, whole up to SECTION_CHARS (the answer to
// a question may be anywhere in its section). 90 KB gzip: the results show before it is in, their quotes after
// (bench/README.md, "quoted").
for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: the search snippets cover the index's sections and stay small (at most 90 KB gzip)`, () => {
    const dir = path.join(buildDir, localePrefix(locale));
    const raw = fs.readFileSync(path.join(dir, 'search-snippets.json'));
    expect(zlib.gzipSync(raw).length / 1024, 'gzip KB').toBeLessThanOrEqual(90);
    const snippets = JSON.parse(raw.toString('utf8')) as Record<string, string>;
    const indexes = JSON.parse(fs.readFileSync(path.join(dir, 'search-index.json'), 'utf8')) as {
      documents: {i: number; u?: string; h?: string; p?: number}[];
    }[];
    const pages = new Map(indexes[0].documents.map((doc) => [doc.i, doc.u]));
    const sections = indexes[1].documents.map((doc) => `${pages.get(doc.p!)}${doc.h}`);
    expect(sections.length).toBeGreaterThan(300);
    const missing = sections.filter((route) => !(route in snippets));
    expect(missing.length / sections.length, `sections without text: ${missing.slice(0, 5).join(', ')}`).toBeLessThan(
      0.02,
    );
    expect(Object.values(snippets).every((text) => text.length > 0 && text.length <= SECTION_CHARS)).toBe(true);
  });
}

// The build puts soft hyphens into the long words of tables (plugins/markdown/rehype/tableRegion.ts), so that a
// word breaks at a syllable. The search must read those words as the reader types them: "administrateur", not
// "ad\u00admi\u00adnis\u00adtra\u00adteur". Every such word is searched for alone: its page must be among all the
// results (not only the first 8: a word that many pages hold, "utilisation", may rank other pages first).
for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: a long word of a table (soft hyphens in the page) is searched as the reader types it`, () => {
    const dir = path.join(buildDir, localePrefix(locale));
    // Each word with the pages whose tables hold it.
    const words = new Map<string, Set<string>>();
    for (const {doc, $} of builtDocs(locale))
      for (const cell of $('article table :is(th, td)').toArray())
        for (const match of $(cell)
          .text()
          .matchAll(/[\p{L}\u00ad]*\u00ad[\p{L}\u00ad]*/gu)) {
          const word = match[0].replace(/\u00ad/g, '');
          words.set(word, (words.get(word) ?? new Set()).add(`${localePrefix(locale)}/docs/${doc}`));
        }
    expect(words.size, 'hyphenated table words').toBeGreaterThan(20);
    const index = terms(locale);
    expect([...index].filter((term) => term.includes('\u00ad')).map((term) => term.replace(/\u00ad/g, '-'))).toEqual(
      [],
    );
    const snippets = fs.readFileSync(path.join(dir, 'search-snippets.json'), 'utf8');
    expect(snippets.includes('\u00ad'), 'a soft hyphen in search-snippets.json').toBe(false);
    const engine = builtEngine(locale);
    const unfound = [...words].filter(
      ([word, pages]) => !engine.search(word, 1000).results.some((result) => pages.has(result.route.split('#')[0])),
    );
    expect(unfound.map(([word, pages]) => `${word} (${[...pages].join(', ')})`)).toEqual([]);
  });
}

// lunr splits words at spaces and hyphens only: "Eigentümer/in" and "Lerngruppe(n)" were the terms
// "eigentumer/in" and "lerngruppe(n", which no reader types. A slash or bracket between letters parts two words.
for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: words joined by a slash or a bracket ("Lehrer/in", "Lerngruppe(n)") are indexed as words`, () => {
    // The pages do write such words (else the check below would hold for nothing).
    const written = builtDocs(locale).filter(({$}) => /\p{L}[/(]\p{L}/u.test($('article').text()));
    expect(written.length, 'pages with a word joined by a slash or bracket').toBeGreaterThan(0);
    const joined = [...terms(locale)].filter((term) => /\p{L}[/()]|[/()]\p{L}/u.test(term));
    expect(joined).toEqual([]);
  });
}

// The compact format round trip: an index built by lunr, compacted by the patched plugin, sent as JSON and
// expanded by the worker's code, finds the same documents for every term as the original, with the same
// scores: the worker recomputes lunr's own weights from the term frequencies.
test('the compact index, expanded, finds what the lunr index it came from finds, with the same scores', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {compactIndex} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
    compactIndex: (index: unknown, builder: unknown) => SerializedIndex;
  };
  const file = path.join(buildDir, 'search-snippets.json');
  const texts = Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>).slice(0, 150);
  expect(texts.length).toBe(150);
  let builder: unknown;
  const original = lunr(function (self) {
    // lunr passes its builder as the argument too: kept for its term frequencies.
    builder = self;
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = [];
    // Added in reverse, so that lunr's term numbering (first seen) differs from the term order.
    texts.reverse().forEach((text, i) => this.add({i: String(i), t: text}));
  }) as LunrIndex;
  const compact = JSON.parse(JSON.stringify(compactIndex(original, builder))) as SerializedIndex;
  expect(compact.bm25).toBeDefined();
  const loaded = lunr.Index.load(expandIndex(compact)) as LunrIndex;
  const terms = Object.keys(original.invertedIndex);
  expect(terms.length).toBeGreaterThan(1000);
  const differences: string[] = [];
  for (const term of terms) {
    const find = (index: LunrIndex) =>
      index.query((query) => query.term(term, {usePipeline: false, boost: 1})).map(({ref, score}) => ({ref, score}));
    const [expected, actual] = [find(original), find(loaded)];
    if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`${term}: other documents or scores`);
  }
  expect(differences.slice(0, 10)).toEqual([]);
});
