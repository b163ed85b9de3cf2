import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, holdScripts, hydrated, recordScripts} from './fixtures';
import {MISSING_ROUTE, pageTypes} from './lib/pages';
import {builtScripts} from './lib/site';
import {axeViolations} from './lib/axe';

// What the first load leaves out (issue: performance), and that it still arrives when needed.
// Code blocks (src/theme/CodeBlock/Content): plain text without Prism; a language with a grammar is
// highlighted after hydration by a chunk that only pages with such a block load.
const PRISM_MARKER = 'languages.extend';
const ZOOM_MARKER = 'medium-zoom-overlay';

/**
 * The text of every script the page asks for, until the network is idle. The bodies are fetched again from the
 * server by path: a script the browser takes from its cache (prefetched by an earlier page's links) has no body
 * Playwright can read, and would count as empty.
 */
function collectScripts(page: Page): () => Promise<string[]> {
  const recording = recordScripts(page);
  return async () => {
    await page.waitForLoadState('networkidle');
    recording.stop();
    return Promise.all(
      [...new Set(recording.requested)].map(async (url) => {
        const response = await page.request.get(url);
        expect(response.ok(), url).toBe(true);
        return response.text();
      }),
    );
  };
}

/** The text of every script a fresh load of `route` fetches, once the page has hydrated and the network is idle. */
async function loadScripts(page: Page, route: string): Promise<string[]> {
  const scripts = collectScripts(page);
  await page.goto(route);
  await hydrated(page);
  const bodies = await scripts();
  expect(bodies.length, route).toBeGreaterThan(3);
  return bodies;
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

test("the Prism marker is in Prism's own code (the control of the absence check above)", () => {
  const prism = createRequire(path.resolve('package.json')).resolve('prism-react-renderer');
  expect(fs.readFileSync(prism, 'utf8').includes(PRISM_MARKER), `outdated check: ${PRISM_MARKER} not in ${prism}`).toBe(
    true,
  );
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
  // The loader waits for the browser's first-contentful-paint entry (plugins/performance/ssrTemplate.ts); a frame
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

test('links in view are still prefetched, once the page is idle, each from a built chunk file', async ({
  page,
  request,
}) => {
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  const prefetched = page.locator('link[rel="prefetch"][href*="/assets/js/"]');
  await expect.poll(() => prefetched.count(), {timeout: 10_000}).toBeGreaterThan(0);
  // Core finds a route chunk's file by its chunk name (`__webpack_require__.gca`): a name it did not know would
  // give a file that does not exist.
  const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});

test('while the first search loads its index, prefetching waits, then goes on', async ({page}) => {
  // src/clientModules/idlePrefetch.ts holds its queue while src/search/indexData.ts fetches the index and snippets:
  // on a slow phone the prefetches of the links in view would share their bandwidth.
  const index = await holdScripts(page, '**/search-index.json');
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetched.count(), {timeout: 10_000}).toBeGreaterThan(0);
  await page.locator('nav.navbar input[type="search"]').focus();
  await expect.poll(() => index.held()).toBe(1);
  const before = await prefetched.count();
  // A page not linked from this one: its chunks are not prefetched yet.
  await page.evaluate(() => void window.docusaurus.prefetch('/blog/archive'));
  // Two idle periods later, the queue would have run.
  const idle = () =>
    page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    );
  await idle();
  await idle();
  expect(await prefetched.count()).toBe(before);
  await index.release();
  await expect.poll(() => prefetched.count(), {timeout: 10_000}).toBeGreaterThan(before);
});

/** Resolves once the browser has rendered two more frames (the work of the frame before is done). */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('a code block is measured for its word-wrap button when it comes near, not when the page starts', async ({
  page,
}) => {
  // plugins/performance/client/codeWordWrap.ts. On a phone, the CSV sample of "Lesgroepen" is wider than the screen.
  await page.setViewportSize({width: 412, height: 823});
  const wrapButton = (block: ReturnType<Page['locator']>) =>
    block.locator('xpath=..').getByRole('button', {name: 'Tekstterugloop in-/uitschakelen'});
  for (const route of ['/docs/beheeromgeving/lesgroepen', '/afdrukken/beheeromgeving']) {
    await page.goto(route);
    await hydrated(page);
    const block = page.locator('article pre', {hasText: '4H-NE1;ne;2025-2026'});
    // The block's component has mounted in the browser (its copy button is there: the code block chunk is in),
    // and the browser has rendered two frames since: upstream's measure, an effect on mount, would have shown
    // the button by now, and the viewport observer has given its first answer.
    await expect(block.locator('xpath=../..').getByRole('button', {name: 'Kopieer code naar klembord'})).toBeAttached();
    await nextFrames(page);
    // Far below the first screen: not measured yet, so no button.
    await expect(wrapButton(block), route).toHaveCount(0);
    // The reader scrolls down to it.
    await page.mouse.move(200, 400);
    const inView = () => block.evaluate((pre) => pre.getBoundingClientRect().top < window.innerHeight);
    for (let step = 0; step < 100 && !(await inView()); step += 1) {
      await page.mouse.wheel(0, 1000);
      await nextFrames(page);
    }
    expect(await inView(), route).toBe(true);
    await expect(wrapButton(block), route).toBeVisible();
    // The button still does its work.
    await wrapButton(block).click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  }
});

// The code block's component (theme-classic's CodeBlock with its buttons) is a chunk that only a page with a
// fenced code block loads (src/theme/MDXComponents): upstream's default label of its copy button (the page
// shows the locale's translation, which the main bundle carries; the default message is only in the chunk).
const CODE_BLOCK_MARKER = 'Copy code to clipboard';
const CODE_SAMPLE = '4H-NE1;ne;2025-2026';
const copyButton = (page: Page) => page.locator('article').getByRole('button', {name: 'Kopieer code naar klembord'});

test('the code block component loads only on a page with a code block, whose HTML has the whole block', async ({
  page,
  request,
}) => {
  const plainBodies = await loadScripts(page, '/docs/basis/inloggen');
  await expect(page.locator('article pre')).toHaveCount(0);
  expect(plainBodies.some((body) => body.includes(CODE_BLOCK_MARKER))).toBe(false);

  // The server render waited for the lazy component: the full block is in the HTML, in its stock markup.
  const html = await (await request.get('/docs/beheeromgeving/lesgroepen')).text();
  expect(html).toContain(CODE_SAMPLE);
  expect(html).toMatch(/class="?[^">]*theme-code-block\b/);
  expect(html).not.toContain('theme-code-block-loading');
  const withCode = await loadScripts(page, '/docs/beheeromgeving/lesgroepen');
  expect(withCode.some((body) => body.includes(CODE_BLOCK_MARKER))).toBe(true);
  // Hydrated: the copy button copies.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const block = page.locator('article pre', {hasText: CODE_SAMPLE});
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const button = block.locator('xpath=../..').getByRole('button', {name: 'Kopieer code naar klembord'});
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(CODE_SAMPLE);
});

