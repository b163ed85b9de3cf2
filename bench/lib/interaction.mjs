// Interactivity and the first search, measured in real page loads (Playwright, system Chromium).
//
// A phone on slow 4G is emulated the way Lighthouse's DevTools throttling does it (its mobileSlow4G preset:
// 562.5 ms per request, 1474.56 kbit/s down, 675 kbit/s up, CPU 4x slower), with CDP's
// Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate. Chromium applies the network
// conditions to the page's dedicated workers too (checked: the search worker's index request waits for the
// emulated latency), and keeps its HTTP cache and request priorities, as on a real phone.

export const slow4G = {latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4};

/**
 * The probe that runs in the page from its first script: every 25 ms it tries what a reader would try,
 * and records (ms since navigation start) when each first responded:
 * - toggle: the colour mode button was clicked while enabled, and the page's theme changed;
 * - searchBox: focusing the navbar search field opened the search dialog.
 */
function probe() {
  const marks = {};
  window.__benchMarks = marks;
  let themeBefore = null;
  let focused = false;
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
    if (!focused && field && !field.disabled) {
      field.focus();
      focused = true;
    }
    if (marks.searchBox === undefined && focused && document.querySelector('dialog[open]')) marks.searchBox = now();
    if (marks.toggle === undefined || marks.searchBox === undefined) setTimeout(tick, 25);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', tick);
  else tick();
}

/** A new context (no cache), and a page in it, emulating the phone when `throttled`. */
async function coldPage(browser, throttled) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.latencyMs,
      downloadThroughput: (slow4G.downloadKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: slow4G.cpuSlowdown});
  }
  return {context, page};
}

/**
 * When the colour toggle and the search box first respond, in ms since navigation start, on a cold load
 * of `url`. Throws with what it saw when either did not respond within `timeoutMs`.
 */
export async function measureInteraction(browser, url, {throttled, timeoutMs = 60_000}) {
  const {context, page} = await coldPage(browser, throttled);
  try {
    await page.addInitScript(probe);
    await page.goto(url, {waitUntil: 'commit'});
    try {
      await page.waitForFunction(
        () => window.__benchMarks?.toggle !== undefined && window.__benchMarks?.searchBox !== undefined,
        null,
        {timeout: timeoutMs, polling: 100},
      );
    } catch {
      const seen = await page.evaluate(() => window.__benchMarks).catch(() => null);
      throw new Error(`${url}: not every control responded within ${timeoutMs} ms (seen: ${JSON.stringify(seen)})`);
    }
    return await page.evaluate(() => window.__benchMarks);
  } finally {
    await context.close();
  }
}

/**
 * The first search on a cold page: the page is loaded and idle (nothing of search loaded yet, as the
 * bench's first-load check also asserts); the reader focuses the search field and types `query` as soon as
 * the dialog's field is there. Returns the ms from the focus to the first results shown (`resultsMs`), and to
 * the results quoting their sections (`quotedMs`; the snippets come after the index).
 */
export async function measureFirstSearch(browser, url, {throttled, query, timeoutMs = 60_000}) {
  const {context, page} = await coldPage(browser, throttled);
  try {
    await page.goto(url, {waitUntil: 'load', timeout: timeoutMs});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
      timeout: timeoutMs,
    });
    await page.waitForLoadState('networkidle', {timeout: timeoutMs});
    return await page.evaluate(
      ([q, timeout]) =>
        new Promise((resolve, reject) => {
          const start = performance.now();
          let typed = false;
          let results;
          const timer = setTimeout(
            () => reject(new Error(`no quoted results for "${q}" within ${timeout} ms (results: ${results})`)),
            timeout,
          );
          const observer = new MutationObserver(() => {
            const dialog = document.querySelector('dialog[open]');
            if (!dialog) return;
            const input = dialog.querySelector('[role="combobox"]');
            if (input && !typed) {
              typed = true;
              Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, q);
              input.dispatchEvent(new Event('input', {bubbles: true}));
            }
            if (
              results === undefined &&
              dialog.querySelector(`[data-status="done"][data-query="${q}"]`) &&
              dialog.querySelector('a[href]')
            ) {
              results = Math.round(performance.now() - start);
            }
            // The snippets follow the index: the results get their quotes (marked words) a little later.
            if (results !== undefined && dialog.querySelector('[role="option"] mark')) {
              observer.disconnect();
              clearTimeout(timer);
              resolve({resultsMs: results, quotedMs: Math.round(performance.now() - start)});
            }
          });
          observer.observe(document.body, {subtree: true, childList: true, attributes: true});
          document.querySelector('nav.navbar input[type="search"]').focus();
        }),
      [query, timeoutMs],
    );
  } finally {
    await context.close();
  }
}
