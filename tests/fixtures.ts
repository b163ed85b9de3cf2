import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type CDPSession,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import {locales as siteLocales, localePrefix, type LocaleCode} from '../config/locales.mjs';

export interface LocaleCase {
  code: LocaleCode;
  /** Path prefix of the locale ('' for the default locale). */
  prefix: string;
  htmlLang: string;
  label: string;
  home: string;
  nav: {docs: string; roadmap: string; blog: string};
  blogSidebar: string;
  notFound: {title: string; p1: RegExp};
  placeholder: string;
}

/** What the tests expect to read in each locale (the locales themselves come from config/locales.mjs). */
const expected: Record<LocaleCode, Omit<LocaleCase, 'code' | 'prefix' | 'htmlLang' | 'label'>> = {
  nl: {
    home: 'Welkom bij AI-School',
    nav: {docs: 'Handleiding', roadmap: 'Roadmap', blog: 'Versiegeschiedenis'},
    blogSidebar: 'Recente berichten',
    notFound: {title: 'Pagina niet gevonden', p1: /We kunnen niet vinden waar je naar op zoek bent\./},
    placeholder: 'Zoeken...',
  },
  en: {
    home: 'Welcome to AI-School',
    nav: {docs: 'Manual', roadmap: 'Roadmap', blog: 'Version history'},
    blogSidebar: 'Recent posts',
    notFound: {title: 'Page Not Found', p1: /We could not find what you were looking for\./},
    placeholder: 'Search...',
  },
  fr: {
    home: 'Bienvenue sur AI-School',
    nav: {docs: 'Manuel', roadmap: 'Feuille de route', blog: 'Historique des versions'},
    blogSidebar: 'Articles récents',
    notFound: {title: 'Page introuvable', p1: /Nous n'avons pas trouvé ce que vous recherchez\./},
    placeholder: 'Rechercher...',
  },
  de: {
    home: 'Willkommen bei AI-School',
    nav: {docs: 'Handbuch', roadmap: 'Roadmap', blog: 'Versionsverlauf'},
    blogSidebar: 'Neueste Beiträge',
    notFound: {title: 'Seite nicht gefunden', p1: /Wir konnten nicht finden, wonach Sie gesucht haben\./},
    placeholder: 'Suchen...',
  },
};

export const locales: LocaleCase[] = siteLocales.map(({code, label, htmlLang}) => ({
  code,
  prefix: localePrefix(code),
  htmlLang,
  label,
  ...expected[code],
}));

/**
 * The navbar's colour-mode toggle, found by its accessible name (the theme's translated
 * `theme.colorToggle.ariaLabel`), not by a CSS-module class that changes with every theme release.
 */
export function colourToggle(page: Page, locale: LocaleCase['code'] = 'nl'): Locator {
  const messages = JSON.parse(fs.readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const label = messages['theme.colorToggle.ariaLabel'].message.split('(')[0].trim();
  return page.locator('nav.navbar').getByRole('button', {name: label});
}

/** Makes every access to localStorage throw, as a browser with storage blocked does (call before goto). */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
  });
}

/**
 * Turns the browser's data saving on (call before `goto`): Docusaurus then does not prefetch the code of the
 * links a page shows, about 50 requests on a doc page. For tests that visit page after page and check what a
 * page shows, not where its links lead.
 */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}}),
  );
}

/**
 * Holds back the page scripts matching `pattern` (default: every script chunk) until `release()`: the page
 * is painted and readable, and not hydrated. Call before `goto`; `held()` is how many requests wait.
 */
export async function holdScripts(
  page: Page,
  pattern: string | RegExp | ((url: URL) => boolean) = '**/assets/js/**',
): Promise<{held: () => number; release: () => Promise<void>}> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Records the path of every script the page requests from now on (each request, repeats included), until `stop()`. */
export function recordScripts(page: Page): {requested: string[]; stop: () => void} {
  const requested: string[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  return {requested, stop: () => void page.off('request', listener)};
}

/** The page has not hydrated (yet): Docusaurus sets `data-has-hydrated="true"` once it has. */
export async function notHydrated(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
}

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Waits until the app has re-rendered for a width below the breakpoint (996 px): the docs sidebar and the desktop
 * table of contents are gone (they are in the menu, and folded above the article), and a scheduler task has run
 * after the next frame, which is when React renders the resize's update.
 */
export async function narrowed(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.innerWidth <= 996 &&
      !document.querySelector('.theme-doc-toc-desktop, .theme-doc-sidebar-container .theme-doc-sidebar-menu'),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(undefined);
        }),
      ),
  );
}

const devtoolsSessions = new WeakMap<Page, CDPSession>();

/**
 * The text size set in the browser's settings (Chrome's "Font size": 16 px by default, "Large" 20, "Very large"
 * 24), through the DevTools protocol's `Page.setFontSizes`, which sets the same preference. It applies to the page
 * as it is, without a reload: the page's `rem` and `em` sizes and its media queries in `em` follow at once. The
 * fixed-width font keeps Chrome's ratio (13 to 16).
 */
