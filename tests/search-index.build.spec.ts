import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {expandIndex} from '../src/theme/SearchBar/indexFormat';
import {assertBuilt, buildDir, localePrefix, type LocaleCode} from './lib/site';

// Each locale's search index must be stemmed in its own language (the search plugin used to stem every
// locale after the first with the first locale's stemmer; see patches/README.md).
test.beforeAll(assertBuilt);

function terms(locale: LocaleCode): Set<string> {
  const file = path.join(buildDir, localePrefix(locale), 'search-index.json');
  const indexes = JSON.parse(fs.readFileSync(file, 'utf8')) as {index: {invertedIndex: [string, unknown][]}}[];
  return new Set(indexes.flatMap(({index}) => index.invertedIndex.map(([term]) => term)));
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

// The compact index (patches/README.md): at most 150 KB gzip per locale (the performance budget; sizes
// are stable, unlike timings), without term positions, and with no text the results do not show.
for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: the search index is compact (at most 150 KB gzip, no positions, no section text)`, () => {
    const raw = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'search-index.json'));
    expect(zlib.gzipSync(raw).length / 1024, 'gzip KB').toBeLessThanOrEqual(150);
    const indexes = JSON.parse(raw.toString('utf8')) as {
      documents: Record<string, unknown>[];
      index: {invertedIndex: [string, Record<string, unknown>][]; fieldVectors: [string, number[]][]};
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
    expect(JSON.stringify(contents.index.invertedIndex.slice(0, 200))).not.toContain('position');
    const weights = contents.index.fieldVectors.flatMap(([, vector]) => vector.filter((_, i) => i % 2 === 1));
    expect(weights.length).toBeGreaterThan(1000);
    expect(weights.every((weight) => Math.abs(weight * 10 - Math.round(weight * 10)) < 1e-9)).toBe(true);
    // Term indexes are stored as differences (patches/README.md); expanded, they rise within each vector.
    expect((contents.index as {termDeltas?: boolean}).termDeltas).toBe(true);
    const expanded = expandIndex(contents.index).fieldVectors;
    expect(
      expanded.every(([, vector]) => vector.every((value, i) => i % 2 === 1 || i === 0 || value > vector[i - 2])),
    ).toBe(true);
  });
}

// The snippets that results quote come from a separate file (config/searchSnippets.ts), fetched with the index
// on first use: every docs section of the index has its text there, each cut short.
for (const locale of Object.keys(expectations) as LocaleCode[]) {
  test(`${locale}: the search snippets cover the index's sections and stay small (at most 60 KB gzip)`, () => {
    const dir = path.join(buildDir, localePrefix(locale));
    const raw = fs.readFileSync(path.join(dir, 'search-snippets.json'));
    expect(zlib.gzipSync(raw).length / 1024, 'gzip KB').toBeLessThanOrEqual(60);
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
    expect(Object.values(snippets).every((text) => text.length > 0 && text.length <= 280)).toBe(true);
  });
}
