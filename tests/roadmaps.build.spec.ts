import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {roadmapStatuses, type Roadmap} from '../src/data/roadmaps/types';
import {assertBuilt, fileForRoute, loadHtml, localeCodes, localePrefix} from './lib/site';

// The roadmap data files (src/data/roadmaps/<product>.<locale>.json) and the pages built from them.
const dir = path.resolve('src/data/roadmaps');
const products = ['school', 'corporate', 'public'];
const read = (product: string, locale: string): Roadmap =>
  JSON.parse(fs.readFileSync(path.join(dir, `${product}.${locale}.json`), 'utf8')) as Roadmap;

for (const product of products) {
  test(`roadmap data of ${product}: valid, and every translation matches the Dutch items`, () => {
    const nl = read(product, 'nl');
    expect(nl.updated, 'updated is an ISO date').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const item of nl.items) {
      expect(roadmapStatuses, `status of "${item.title}"`).toContain(item.status);
      expect(item.quarter, `quarter of "${item.title}"`).toMatch(/^20\d\d Q[1-4]$/);
      expect(item.title.length > 0 && item.description.length > 0, `"${item.title}" has text`).toBe(true);
      if (item.link) expect(item.link, `link of "${item.title}"`).toMatch(/^\/(docs|blog)\//);
    }
    for (const locale of localeCodes.filter((code) => code !== 'nl')) {
      const translated = read(product, locale);
      expect(translated.updated).toBe(nl.updated);
      expect(
        translated.items.map(({quarter, status, link}) => ({quarter, status, link})),
        `${product}.${locale}.json has the same items (quarter, status, link) as ${product}.nl.json`,
      ).toEqual(nl.items.map(({quarter, status, link}) => ({quarter, status, link})));
      translated.items.forEach((item, index) =>
        expect(item.title, `${product}.${locale}.json item ${index + 1} is translated`).not.toBe(nl.items[index].title),
      );
    }
  });
}

test.describe('built roadmap pages', () => {
  test.beforeAll(assertBuilt);
  for (const locale of localeCodes) {
    test(`${locale}: each roadmap page shows the items of its own language`, () => {
      for (const product of products) {
        const $ = loadHtml(fileForRoute(`${localePrefix(locale)}/roadmap-${product}`)!);
        const titles = $('main tbody th[scope="row"]')
          .map((_, th) => $(th).text().trim())
          .get();
        expect(titles).toEqual(read(product, locale).items.map((item) => item.title));
      }
    });
  }
});
