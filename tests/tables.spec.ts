import {test, expect, hydrated} from './fixtures';

// Tables (plugins/markdown/rehype/tableRegion.ts + src/css/custom.css): a table region can be reached with Tab and
// scrolled with the keyboard. That each table is in a named, focusable region is read from the built HTML
// (tables.build.spec.ts). On every docs page that has a table, in every locale, the crawl of every page
// (faults.spec.ts) checks on the visit it makes anyway that no column is cut off on a 1280 px laptop and that at
// 390 px each row is a stacked card with its column labels and nothing scrolls sideways.

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
