import type {Page} from '@playwright/test';
import {test, expect, hydrated, holdScripts, locales, recordScripts} from './fixtures';

// Each page's HTML lists the chunks its route needs (plugins/performance/routeScripts.ts), so they download with the
// main bundle instead of a round trip after it. These tests compare that list with what the app itself
// fetches on a first load: nothing listed is unused or fetched twice (every page kind, every locale), and
// nothing the app requests before it hydrates is missing from the list.

/** One page of each kind, in the default locale (below: the same kinds in every locale). */
const pages = [
  '/',
  '/docs/basis/inloggen',
  '/docs/intro',
  '/docs/category/beheeromgeving',
  '/docs/begrippenlijst',
  '/blog/2025/10/30/v3.4.3',
  '/blog',
  '/blog/page/2',
  '/blog/tags/beveiliging',
  '/blog/archive',
  '/roadmap-school',
  '/start/docent',
  '/afdrukken/e-learning',
  '/search',
  '/privacy',
];

/** A script list of the page's loader (`data-scripts` or `data-search-scripts`). */
async function listOf(page: Page, attribute = 'data-scripts'): Promise<string[]> {
  const list = await page.locator('script[data-scripts]').getAttribute(attribute);
  return (list ?? '').split(' ').filter(Boolean);
}

/** The script URLs in the page's list, and every script the page requests until it is hydrated and idle. */
async function scriptsOf(page: Page, url: string): Promise<{listed: string[]; requested: string[]}> {
  // The page before is left first: a chunk it loads on purpose late (the image zoom's, a second after its first
  // render) would otherwise be requested while this page loads, and count as this page's second fetch of it.
  await page.goto('about:blank');
  const recording = recordScripts(page);
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  recording.stop();
  return {listed: await listOf(page), requested: recording.requested};
}

/** The chunks a route adds to the entry bundles (runtime~main, main). */
const routeChunks = (list: string[]) => list.filter((url) => !/\/(runtime~)?main\.[\w]+\.js$/.test(url));

for (const {code, prefix} of locales) {
  test(`${code}: every page kind fetches each chunk of its list, once`, async ({page, errors}) => {
    test.setTimeout(120_000);
    for (const path of pages) {
      const url = `${prefix}${path}`;
      const {listed, requested} = await scriptsOf(page, url);
      // The search page and the home page need chunks of their own too; only the 404 page has none.
      expect(routeChunks(listed).length, url).toBeGreaterThan(0);
      // What the first load fetches before the reader does anything: the listed scripts, then what the
      // page loads on purpose later (the search dialog, a diagram, idle prefetching of visible links) is
      // not in the list and is not required by this test.
      for (const script of listed) expect(requested, `${url}: ${script} listed but not fetched`).toContain(script);
      const duplicates = requested.filter((script, index) => requested.indexOf(script) !== index);
      expect(duplicates, `${url}: fetched twice`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test('the route chunks a page needs are fetched with the main bundle, not after it has run', async ({page}) => {
  // Hold main.js back: without the list, nothing of the page's own route would be requested until main.js
  // had run and the app had preloaded the route.
  const hold = await holdScripts(page, /\/assets\/js\/main\.\w+\.js$/);
  const {requested} = recordScripts(page);
  await page.goto('/docs/basis/inloggen', {waitUntil: 'domcontentloaded'});
  await expect.poll(() => hold.held()).toBe(1);
  const chunks = routeChunks(await listOf(page));
  expect(chunks.length).toBeGreaterThan(0);
  await expect.poll(() => chunks.filter((chunk) => requested.includes(chunk)).length).toBe(chunks.length);
  await hold.release();
  await hydrated(page);
  // And the app, once it runs, requests none of them again.
  for (const chunk of chunks) expect(requested.filter((url) => url === chunk)).toHaveLength(1);
  await expect(page.locator('article h1')).toBeVisible();
});

test('every script the app requests for a page before it hydrates was in the page list', async ({page}) => {
  // The other direction: a chunk missing from the list would be requested by the app itself after
  // main.js, before hydration. The page notes the moment it has hydrated, and the scripts whose requests
  // started before that moment are compared with the list (by the page's own clock: a script the app loads
  // later, like the image zoom's a second after the first render, is not counted however late the test reads).
  await page.addInitScript(() => {
    // At document start there is no <html> element yet: watch the document's subtree.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated !== 'true') return;
      (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  for (const path of ['/docs/basis/inloggen', '/blog/2025/10/30/v3.4.3', '/start/docent', '/en/docs/intro']) {
    await page.goto(path);
    await hydrated(page);
    const requested = await page.evaluate(() => {
      const {hydratedAt} = window as unknown as {hydratedAt: number};
      // Scripts the page runs (`initiatorType` "script"), not the prefetches of the links in view: those are
      // `<link rel="prefetch">` ("link"), for pages the reader may open next, and on a slow machine the idle
      // prefetch can start just before the moment of hydration is noted.
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) =>
            entry.initiatorType === 'script' &&
            new URL(entry.name).pathname.endsWith('.js') &&
            entry.startTime <= hydratedAt,
        )
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(requested.length, `${path}: scripts recorded`).toBeGreaterThan(1);
    const listed = await listOf(page);
    const unlisted = requested.filter((script) => !listed.includes(script));
    expect(unlisted, `${path}: requested before hydration but not listed`).toEqual([]);
  }
});

test('a focus on the search field while the page loads fetches the dialog chunk at once; no focus, no fetch', async ({
  page,
}) => {
  // A load without the reader touching the search field leaves the dialog's chunk alone.
  const {requested} = await scriptsOf(page, '/docs/intro');
  const dialog = await listOf(page, 'data-search-scripts');
  expect(dialog.length).toBeGreaterThan(0);
  for (const chunk of dialog) expect(requested).not.toContain(chunk);

  // With main.js held back, a focus on the field requests the dialog's chunk before the app runs.
  const fresh = await page.context().newPage();
  const {requested: early} = recordScripts(fresh);
  const hold = await holdScripts(fresh, /\/assets\/js\/main\.\w+\.js$/);
  await fresh.goto('/docs/basis/inloggen', {waitUntil: 'domcontentloaded'});
  await expect.poll(() => hold.held()).toBe(1);
  await fresh.locator('nav.navbar input[type="search"]').focus();
  await expect.poll(() => dialog.every((chunk) => early.includes(chunk))).toBe(true);
  await hold.release();
  await hydrated(fresh);
  // The app takes the requested chunk over: the dialog opens for the focused field, and nothing is fetched twice.
  await expect(fresh.locator('dialog[open]')).toBeVisible();
  for (const chunk of dialog) expect(early.filter((url) => url === chunk)).toHaveLength(1);
});
