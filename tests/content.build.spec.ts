import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {ABOVE_THE_FOLD_WORDS} from '../plugins/markdown/remark/aboveTheFoldImage';
import {
  articleText,
  assertBuilt,
  builtDocs,
  countWords,
  fileForRoute,
  loadHtml,
  localeCodes,
  localePrefix,
  specCategories,
  specDocs,
} from './lib/site';

// Content checks of the manual, on the built site (the Markdown as readers get it).
test.beforeAll(assertBuilt);

test('every docs path and chapter index page of the spec is built, in every locale', () => {
  const missing: string[] = [];
  for (const locale of localeCodes) {
    for (const route of [...specDocs.map((p) => `/docs/${p}`), ...specCategories.map((c) => `/docs/category/${c}`)]) {
      if (!fileForRoute(`${localePrefix(locale)}${route}`)) missing.push(`${localePrefix(locale)}${route}`);
    }
  }
  expect(missing, 'docs pages of the spec that are not in the build').toEqual([]);
});

test('chapter index pages have a description and a card for every page', () => {
  for (const category of specCategories) {
    const $ = loadHtml(fileForRoute(`/docs/category/${category}`)!);
    const description = $('main header p, main article p').first().text().trim();
    expect(countWords(description), `description of /docs/category/${category}`).toBeGreaterThanOrEqual(8);
    expect($('main a.theme-doc-card-container').length, `cards on /docs/category/${category}`).toBeGreaterThanOrEqual(
      4,
    );
  }
});

const pages = specDocs.map((doc) => ({doc, file: fileForRoute(`/docs/${doc}`)}));

test('every Dutch page has at least 300 words of article text, and the manual at least 25,000', () => {
  const thin: string[] = [];
  let total = 0;
  for (const {doc, file} of pages) {
    expect(file, `/docs/${doc} is built`).not.toBeNull();
    const words = countWords(articleText(loadHtml(file!)));
    total += words;
    if (words < 300) thin.push(`/docs/${doc}: ${words} words`);
  }
  expect(thin, 'pages under 300 words').toEqual([]);
  expect(total).toBeGreaterThanOrEqual(25_000);
});

// That every page has h2 sections and no heading below h3 is checked in the Markdown by npm run check:content
// (tests/content-check.build.spec.ts); the table of contents exists only in the build.
test('every page has a table of contents of h2 and h3 only', () => {
  const problems: string[] = [];
  for (const locale of localeCodes) {
    for (const {doc, $} of builtDocs(locale)) {
      if ($('.table-of-contents ul ul ul').length > 0)
        problems.push(`${locale} ${doc}: table of contents deeper than h3`);
      const toc = $('.table-of-contents a').length;
      if (toc === 0) problems.push(`${locale} ${doc}: empty table of contents`);
    }
  }
  expect(problems).toEqual([]);
});

test('no paragraph of 20 or more words appears on two pages', () => {
  for (const locale of localeCodes) {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const {doc, $} of builtDocs(locale)) {
      const blocks = $('article .theme-doc-markdown')
        .find('p, li, td')
        .toArray()
        .map((element) => {
          const clone = $(element).clone();
          clone.find('ul, ol').remove();
          return clone.text().replace(/\s+/g, ' ').trim().toLowerCase();
        });
      for (const text of new Set(blocks)) {
        if (countWords(text) < 20) continue;
        const other = seen.get(text);
        if (other && other !== doc) repeated.push(`${locale}: "${text.slice(0, 80)}…" on ${other} and ${doc}`);
        else seen.set(text, doc);
      }
    }
    expect(repeated, `repeated paragraphs in ${locale}`).toEqual([]);
  }
});

// Alt text of every image (at least three words), the Mermaid diagrams' text alternative and the
// illustrations' <title> are checked in the Markdown sources by npm run check:content.

test('only an image on the first screen loads eagerly (an SVG inlined as text); every other article image is lazy and a file', () => {
  // plugins/markdown/remark/aboveTheFoldImage.ts: the first image within the first 100 words is eager; no other image
  // is inlined as a data URL (it would only make the HTML and the page's script larger).
  const eager: string[] = [];
  const inlined: string[] = [];
  const svgInline: string[] = [];
  let files = 0;
  for (const locale of localeCodes) {
    for (const {doc, $} of builtDocs(locale)) {
      $('article .markdown img').each((index, img) => {
        const loading = $(img).attr('loading');
        if (loading === 'eager') {
          expect(index, `${locale} ${doc}: only the first image may be eager`).toBe(0);
          expect($(img).attr('fetchpriority')).toBe('high');
          eager.push(`${locale} ${doc}`);
          // A small first-screen SVG stays inlined, as Docusaurus writes it (a data URL).
          const src = $(img).attr('src') ?? '';
          if (src.startsWith('data:image/svg+xml')) svgInline.push(`${locale} ${doc}`);
        } else {
          expect(loading, `${locale} ${doc}: image ${index + 1} is lazy`).toBe('lazy');
          const src = $(img).attr('src') ?? '';
          if (src.startsWith('data:')) inlined.push(`${locale} ${doc}: image ${index + 1}`);
          else if (/^(\/[a-z]{2})?\/assets\/images\/.+\.svg$/.test(src)) files += 1;
        }
      });
    }
  }
  expect(inlined).toEqual([]);
  // The manual's illustrations below the first screen, in four locales.
  expect(files).toBeGreaterThanOrEqual(40);
  for (const locale of localeCodes) {
    // Image right under the introduction.
    expect(eager).toContain(`${locale} basis/inloggen`);
    expect(svgInline).toContain(`${locale} basis/inloggen`);
    // The words before a page's first image, read from its Markdown source: well under the first-screen limit
    // means eager, well over it means lazy (the margins leave room for how Markdown syntax is counted).
    const later = specDocs.filter((doc) => wordsBeforeFirstImage(locale, doc) > ABOVE_THE_FOLD_WORDS * 1.5);
    const early = specDocs.filter((doc) => wordsBeforeFirstImage(locale, doc) < ABOVE_THE_FOLD_WORDS * 0.6);
    expect(later.length, `${locale}: pages whose first image is far down`).toBeGreaterThan(3);
    for (const doc of later) expect(eager, `${locale} ${doc}: first image far down`).not.toContain(`${locale} ${doc}`);
    for (const doc of early) expect(eager, `${locale} ${doc}: first image near the top`).toContain(`${locale} ${doc}`);
  }
});

/** Words of the page's prose before its first Markdown image; Infinity for a page without one. */
function wordsBeforeFirstImage(locale: string, doc: string): number {
  const root = locale === 'nl' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const file = [`${root}/${doc}.md`, `${root}/${doc}.mdx`].find((candidate) => fs.existsSync(candidate));
  if (!file) return Infinity;
  const source = fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---/, '');
  const at = source.search(/!\[[^\]]*\]\(/);
  if (at < 0) return Infinity;
  const before = source
    .slice(0, at)
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return countWords(before);
}
