import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  blockStorage,
  colourToggle,
  hydrated,
  locales,
  narrowed,
  reflowProblems,
  renderDiagrams,
  saveData,
} from './fixtures';
import {axeViolations, installAxe} from './lib/axe';
import type {Page, Route} from '@playwright/test';
import {buildDir, builtDocs, builtScripts, localePrefix} from './lib/site';

// Faults and bad input: broken storage, failing chunks, .html URLs, and a crawl of every page.

test('with localStorage throwing, the site renders and the colour toggle works', async ({page}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await blockStorage(page);
  await page.goto('/docs/intro');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(pageErrors).toEqual([]);
});

/** A hydrated page whose scripts matching `failing` cannot load from now on; then the search field is focused. */
async function focusSearchWhileFailing(page: Page, failing: string): Promise<void> {
  await page.goto('/docs/basis/thema');
  await hydrated(page);
  await page.route(failing, (route) => route.abort());
  await page.locator('nav.navbar input[type="search"]').focus();
}

test('a page part that fails to load shows the error with a retry button, and retry recovers', async ({page}) => {
  // Everything the page needs is loaded; the search dialog is a chunk loaded on first use. Make it fail.
  await focusSearchWhileFailing(page, '**/assets/js/*.js');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('kon niet worden geladen');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.unroute('**/assets/js/*.js');
  await alert.getByRole('button', {name: 'Opnieuw proberen'}).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The search worker's script failed too: the search starts a new worker and finds.
  await page.getByRole('dialog').getByRole('combobox').fill('wachtwoord');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
});

/**
 * The file of the search worker's script: the site's only worker, and the one script that is not a chunk
 * registering itself with the page's bundle (`self.webpackChunk…`), as every other does.
 */
function workerScriptFile(): string {
  const files = builtScripts((source) => !source.includes('webpackChunk'));
  expect(files).toHaveLength(1);
  return files[0];
}

