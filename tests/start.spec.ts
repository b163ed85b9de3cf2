import {test, expect, blockStorage, hydrated, locales, reflowProblems, searchAnswered} from './fixtures';
import {axeViolations as violations, installAxe} from './lib/axe';
import {pageTypes} from './lib/pages';
import {READ_KEY, roleIds} from '../src/data/start/types';

// The start pages by role and the glossary in the browser: they render in every locale, pass axe (light and
// dark, desktop and 390 px; see `variants` for where each is checked), the ticks on the reading path survive a reload and live only in localStorage,
// the pages work with storage blocked, the home page leads to them, and search finds a glossary term.

const routes = [...roleIds.map((role) => `/start/${role}`), '/docs/begrippenlijst'];

/** A glossary term per locale and the anchor of its entry. */
const glossaryQueries = {
  nl: {query: 'vier-ogenprincipe', id: 'vier-ogenprincipe'},
  en: {query: 'four-eyes principle', id: 'vier-ogenprincipe'},
  fr: {query: 'principe des quatre yeux', id: 'vier-ogenprincipe'},
  de: {query: 'Vier-Augen-Prinzip', id: 'vier-ogenprincipe'},
};

/**
 * The axe passes of the start pages and the glossary. Colour mode and width both change what axe checks
 * (dark mode: every colour contrast; 390 px: another layout, the mobile navbar, stacked tables, target sizes),
 * so each page is checked in each of the four combinations, once, here or elsewhere:
 * - light at 1280 px: by the crawl of every sitemap page (faults.spec.ts), these pages included;
 * - dark at 1280 px and light at 390 px of the pages that are also page types (`pageTypes`: /start/docent and
 *   the glossary): by a11y.spec.ts;
 * - everything else: here, where each visit also checks that the page answers 200, shows its h1 in the
 *   locale's language and logs no error, and (dark at 390 px) that it reflows at 390 and 320 px (reflowProblems).
 */
const variants = [
  {mode: 'dark', width: 1280, routes: routes.filter((route) => !pageTypes.includes(route))},
  // Every route at 390 px: also where each page must reflow, at 390 and 320 px (colours do not change the layout).
  {mode: 'dark', width: 390, routes, reflow: true},
  {mode: 'light', width: 390, routes: routes.filter((route) => !pageTypes.includes(route))},
] as const;

for (const locale of locales) {
  for (const {mode, width, routes: checked, ...variant} of variants) {
    test(`${locale.code} ${mode} ${width} px: start pages and glossary render without errors and have no axe violation`, async ({
      page,
      errors,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await installAxe(page);
      const problems: string[] = [];
      for (const route of checked) {
        await page.setViewportSize({width, height: 844});
        const response = await page.goto(`${locale.prefix}${route}`);
        expect(response?.status(), route).toBe(200);
        await hydrated(page);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        problems.push(...(await violations(page)).map((v) => `${route}: ${v}`));
        if ('reflow' in variant) {
          problems.push(...(await reflowProblems(page)).map((p) => `${route}: ${p}`));
          // And at 320 px, the width WCAG 1.4.10 names (below the app's breakpoints, so nothing re-renders).
          await page.setViewportSize({width: 320, height: 844});
          problems.push(...(await reflowProblems(page)).map((p) => `${route} at 320 px: ${p}`));
        }
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test(`${locale.code}: ticks on the reading path survive a reload, stay in one localStorage key, and reset`, async ({
    page,
    context,
    errors,
  }) => {
    await page.goto(`${locale.prefix}/start/docent`);
    await hydrated(page);
    const boxes = page.locator('main ol input[type="checkbox"]');
    const total = await boxes.count();
    expect(total).toBeGreaterThanOrEqual(8);
    const reset = page.locator('main button');
    await expect(reset).toBeDisabled();
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await expect(page.getByTestId('path-progress')).toContainText(`2`);
    await page.reload();
    await hydrated(page);
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).not.toBeChecked();
    await expect(boxes.nth(2)).toBeChecked();
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), READ_KEY);
    expect(JSON.parse(stored!)).toEqual(['basis/inloggen', 'basis/prompt-engineering']);
    // The same page read on another start page (and in another locale) is ticked there too.
    await page.goto(`${locale.prefix}/start/leerling`);
    await hydrated(page);
    await expect(page.locator('main ol input[type="checkbox"]').first()).toBeChecked();
    await page.goto(`${locale.prefix}/start/docent`);
    await hydrated(page);
    await page.locator('main button').click();
    await expect(boxes.nth(0)).not.toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), READ_KEY)).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(boxes.nth(0)).not.toBeChecked();
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${locale.code}: with storage blocked the start page still works, says ticks are not kept`, async ({page}) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await blockStorage(page);
    await page.goto(`${locale.prefix}/start/privacy`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByTestId('storage-off')).toBeVisible();
    const box = page.locator('main ol input[type="checkbox"]').first();
    await box.check();
    await expect(box).toBeChecked();
    await expect(page.locator('main h3').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test(`${locale.code}: the home page role links lead to the four start pages`, async ({page}) => {
    await page.goto(`${locale.prefix}/`);
    await hydrated(page);
    for (const role of roleIds) {
      await expect(page.locator(`main h3 a[href="${locale.prefix}/start/${role}"]`)).toHaveCount(1);
    }
    await page.locator(`main h3 a[href="${locale.prefix}/start/leerling"]`).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/start/leerling$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test(`${locale.code}: search finds a glossary term and shows its glossary entry among the results`, async ({
    page,
  }) => {
    const {query, id} = glossaryQueries[locale.code];
    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    await page.locator('nav.navbar input[type="search"]').focus();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill(query);
    await searchAnswered(page, query);
    const entry = dialog.locator(`[role="option"][data-route*="/docs/begrippenlijst#${id}"]`);
    await expect(entry).toHaveCount(1);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/docs/begrippenlijst.*#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  });
}
