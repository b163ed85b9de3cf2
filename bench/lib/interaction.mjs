// Interactivity and the first search, measured in a real page load (Playwright, system Chromium).
//
// A phone on slow 4G is emulated the way Lighthouse's DevTools throttling does it (its mobileSlow4G preset:
// 562.5 ms per request, 1474.56 kbit/s down, 675 kbit/s up, CPU 4x slower). The CPU slowdown is CDP's
// Emulation.setCPUThrottlingRate; the network is emulated in the request router, so that it also covers
// the search worker's requests (CDP's network emulation of a page does not reach its dedicated workers).
// Responses share one downlink: a response is delivered when its bytes (gzip, as the server sends them)
// have passed through it after the request's latency.
import zlib from 'node:zlib';

export const slow4G = {latencyMs: 562.5, downloadKbps: 1474.56, cpuSlowdown: 4};

/**
 * The probe that runs in the page from its first script: every 25 ms it tries what a reader would try,
 * and records (ms since navigation start) when each thing first responded:
 * - toggle: the colour mode button was clicked while enabled and the page's theme changed;
 * - searchBox: focusing the navbar search field opened the search dialog;
 * - results (only with a query): the dialog's field got the query as soon as it appeared, and the first
 *   results were shown; `focus` is when the search field was focused.
 */
function probe(query) {
  const marks = {};
  window.__benchMarks = marks;
  let themeBefore = null;
  let typed = false;
  const now = () => Math.round(performance.now());
  const tick = () => {
    const root = document.documentElement;
    const toggle = document.querySelector('[class*="colorModeToggle"] button');
    if (marks.toggle === undefined && toggle && !toggle.disabled) {
      if (themeBefore === null) {
        themeBefore = root.getAttribute('data-theme-choice');
        toggle.click();
      } else if (root.getAttribute('data-theme-choice') !== themeBefore) {
        marks.toggle = now();
      }
    }
    const field = document.querySelector('nav.navbar input[type="search"]');
    if (marks.focus === undefined && field && !field.disabled) {
      field.focus();
      marks.focus = now();
    }
    const dialog = document.querySelector('dialog[open]');
    if (marks.searchBox === undefined && marks.focus !== undefined && dialog) marks.searchBox = now();
    if (query && dialog && !typed) {
      const input = dialog.querySelector('[role="combobox"]');
      if (input) {
        typed = true;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    }
    if (query && marks.results === undefined && dialog) {
      const done = dialog.querySelector(`[data-status="done"][data-query="${query}"]`);
      if (done && dialog.querySelector('a[href]')) marks.results = now();
    }
    const finished = marks.toggle !== undefined && marks.searchBox !== undefined && (!query || marks.results);
    if (!finished) setTimeout(tick, 25);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', tick);
  else tick();
}

/** Routes every request of the context through an emulated slow 4G link. */
async function throttleNetwork(context, {latencyMs, downloadKbps}) {
  let linkFreeAt = 0;
  await context.route('**/*', async (route) => {
    const requested = Date.now();
    try {
      const response = await route.fetch();
      const body = await response.body();
      const encoded = /\.(png|jpe?g|webp|avif|woff2?|mp4|webm)(\?|$)/.test(route.request().url())
        ? body.length
        : zlib.gzipSync(body).length;
      const start = Math.max(requested + latencyMs, linkFreeAt);
      linkFreeAt = start + (encoded * 8) / downloadKbps;
      const wait = linkFreeAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await route.fulfill({response, body});
    } catch {
      // The page or context closed while the response was on its way.
      await route.abort().catch(() => undefined);
    }
  });
}

/**
 * Loads `url` cold (new context, no cache), runs the probe, and returns the marks in ms since navigation
 * start: toggle, searchBox, and with a query: focus, results and firstSearch (results − focus).
 * Throws with the marks seen so far when something did not respond within `timeoutMs`.
 */
export async function measureInteraction(browser, url, {throttled, query = null, timeoutMs = 60_000}) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  try {
    if (throttled) await throttleNetwork(context, slow4G);
    await context.addInitScript(probe, query);
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: slow4G.cpuSlowdown});
    }
    await page.goto(url, {waitUntil: 'commit'});
    try {
      await page.waitForFunction(
        (withQuery) => {
          const m = window.__benchMarks;
          return m && m.toggle !== undefined && m.searchBox !== undefined && (!withQuery || m.results !== undefined);
        },
        Boolean(query),
        {timeout: timeoutMs, polling: 100},
      );
    } catch {
      const seen = await page.evaluate(() => window.__benchMarks).catch(() => null);
      throw new Error(`${url}: not every control responded within ${timeoutMs} ms (seen: ${JSON.stringify(seen)})`);
    }
    const marks = await page.evaluate(() => window.__benchMarks);
    if (query) marks.firstSearch = marks.results - marks.focus;
    return marks;
  } finally {
    await context.close();
  }
}
