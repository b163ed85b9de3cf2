import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {assertBuilt, buildDir, fileForRoute, loadHtml, localeCodes, localePrefix} from './lib/site';
import {builtChapters} from './lib/chapters';
import {links} from '../config/links';

// The chapter print views in the built site (plugins/chapter-print/index.ts, src/components/ChapterPrint): one per
// chapter and locale, every doc in sidebar order, ids that do not collide, links that resolve, linked from
// the chapter's pages, and kept out of the sitemap and the search index.
test.beforeAll(assertBuilt);

// The control of the check below that no boundary moved to the end of the document: React's server renderer
// still writes that form (the `$RC` script that swaps a `<template>` in), or the check is outdated.
test("React's server renderer still has the out-of-place boundary form that the print views must not use", () => {
  const renderer = fs.readFileSync('node_modules/react-dom/cjs/react-dom-server.node.production.js', 'utf8');
  expect(
    ['$RC', '<template'].filter((text) => !renderer.includes(text)),
    'outdated check',
  ).toEqual([]);
});

const locales = localeCodes.filter((locale) => fs.existsSync(path.join(buildDir, localePrefix(locale), 'index.html')));

for (const locale of locales) {
  test(`${locale}: each chapter has a print view with every doc in sidebar order`, () => {
    const chapters = builtChapters(locale);
    expect(chapters).toHaveLength(6);
    for (const chapter of chapters) {
      const file = fileForRoute(chapter.printRoute);
      expect(file, chapter.printRoute).not.toBeNull();
      const $ = loadHtml(file!);
      expect($('meta[name="robots"]').attr('content'), chapter.printRoute).toContain('noindex');
      // Cover: the chapter, the product and the manual version.
      const cover = $('[data-print-cover]');
      expect(cover.find('h1').text().trim()).toBe(chapter.title);
      expect(cover.text()).toContain('AI-School');
      expect(cover.find('[data-print-version]').text()).toBe('3.3.8');
      // Every doc of the chapter, in the order of the category page (the sidebar order), with its title.
      const sections = $('[data-print-doc]')
        .map((_, section) => $(section).find('h2').first().clone().find('.hash-link').remove().end().text().trim())
        .get();
      expect(sections, chapter.printRoute).toEqual(chapter.docs.map((doc) => doc.title));
      expect(chapter.docs.length).toBeGreaterThan(2);
      // The table of contents lists them in the same order and jumps to them.
      const toc = $('nav ol')
        .first()
        .children('li')
        .map((_, item) => $(item).children('a').first().text().trim())
        .get();
      expect(toc).toEqual(chapter.docs.map((doc) => doc.title));
    }
  });

  test(`${locale}: print views have unique ids, in-document links and absolute site links that resolve`, () => {
    for (const chapter of builtChapters(locale)) {
      const $ = loadHtml(fileForRoute(chapter.printRoute)!);
      const ids = $('[id]')
        .map((_, element) => $(element).attr('id')!)
        .get();
      expect(ids.length - new Set(ids).size, `duplicate ids in ${chapter.printRoute}`).toBe(0);
      // The docs' own headings are there, under the doc's prefix.
      expect($('[data-print-doc] [id*="--"]').length).toBeGreaterThan(chapter.docs.length);
      const hrefs = $('main a[href]')
        .map((_, element) => $(element).attr('href')!)
        .get();
      const inDocument = hrefs.filter((href) => href.startsWith('#'));
      expect(inDocument.length).toBeGreaterThan(chapter.docs.length);
      for (const href of inDocument) expect(ids, `${chapter.printRoute}: ${href}`).toContain(href.slice(1));
      // No link leaves the document for a page that it contains.
      const docRoutes = new Set(chapter.docs.map((doc) => doc.route));
      for (const href of hrefs.filter((h) => h.startsWith(links.site))) {
        const route = new URL(href).pathname;
        expect(docRoutes.has(route), `${chapter.printRoute}: ${href} should be an in-document link`).toBe(false);
        expect(fileForRoute(route), `${chapter.printRoute}: ${href}`).not.toBeNull();
      }
      // Inside the docs, every site link is either in-document or absolute (it works on paper too).
      const docLinks = $('[data-print-doc] a[href]')
        .map((_, element) => $(element).attr('href')!)
        .get();
      expect(docLinks.filter((href) => href.startsWith('/'))).toEqual([]);
    }
  });

  test(`${locale}: the chapter's category page and each of its docs link to the print view`, () => {
    for (const chapter of builtChapters(locale)) {
      for (const route of [chapter.categoryRoute, ...chapter.docs.map((doc) => doc.route)]) {
        const $ = loadHtml(fileForRoute(route)!);
        expect($('a[data-chapter-print-link]').attr('href'), route).toBe(chapter.printRoute);
      }
    }
    // The introduction belongs to no chapter.
    const intro = loadHtml(fileForRoute(`${localePrefix(locale)}/docs/intro`)!);
    expect(intro('a[data-chapter-print-link]')).toHaveLength(0);
  });

  test(`${locale}: each doc of a print view is a Suspense boundary in its place in the HTML`, () => {
    for (const chapter of builtChapters(locale)) {
      const html = fs.readFileSync(fileForRoute(chapter.printRoute)!, 'utf8');
      // The app hydrates the docs one by one (src/components/ChapterPrint): each is a boundary of its own,
      // `<!--$-->…<!--/$-->` around its article, rendered where it stands (plugins/performance/client/renderToHtml.ts). A
      // boundary moved to the end of the document (`<!--$?--><template id="B:…">`, swapped in by an inline
      // script) would leave the page empty without JavaScript.
      const boundaries = html.match(/<!--\$--><article\b[^>]*\bdata-print-doc=/g) ?? [];
      expect(boundaries.length, chapter.printRoute).toBe(chapter.docs.length);
      expect(html, chapter.printRoute).not.toMatch(/<!--\$\?-->|<template id="?B:|\$RC\b/);
    }
  });

  test(`${locale}: print views are not in the sitemap or the search index`, () => {
    const sitemap = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/docs/category/');
    expect(sitemap).not.toContain('/afdrukken');
    const index = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'search-index.json'), 'utf8');
    expect(index).not.toContain('afdrukken');
  });
}

test('the print views do not clash with any other route', () => {
  // The spec's routes are /, /docs, /blog, the static pages and the locales; nothing else lives under /afdrukken.
  for (const locale of locales) {
    const dir = path.join(buildDir, localePrefix(locale), 'afdrukken');
    // Without the build's precompressed copies (.gz, .br; scripts/precompress.mjs).
    expect(
      fs
        .readdirSync(dir)
        .filter((file) => !/\.(gz|br)$/.test(file))
        .sort(),
    ).toEqual(
      builtChapters(locale)
        .map((c) => `${c.slug}.html`)
        .sort(),
    );
  }
});