export async function browserTextSize(page: Page, px: number): Promise<void> {
  // One session per page, kept open: the preference holds for the pages loaded after it only while it is.
  let devtools = devtoolsSessions.get(page);
  if (!devtools) {
    devtools = await page.context().newCDPSession(page);
    await devtools.send('Page.enable');
    devtoolsSessions.set(page, devtools);
  }
  await devtools.send('Page.setFontSizes', {fontSizes: {standard: px, fixed: Math.round((px * 13) / 16)}});
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${px}px`);
}

/**
 * What does not reflow at the page's current width (WCAG 1.4.10): the page scrolls sideways, a button's label
 * runs out of its button (Infima keeps a label on one line unless src/css/custom.css lets it wrap), or two
 * controls of the navbar overlap.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 1) problems.push(`the page scrolls sideways by ${overflow}px`);
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('.button'))) {
      if (button.clientWidth > 0 && button.scrollWidth > button.clientWidth + 1) {
        problems.push(`the label "${button.textContent?.trim()}" runs out of its button`);
      }
    }
    const name = (element: Element) =>
      element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent?.trim();
    const controls = Array.from(document.querySelectorAll('.navbar__inner :is(a, button, input)'))
      .filter((element) => !element.closest('.dropdown__menu, .navbar-sidebar'))
      .map((element) => ({element, box: element.getBoundingClientRect()}))
      .filter(({box}) => box.width > 0 && box.height > 0);
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 1 && height > 1)
          problems.push(`"${name(a.element)}" and "${name(b.element)}" overlap in the navbar`);
      }
    });
    return problems;
  });
}

/**
 * Text the page cuts off, with the text spacing WCAG 1.4.12 names applied for the check (line height 1.5 times
 * the font size, paragraphs 2 em apart, letters 0.12 em, words 0.16 em) and removed again afterwards: every
 * element whose own text runs out of its box where the box hides what does not fit (`overflow: hidden` or `clip`,
 * an ellipsis, a line clamp). A box that scrolls loses nothing; text for screen readers only (a 1 px box) is
 * left out. One line per element: its text and by how much it is cut.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const spacing = document.createElement('style');
    spacing.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
      ' p { margin-bottom: 2em !important; }';
    document.head.append(spacing);
    const problems: string[] = [];
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      const clampsX = hides(style.overflowX);
      const clampsY = hides(style.overflowY) || style.webkitLineClamp !== 'none';
      const cutX = clampsX ? element.scrollWidth - element.clientWidth : 0;
      const cutY = clampsY ? element.scrollHeight - element.clientHeight : 0;
      if (cutX > 1 || cutY > 1) {
        const text = element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 60);
        problems.push(`"${text}" is cut off (${Math.max(cutX, 0)} px across, ${Math.max(cutY, 0)} px down)`);
      }
    }
    spacing.remove();
    return problems;
  });
}

/** Waits until no CSS transition or animation of the page is running (colours and positions are final). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Waits until the open search dialog has answered `query` (its status element says done, for that query). Read in
 * the page at every frame: an assertion on a locator checks again only every 100 ms or more. Per question, alone
 * on this machine: 83–95 ms with the assertion, 53–60 ms with this; the search-evaluation spec (672 questions)
 * went 108 → 89–93 s of test time.
 */
export async function searchAnswered(page: Page, query: string): Promise<void> {
  await page
    .waitForFunction(
      (typed) => document.querySelector('dialog[open] [data-status="done"]')?.getAttribute('data-query') === typed,
      query,
      {timeout: 10_000},
    )
    .catch((error: unknown) => {
      throw new Error(`The search dialog did not answer "${query}" within 10 s: ${String(error)}`);
    });
}

/**
 * Waits until the chapter print view has laid out every doc: the docs below the first screen are left out of
 * the first layout and laid out one by one once the page has loaded (src/components/ChapterPrint). Tools
 * that read positions, like axe, need the final layout.
 */
export async function docsLaidOut(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('[data-print-doc]')).every((doc) => doc.hasAttribute('data-laid-out')),
    null,
    {timeout: 20_000},
  );
}

/** A page that records console errors and uncaught page errors; tests assert the list is empty. */
export const test = base.extend<{errors: string[]}>({
  errors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export {expect};

/**
 * Total layout shift since the page started loading, read after the browser has rendered the next frame (a
 * shift is recorded when that frame is laid out). The buffered layout-shift entries are delivered in the same
 * observer task as a performance mark made afterwards, so the mark's callback ends the count: no fixed
 * observation window.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            let total = 0;
            const shifts = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as {value: number}).value;
            });
            shifts.observe({type: 'layout-shift', buffered: true});
            const end = new PerformanceObserver(() => {
              shifts.disconnect();
              end.disconnect();
              // After the rest of this delivery task, whichever observer it served first.
              setTimeout(() => resolve(total));
            });
            end.observe({type: 'mark'});
            performance.mark('layout-shift-read');
          }),
        );
      }),
  );
}

/**
 * Scrolls every Mermaid diagram into view (a drawing made at build time loads lazily, one drawn in the browser
 * renders when near the viewport) and waits until each is on screen: its image of the current colour mode
 * loaded, or its SVG drawn.
 *
 * The scrolling is done by the page itself, two frames a diagram (the frame in which the viewport's
 * observers are told), not through a locator: a page's first locator sets up Playwright's selector engine in
 * it, about 40 ms a page in the crawl of every page (tests/faults.spec.ts), most of which have no diagram.
 */
export async function renderDiagrams(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const slot of Array.from(document.querySelectorAll('[data-mermaid-slot]'))) {
      slot.scrollIntoView({block: 'center'});
      await frame();
      await frame();
    }
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-mermaid-slot]')).every(
      (el) =>
        el.getAttribute('data-mermaid-slot') === 'rendered' &&
        el.querySelector('.docusaurus-mermaid-container img, .docusaurus-mermaid-container svg'),
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}
