import {test, expect} from '@playwright/test';
import {assertBuilt, builtDocs, localeCodes, localePrefix} from './lib/site';

// Tables in the built HTML (plugins/markdown/rehype/tableRegion.ts), on every docs page that has one, in every locale:
// each table sits in a named region that Tab reaches. What needs a browser is checked there: that no column is
// cut off at 1280 px and that the rows stack at 390 px (the crawl in faults.spec.ts, on its visit of each page),
// and that Tab and the arrow keys reach and scroll a region (tables.spec.ts).
test.beforeAll(assertBuilt);

for (const locale of localeCodes) {
  test(`${locale}: every table of a docs page is in a named region that Tab reaches`, () => {
    const pages = builtDocs(locale).filter(({$}) => $('article table').length > 0);
    expect(pages.length, 'docs pages with a table').toBeGreaterThan(10);
    const problems: string[] = [];
    for (const {doc, $} of pages) {
      const route = `${localePrefix(locale)}/docs/${doc}`;
      $('article table').each((index, table) => {
        const region = $(table).parent();
        if (!region.hasClass('table-region')) problems.push(`${route} table ${index + 1}: not in a table region`);
        if (region.attr('tabindex') !== '0' || !region.attr('aria-label')?.trim())
          problems.push(`${route} table ${index + 1}: region not focusable or unnamed`);
      });
    }
    expect(problems).toEqual([]);
  });
}