test('a search worker that fails to load is started again by the next search', async ({page}) => {
  // Only the worker's script fails, aborted at once by its file name: a handler that fetched each script to
  // look at it could still be at work when the route was removed, and then failed ("Route is already handled").
  const workerScript = `**/assets/js/${workerScriptFile()}`;
  const abort = (route: Route) => route.abort();
  await page.goto('/docs/basis/thema');
  await hydrated(page);
  await page.route(workerScript, abort);
  await page.locator('nav.navbar input[type="search"]').focus();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('combobox');
  await field.fill('wachtwoord');
  // No results and no empty state while the worker cannot load (spec §7: no message for a failed index).
  await expect(dialog.locator('[data-status="done"]')).toHaveAttribute('data-query', '');
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await page.unroute(workerScript, abort);
  await field.fill('wachtwoord wijzigen');
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

test('URLs ending in .html or index.html reach the same page', async ({page}) => {
  for (const [from, to] of [
    ['/docs/basis/thema.html', '/docs/basis/thema'],
    ['/index.html', '/'],
    ['/en/docs/intro.html', '/en/docs/intro'],
  ]) {
    await page.goto(from);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

function sitemapRoutes(locale: string): string[] {
  const file = path.join(buildDir, locale === 'nl' ? '' : locale, 'sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * One visit per page of every locale's sitemap serves four checks: no console or page error (and status 200),
 * no WCAG 2.0/2.1/2.2 A or AA violation (axe, light mode, desktop), no table column cut off on a 1280 px
 * laptop (a table region that scrolls sideways), and, on a docs page with a table, the same page narrowed to a
 * 390 px phone: each table row a stacked card with its column labels, and nothing scrolls sideways
 * (plugins/markdown/rehype/tableRegion.ts and src/css/custom.css; the stacking is CSS, so narrowing the loaded
 * page shows what loading it at 390 px shows; a visit of its own per page took 63–80 s of test time in CI).
 * Dark mode and 390 px are checked for axe per page type (a11y.spec.ts): they change colours and layout, not what
 * a page of a type holds. Each locale's sitemap is dealt into SHARDS tests of a few dozen pages, so that both
 * workers stay busy until the end of the run instead of one finishing a long sweep alone.
 */
const SHARDS = 4;

/**
 * What the tables of a page narrowed to 390 px show that they should not: a page or table that scrolls sideways
 * (or a button whose label runs out of it: reflowProblems), rows not stacked, cells without their column label.
 */
async function narrowTableProblems(page: Page): Promise<string[]> {
  const narrow = await page.evaluate(() => ({
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
  const problems = (await reflowProblems(page)).map((problem) => `${problem} at 390 px`);
  if (narrow.tables.length === 0) problems.push('no table at 390 px, though the built page has one');
  narrow.tables.forEach((t, i) => {
    if (t.overflow > 1) problems.push(`table ${i + 1}: scrolls sideways at 390 px`);
    if (!t.stacked) problems.push(`table ${i + 1}: rows are not stacked at 390 px`);
    if (!t.label || t.label === 'none') problems.push(`table ${i + 1}: cells show no column label at 390 px`);
  });
  return problems;
}

for (const locale of locales) {
  // The docs pages whose built HTML has a table in the article.
  const tablePages = new Set(
    builtDocs(locale.code)
      .filter(({$}) => $('article table').length > 0)
      .map(({doc}) => `${localePrefix(locale.code)}/docs/${doc}`),
  );
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`crawl ${locale.code} (${shard + 1}/${SHARDS}): no console error, page error, axe violation or cut-off table on any page, and tables stack at 390 px`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const all = sitemapRoutes(locale.code);
      expect(all.length).toBeGreaterThan(100);
      expect(tablePages.size, 'docs pages with a table').toBeGreaterThan(10);
      expect(
        [...tablePages].filter((route) => !all.includes(route)),
        'docs pages with a table that are not in the sitemap',
      ).toEqual([]);
      const routes = all.filter((_, index) => index % SHARDS === shard);
      const problems: string[] = [];
      const desktop = page.viewportSize()!;
      let current = '';
      await installAxe(page);
      // Every page is visited by the crawl anyway: the prefetches of the links' code took a tenth of its time.
      await saveData(page);
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
      for (const route of routes) {
        current = route;
        const response = await page.goto(route);
        if (!response || response.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
        await hydrated(page);
        await renderDiagrams(page);
        problems.push(...(await axeViolations(page)).map((violation) => `${route}: ${violation}`));
        // Read in the page, not through a locator (see renderDiagrams).
        const cutOff = await page.evaluate(() =>
          Array.from(document.querySelectorAll('article table')).map(
            (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
          ),
        );
        cutOff.forEach((hidden, index) => {
          if (hidden > 1) problems.push(`${route} table ${index + 1}: ${hidden}px of columns hidden at 1280 px`);
        });
        if (tablePages.has(route)) {
          await page.setViewportSize({width: 390, height: 844});
          await narrowed(page);
          problems.push(...(await narrowTableProblems(page)).map((problem) => `${route}: ${problem}`));
          await page.setViewportSize(desktop);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}

/** The scripts of the Mermaid library in the build (the chunk with its API). */
const mermaidLibrary = (): string[] => builtScripts((source) => source.includes('mermaidAPI'));

// In the full browser: the headless shell loads lazy images at once, wherever they are (playwright.config.ts).
test(
  'a diagram is an image drawn at build time: it loads when it comes into view, with its text alternative, and the Mermaid library is never fetched',
  {tag: '@full-browser'},
  async ({page}) => {
    const library = mermaidLibrary();
    expect(library.length).toBeGreaterThan(0);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/docs/basis/inloggen');
    await hydrated(page);
    const slot = page.locator('[data-mermaid-slot]').first();
    const image = slot.locator('img[data-mode="light"]');
    // In the server-rendered HTML already; lazy, so not loaded while far below the first screen.
    await expect(slot).toHaveAttribute('data-mermaid-slot', 'waiting');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute('data-mermaid-slot', 'rendered');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(image).toHaveAttribute('alt', /^Zo herkent AI-School je bij het inloggen\. Je typt je e-mailadres/);
    // The other colour mode's image is hidden, and so never fetched.
    await expect(slot.locator('img[data-mode="dark"]')).toBeHidden();
    expect(requested.filter((url) => url.startsWith('/assets/diagrams/') && url.endsWith('-dark.svg'))).toEqual([]);
    expect(requested.filter((url) => library.includes(path.basename(url)))).toEqual([]);
  },
);

test('a diagram whose drawing cannot be loaded is drawn in the browser instead, with its text alternative', async ({
  page,
  errors,
}) => {
  await page.route('**/assets/diagrams/**', (route) => route.abort());
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  const slot = page.locator('[data-mermaid-slot]').first();
  await slot.scrollIntoViewIfNeeded();
  const svg = slot.locator('.docusaurus-mermaid-container svg');
  await expect(svg).toBeVisible();
  await expect(slot).toHaveAttribute('data-mermaid-slot', 'rendered');
  await expect(slot.locator('img')).toHaveCount(0);
  await expect(svg).toHaveAttribute('aria-labelledby', /.+/);
  await expect(svg.locator('title')).toHaveText('Zo herkent AI-School je bij het inloggen');
  // The aborted image requests are the only console errors.
  expect(errors.filter((error) => !/ERR_FAILED|Failed to load resource/.test(error))).toEqual([]);
});
