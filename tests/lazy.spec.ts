import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {MISSING_ROUTE, pageTypes} from './lib/pages';

// What the first load leaves out (issue: performance), and that it still arrives when needed.
// Code blocks (src/theme/CodeBlock/Content): plain text without Prism; a language with a grammar is
// highlighted after hydration by a chunk that only pages with such a block load.
const PRISM_MARKER = 'languages.extend';
const ZOOM_MARKER = 'medium-zoom-overlay';

/** The text of every script the page fetches, until the network is idle. */
function collectScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    return Promise.all(scripts);
  };
}

test('a page without highlighted code never loads Prism; its plain code blocks keep the stock markup', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/docs/geavanceerd/assistenten');
  await hydrated(page);
  const block = page.locator('article pre.prism-code').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(block.locator('.token.plain').first()).toBeVisible();
  const bodies = await scripts();
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.some((body) => body.includes(PRISM_MARKER))).toBe(false);
});

test('a block in a language with a grammar is plain in the HTML and highlighted once Prism has loaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/markdown-page')).text();
  expect(html).toContain('language-yaml');
  expect(html).not.toMatch(/class="?token (key|atrule)/);
  await page.goto('/markdown-page');
  await hydrated(page);
  const yaml = page.locator('pre.language-yaml');
  await expect(yaml.locator('.token.key, .token.atrule').first()).toBeVisible();
  // The CSV block stays plain.
  await expect(page.locator('pre.language-csv .token.plain').first()).toBeVisible();
});

test('medium-zoom is loaded 1 s after load on a page with article images, and never on a page without', async ({
  page,
}) => {
  const home = collectScripts(page);
  await page.goto('/');
  await hydrated(page);
  // The zoom module has decided (1 s after load) that the home page has nothing to zoom.
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'none');
  expect((await home()).some((body) => body.includes(ZOOM_MARKER))).toBe(false);

  const doc = collectScripts(page);
  await page.goto('/docs/basis/beginscherm');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'attached');
  await expect(page.locator('article .markdown img.medium-zoom-image').first()).toBeAttached();
  expect((await doc()).some((body) => body.includes(ZOOM_MARKER))).toBe(true);
});

test('the page paints before its scripts run: no script in the HTML but the loader, and the page hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/docs/basis/inloggen')).text();
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  const loader = /<script data-scripts="?([^">]+)"?[^>]*>/.exec(html);
  // The entry bundles, then the page's own route chunks (tests/route-scripts.spec.ts checks which).
  const [runtime, main, ...chunks] = loader?.[1].split(' ') ?? [];
  expect(runtime).toMatch(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
  expect(main).toMatch(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(chunk).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
});

test('the scripts are requested once the first contentful paint is on screen, on every page kind', async ({page}) => {
  // The loader waits for the browser's first-contentful-paint entry (config/ssrTemplate.ts); a frame
  // callback alone started the requests while that frame was still on its way to the screen.
  test.setTimeout(120_000);
  // Every page type of the shared list, and a chapter's print view (not in the list: it is noindex).
  const routes = [...pageTypes.filter((route) => route !== MISSING_ROUTE), '/afdrukken/beheeromgeving'];
  for (const route of routes) {
    await page.goto(route);
    await hydrated(page);
    const {paint, scripts} = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({name: entry.name, start: entry.startTime})),
    }));
    expect(paint, route).not.toBeNull();
    expect(scripts.length, route).toBeGreaterThan(1);
    const early = scripts.filter((script) => script.start < (paint ?? 0)).map((script) => script.name);
    expect(early, `${route}: scripts requested before the first contentful paint at ${paint} ms`).toEqual([]);
  }
});

test('links in view are still prefetched, once the page is idle', async ({page}) => {
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  await expect
    .poll(() => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count(), {timeout: 10_000})
    .toBeGreaterThan(0);
});

test('a code block is measured for its word-wrap button when it comes near, not when the page starts', async ({
  page,
}) => {
  // src/client/codeWordWrap.ts. On a phone, the CSV sample of "Lesgroepen" is wider than the screen.
  await page.setViewportSize({width: 412, height: 823});
  const wrapButton = (block: ReturnType<Page['locator']>) =>
    block.locator('xpath=..').getByRole('button', {name: 'Tekstterugloop in-/uitschakelen'});
  for (const route of ['/docs/beheeromgeving/lesgroepen', '/afdrukken/beheeromgeving']) {
    await page.goto(route);
    await hydrated(page);
    const block = page.locator('article pre', {hasText: '4H-NE1;ne;2025-2026'});
    await page.waitForTimeout(500);
    // Far below the first screen: not measured yet, so no button.
    await expect(wrapButton(block), route).toHaveCount(0);
    // The reader scrolls down to it.
    await page.mouse.move(200, 400);
    const inView = () => block.evaluate((pre) => pre.getBoundingClientRect().top < window.innerHeight);
    for (let step = 0; step < 100 && !(await inView()); step += 1) {
      await page.mouse.wheel(0, 1000);
      await page.waitForTimeout(50);
    }
    expect(await inView(), route).toBe(true);
    await expect(wrapButton(block), route).toBeVisible();
    // The button still does its work.
    await wrapButton(block).click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  }
});