test('after a navigation inside the site, a code block shows its text until its component is in', async ({page}) => {
  // The code block's chunk arrives late: held from the start, so that the idle prefetch of the linked page
  // (src/clientModules/idlePrefetch.ts) cannot bring it in before the click.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(CODE_BLOCK_MARKER)) {
      held += 1;
      await arrived;
    }
    await route.fulfill({response, body});
  });
  await page.goto('/docs/category/beheeromgeving');
  await hydrated(page);
  await page.locator('article a.card[href="/docs/beheeromgeving/lesgroepen"]').click();
  await expect(page).toHaveURL(/\/docs\/beheeromgeving\/lesgroepen$/);
  const loading = page.locator('article pre.theme-code-block-loading', {hasText: CODE_SAMPLE});
  await expect(loading).toBeVisible();
  // While it loads, the block is as accessible as the block it stands for: a long line scrolls, so it takes focus.
  expect(await axeViolations(page)).toEqual([]);
  // The chunk is held (its request may still be on its way to the route handler; a prefetch of it may be too).
  await expect.poll(() => held).toBeGreaterThanOrEqual(1);
  await expect(copyButton(page)).toHaveCount(0);
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.locator('article pre', {hasText: CODE_SAMPLE})).toBeVisible();
  await expect(copyButton(page).first()).toBeAttached();
  // A handler still at work when the page closes (a prefetch) would fail the test with a disposed response.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

