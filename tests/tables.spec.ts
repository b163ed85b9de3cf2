import {test, expect, hydrated, locales} from './fixtures';
import {builtDocs, localePrefix} from './lib/site';

// Tables (plugins/markdown/rehype/tableRegion.ts + src/css/custom.css), on every docs page that has one, in every
// locale: at 390 px each row is a stacked card with its column labels and nothing scrolls sideways; a table
// region can be reached with Tab and scrolled with the keyboard. That each table is in a named, focusable region
// is read from the built HTML (tables.build.spec.ts); that no column is cut off on a 1280 px laptop is checked by
// the crawl of every page (faults.spec.ts), on the visit it makes anyway.

for (const locale of locales) {
  const pages = builtDocs(locale.code)
    .filter(({$}) => $('article table').length > 0)
    .map(({doc}) => doc);

  test(`${locale.code}: every table stacks at 390 px, with its column labels, and nothing scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    expect(pages.length, 'docs pages with a table').toBeGreaterThan(10);
    await page.setViewportSize({width: 390, height: 844});
    const problems: string[] = [];
    for (const doc of pages) {
      const route = `${localePrefix(locale.code)}/docs/${doc}`;
      await page.goto(route);
      await hydrated(page);
      const narrow = await page.evaluate(() => ({
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        tables: Array.from(document.querySelectorAll('article table')).map((table) => {
          const region = table.parentElement as HTMLElement;
          const cell = table.querySelector('tbody td');
          // A column without a header (a row-label column) has nothing to show before its cells.
          const labelled = table.querySelector('tbody td[data-label]:not([data-label=""])');
          return {
            overflow: region.scrollWidth - region.clientWidth,
            stacked: cell ? getComputedStyle(cell).display === 'block' : false,
            label: labelled ? getComputedStyle(labelled, '::before').content : 'no header',
          };
        }),
      }));
      expect(narrow.tables.length, route).toBeGreaterThan(0);
      if (narrow.pageOverflow > 1) problems.push(`${route}: the page scrolls sideways at 390 px`);
      narrow.tables.forEach((t, i) => {
        if (t.overflow > 1) problems.push(`${route} table ${i + 1}: scrolls sideways at 390 px`);
        if (!t.stacked) problems.push(`${route} table ${i + 1}: rows are not stacked at 390 px`);
        if (!t.label || t.label === 'none')
          problems.push(`${route} table ${i + 1}: cells show no column label at 390 px`);
      });
    }
    expect(problems).toEqual([]);
  });
}

test('a table region is reached with Tab, shows its focus and is named by its heading', async ({page}) => {
  await page.goto('/docs/privacy-avg-security/bewaartermijnen');
  await hydrated(page);
  const region = page.locator('.table-region').first();
  const heading = page.locator('h2#overzicht-bewaartermijnen');
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region).toHaveAccessibleName((await heading.innerText()).replace(/\u200b|#/g, '').trim());
  await expect(region.locator('table')).toBeVisible();
  await region.focus();
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  // Arrow keys scroll a focused region that overflows; force a narrow one to prove keyboard scrolling.
  await region.evaluate((el) => {
    el.style.maxWidth = '200px';
  });
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
