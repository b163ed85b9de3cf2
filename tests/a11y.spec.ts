import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  animationsDone,
  browserTextSize,
  clippedText,
  hydrated,
  locales,
  narrowed,
  reflowProblems,
  renderDiagrams,
  saveData,
  searchAnswered,
} from './fixtures';
import {axeViolations as violations, installAxe} from './lib/axe';
import {MISSING_ROUTE, pageTypes} from './lib/pages';

// WCAG 2.0/2.1/2.2 A and AA (axe-core) on every page type, in all four locales, in dark mode and at 390 px
// (where the page must also reflow, at 390 and 320 px: nothing scrolls sideways, no button's label runs out of
// it), no text cut off at 1280 and 390 px under the text spacing of WCAG 1.4.12, plus the open search dialog and
// the open mobile menu: zero violations. Light mode on a desktop is checked on every page of every sitemap by the
// crawl (faults.spec.ts); the page type that is in no sitemap, the not-found page, is checked here. Last, the
// search dialog and the print link in forced colours.

async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await renderDiagrams(page);
}

/**
 * Switches the colour mode as another tab of the site would: through the storage event Docusaurus listens to
 * (its colour-mode context follows the `theme` key), so the app itself re-renders in that mode.
 */
async function switchTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => {
    const oldValue = window.localStorage.getItem('theme');
    window.localStorage.setItem('theme', theme);
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: theme, storageArea: window.localStorage}),
    );
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Colours change with a transition (buttons, links): axe reads them once every transition has ended.
  await animationsDone(page);
}