// The navigation progress bar (the classic theme's nprogress client module, with the page's scripts): on a
// slow network it must show during the first navigation inside the site, before the new page does, and the page
// passes axe while it shows (src/clientModules/progressBar.ts). Every script after the first load arrives 1.5 s
// late (routing also keeps the browser's cache out of the way).
test('on a slow network the progress bar shows during the first navigation, before the new page', async ({page}) => {
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const docTitle = await page.locator('article h1').first().textContent();
  await page.locator('nav.navbar').getByRole('link', {name: 'Versiegeschiedenis'}).first().click();
  // The bar starts 200 ms after the click (upstream's delay), while the doc is still shown (the address
  // changes at once; the new page renders once its chunks are in).
  await expect(page.locator('#nprogress .bar')).toBeAttached({timeout: 1200});
  expect(await page.locator('article h1').first().textContent(), 'the bar shows before the new page').toBe(docTitle);
  // The page passes axe while the bar shows (nprogress's own template gives it the role "bar", not an ARIA role).
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator('article header h2 a').first()).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test("the chapter index shows each doc's description on its card, in its HTML and once hydrated", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/docs/category/e-learning')).text();
  await page.goto('/docs/category/e-learning');
  await hydrated(page);
  const cards = page.locator('article a.card');
  expect(await cards.count()).toBeGreaterThan(3);
  const descriptions: string[] = [];
  for (const card of await cards.all()) {
    const href = (await card.getAttribute('href')) ?? '';
    if (!href.startsWith('/docs/e-learning/')) continue;
    const doc = await (await request.get(href)).text();
    const expected = /<meta[^>]* name="?description"? content="([^"]+)"/.exec(doc)?.[1];
    expect(expected, href).toBeTruthy();
    const shown = (await card.locator('p').getAttribute('title')) ?? '';
    // The doc's own description (front matter), as in its page's meta tag (HTML-escaped there).
    expect(expected?.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'), href).toBe(shown);
    expect(html).toContain(expected!);
    descriptions.push(shown);
  }
  expect(descriptions.length).toBeGreaterThan(3);
});

test('the version and visibility banners load only on a page that shows one: not on a doc page or a post', async ({
  page,
}) => {
  // src/theme/DocVersionBanner and src/theme/ContentVisibility; the markers are upstream's default messages.
  for (const route of ['/docs/basis/inloggen', '/blog/2025/10/30/v3.4.3']) {
    const bodies = await loadScripts(page, route);
    expect(
      bodies.filter((body) => body.includes('This is unreleased documentation')),
      route,
    ).toEqual([]);
    expect(
      bodies.filter((body) => body.includes('Unlisted page')),
      route,
    ).toEqual([]);
    await expect(page.locator('.theme-doc-version-banner, .theme-unlisted-banner, .theme-draft-banner')).toHaveCount(0);
  }
});

test('the first-screen illustration, inlined as an SVG data URL, is drawn in every locale', async ({page}) => {
  for (const prefix of ['', '/en', '/fr', '/de']) {
    await page.goto(`${prefix}/docs/basis/inloggen`);
    await hydrated(page);
    const image = page.locator('article .markdown img').first();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml[;,]/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
  }
});

// The blog authors' social icons (upstream's Blog/Components/Author/Socials with every platform's icon) are a
// chunk that only an author with social links loads (src/theme/Blog/Components/Author/Socials): a label of it.
const SOCIALS_MARKER = 'Stack Overflow';

test("a release note without authors' social links does not load the social icons; the author row keeps its place", async ({
  page,
  request,
}) => {
  const bodies = await loadScripts(page, '/blog/2025/10/30/v3.4.3');
  expect(bodies.some((body) => body.includes(SOCIALS_MARKER))).toBe(false);
  // Upstream's empty row under each author's name (with the site's own class), in the HTML and once hydrated.
  const html = await (await request.get('/blog/2025/10/30/v3.4.3')).text();
  expect(html).toMatch(/<div class="?[^">]*\bblog-author-socials\b[^">]*"?><\/div>/);
  const row = page.locator('.avatar__intro .blog-author-socials').first();
  await expect(row).toBeAttached();
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  // The icons are built, as a chunk of their own for an author who has links.
  const withIcons = builtScripts((source) => source.includes(SOCIALS_MARKER));
  expect(withIcons.length).toBe(1);
  expect(withIcons[0]).not.toMatch(/^main\./);
});