// Each page type is visited once for both variants: loaded in dark mode at 1280 px and checked, then narrowed to
// 390 px and switched to light mode, and checked again (one load and hydration instead of two: the page-type
// passes took 262 s of test time in CI with a visit per variant). Each locale's page types are dealt into two
// tests, so that both workers stay busy.
const PARTS = 2;
for (const locale of locales) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`${locale.code} dark 1280 px and light 390 px (${part + 1}/${PARTS}): every page type has no WCAG 2.2 AA violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await installAxe(page);
      await saveData(page);
      const problems: string[] = [];
      for (const route of pageTypes.filter((_, index) => index % PARTS === part)) {
        await page.setViewportSize({width: 1280, height: 800});
        await page.goto(`${locale.prefix}${route}`);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        problems.push(...(await violations(page)).map((v) => `dark 1280 px ${route}: ${v}`));
        problems.push(...(await clippedText(page)).map((p) => `1280 px, text spacing ${route}: ${p}`));
        await page.setViewportSize({width: 390, height: 844});
        await switchTheme(page, 'light');
        await narrowed(page);
        await renderDiagrams(page);
        problems.push(...(await violations(page)).map((v) => `light 390 px ${route}: ${v}`));
        problems.push(...(await reflowProblems(page)).map((p) => `light 390 px ${route}: ${p}`));
        problems.push(...(await clippedText(page)).map((p) => `390 px, text spacing ${route}: ${p}`));
        // And at 320 px, the width WCAG 1.4.10 names (below the app's breakpoints, so nothing re-renders).
        await page.setViewportSize({width: 320, height: 844});
        problems.push(...(await reflowProblems(page)).map((p) => `light 320 px ${route}: ${p}`));
        // And with the browser's text at "Very large" (24 px): the search field gets a row of its own, long words
        // break (src/css/custom.css); nothing may scroll sideways, overlap in the navbar or be cut off.
        await browserTextSize(page, 24);
        problems.push(...(await reflowProblems(page)).map((p) => `320 px, text 24 px ${route}: ${p}`));
        problems.push(...(await clippedText(page)).map((p) => `320 px, text 24 px and spacing ${route}: ${p}`));
        // A long word breaks at a syllable where the browser can hyphenate the page's language (headless Chromium
        // has no patterns, so the rule and the language are what can be checked here).
        const hyphenation = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          main: getComputedStyle(document.querySelector('main')!).hyphens,
        }));
        if (hyphenation.main !== 'auto' || !hyphenation.lang.startsWith(locale.code))
          problems.push(`320 px, text 24 px ${route}: hyphens ${hyphenation.main}, lang "${hyphenation.lang}"`);
        await browserTextSize(page, 16);
      }
      expect(problems).toEqual([]);
    });
  }

  test(`${locale.code} light 1280 px: the not-found page has no WCAG 2.2 AA violation`, async ({page}) => {
    const response = await page.goto(`${locale.prefix}${MISSING_ROUTE}`);
    expect(response?.status()).toBe(404);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await violations(page)).toEqual([]);
  });

  test(`${locale.code}: the open search dialog and the open mobile menu have no violation`, async ({page}) => {
    await page.goto(`${locale.prefix}/docs/intro`);
    await settle(page);
    await page.locator('nav.navbar input[type="search"]').focus();
    await page.getByRole('dialog').getByRole('combobox').fill('AI');
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 390, height: 844});
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Check the menu once it has slid in: mid-transition its text is still partly transparent.
    await animationsDone(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('keyboard only: every control of the navbar is reachable, focus is visible, and there is no trap', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  const seen = new Set<string>();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible = style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      return {
        key: `${el.tagName}:${el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`,
        visible,
        inDialog: !!el.closest('dialog'),
      };
    });
    if (!info) continue;
    // The search field opens its dialog on focus; leave it with Escape and go on.
    if (info.inDialog) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      continue;
    }
    expect(info.visible, `focus visible on ${info.key}`).toBe(true);
    seen.add(info.key);
  }
  const keys = [...seen].join('\n');
  expect(keys).toContain('/docs/intro');
  expect(keys).toContain('/blog');
  expect(seen.size).toBeGreaterThan(10);
});

test('in forced colours (a dark Windows contrast theme), the marked words and the selected search result show, and the print link its icon', async ({
  page,
}) => {
  await page.emulateMedia({forcedColors: 'active', colorScheme: 'dark'});
  await page.goto('/docs/category/basis-gebruik-van-de-applicatie');
  await hydrated(page);
  // The printer icon is a mask over a background: drawn in the link's colour, not the page's.
  const printLink = page.locator('.chapter-print-link a');
  const linkColour = await printLink.evaluate((link) => getComputedStyle(link).color);
  expect(await printLink.evaluate((link) => getComputedStyle(link, '::before').backgroundColor)).toBe(linkColour);
  // Infima's carets and breadcrumb separators are background images that a contrast theme leaves dark grey, which
  // vanished on its black page: each must change the screen where it stands (taken away, the picture differs).
  const draws = async (element: Locator, pseudo: '::before' | '::after'): Promise<boolean> => {
    const clip = (await element.boundingBox())!;
    await element.evaluate((el) => el.setAttribute('data-probe', ''));
    const shown = await page.screenshot({clip});
    const hide = await page.addStyleTag({content: `[data-probe]${pseudo} { visibility: hidden !important; }`});
    const hidden = await page.screenshot({clip});
    await hide.evaluate((style) => (style as HTMLStyleElement).remove());
    await element.evaluate((el) => el.removeAttribute('data-probe'));
    return !shown.equals(hidden);
  };
  expect(await draws(page.locator('.theme-doc-sidebar-menu .menu__caret').first(), '::before'), 'sidebar caret').toBe(
    true,
  );
  expect(await draws(page.locator('.breadcrumbs__item').first(), '::after'), 'breadcrumb separator').toBe(true);
  // The navbar dropdown's caret is a border triangle: its sides stay transparent (painted in, it was a bar).
  expect(
    await page
      .locator('.navbar .dropdown > .navbar__link')
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').borderLeftColor),
  ).toBe('rgba(0, 0, 0, 0)');

  await page.locator('nav.navbar input[type="search"]').focus();
  await page.getByRole('dialog').getByRole('combobox').fill('wachtwoord');
  await searchAnswered(page, 'wachtwoord');
  await page.keyboard.press('ArrowDown');
  const selected = page.getByRole('dialog').locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  // The selected result's own background is dropped in forced colours: it must have an outline instead.
  expect(await selected.evaluate((option) => getComputedStyle(option).outlineStyle)).not.toBe('none');
  // A mark's text is the system MarkText (black): on a transparent background it vanished into the black page.
  const markBackgrounds = await page
    .getByRole('dialog')
    .locator('mark')
    .evaluateAll((marks) => marks.map((mark) => getComputedStyle(mark).backgroundColor));
  expect(markBackgrounds.length).toBeGreaterThan(0);
  for (const background of markBackgrounds) expect(background, 'a mark on an opaque background').toMatch(/^rgb\(/);
});
