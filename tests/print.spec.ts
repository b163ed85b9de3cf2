import {test, expect, docsLaidOut, hydrated, locales, renderDiagrams} from './fixtures';
import {axeViolations, installAxe} from './lib/axe';
import {builtChapters} from './lib/chapters';
import {readPdf} from './lib/pdf';
import {specCategories, type LocaleCode} from './lib/site';

// Printing: each chapter's print view saved as an A4 PDF (as "save as PDF" does) holds the cover, every
// page of the chapter in order and no blank page; the print stylesheet hides the site's chrome.

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

for (const code of ['nl', 'en'] as LocaleCode[]) {
  const locale = locales.find((l) => l.code === code)!;
  for (const slug of specCategories) {
    test(`${code}: the print view of "${slug}" saves as a complete PDF`, async ({page, errors}) => {
      test.setTimeout(120_000);
      const chapter = builtChapters(code).find((c) => c.slug === slug)!;
      await page.goto(chapter.printRoute);
      await hydrated(page);
      await renderDiagrams(page);
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      const pdf = await page.pdf({format: 'A4', printBackground: true});
      const pages = readPdf(pdf);
      // Links within the document (contents, cross references) stay jumps inside the PDF.
      const jumps = pdf.toString('latin1').match(/\/Dest\b/g) ?? [];
      expect(jumps.length, 'links within the PDF').toBeGreaterThanOrEqual(chapter.docs.length);
      expect(pages.length).toBeGreaterThan(chapter.docs.length);
      // The cover: chapter, product, manual version, language and this year.
      const cover = pages[0]!.text;
      for (const part of [chapter.title, 'AI-School', '3.3.8', locale.label, String(new Date().getFullYear())]) {
        expect(cover, 'cover').toContain(collapse(part));
      }
      // Each page of the chapter starts a PDF page with its title, in sidebar order, after the contents.
      let previous = 1;
      for (const doc of chapter.docs) {
        const at = pages.findIndex((p, index) => index > previous && p.text.startsWith(collapse(doc.title)));
        expect(at, `"${doc.title}" starts a page after page ${previous + 1}`).toBeGreaterThan(previous);
        previous = at;
      }
      // No page is blank, and none shows the site's navigation.
      pages.forEach((p, index) => expect(p.inked, `page ${index + 1} is not blank`).toBeGreaterThan(0));
      const all = pages.map((p) => p.text).join(' ');
      expect(all).not.toContain(locale.placeholder);
      expect(errors).toEqual([]);
    });
  }
}

const chrome = {
  navbar: 'nav.navbar',
  sidebar: '.theme-doc-sidebar-container',
  'table of contents': '.theme-doc-toc-desktop',
  'announcement bar': '.theme-announcement-bar',
  search: 'nav.navbar input[type="search"]',
  'footer links': 'footer .footer__links',
  'print link': '[data-chapter-print-link]',
};

for (const mode of ['light', 'dark']) {
  test(`print stylesheet (${mode} mode): article only, light colours, link addresses`, async ({page, errors}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto('/docs/beheeromgeving/intro');
    await hydrated(page);
    for (const selector of Object.values(chrome)) await expect(page.locator(selector).first()).toBeAttached();
    await expect(page.locator(chrome.navbar)).toBeVisible();
    await page.emulateMedia({media: 'print'});
    for (const [name, selector] of Object.entries(chrome)) {
      await expect(page.locator(selector).first(), `${name} hidden in print`).toBeHidden();
    }
    await expect(page.locator('article h1')).toBeVisible();
    const style = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const paragraph = document.querySelector('article .markdown p')!;
      const link = document.querySelector<HTMLAnchorElement>('article .markdown p a[href^="/"]')!;
      return {
        background: body.backgroundColor,
        color: getComputedStyle(paragraph).color,
        fontSize: parseFloat(getComputedStyle(paragraph).fontSize),
        after: getComputedStyle(link, '::after').content,
        href: link.getAttribute('href'),
      };
    });
    expect(style.background).toBe('rgb(255, 255, 255)');
    // Dark text on white paper in both modes.
    const [r, g, b] = style.color.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!, `text colour ${style.color}`).toBeLessThan(200);
    expect(style.fontSize).toBeGreaterThanOrEqual(13);
    // A site link prints its absolute address.
    expect(style.after).toContain(`https://`);
    expect(style.after).toContain(style.href!);
    // On A4 paper (794 CSS px wide) the article takes the whole width: no sidebar or contents column is left.
    await page.setViewportSize({width: 794, height: 1123});
    const width = await page.evaluate(() => document.querySelector('article')!.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(794 * 0.9);
    expect(errors).toEqual([]);
  });
}

test('print stylesheet: wide tables and code stay within the page', async ({page}) => {
  await page.setViewportSize({width: 794, height: 1123});
  await page.goto('/markdown-page');
  await hydrated(page);
  await page.emulateMedia({media: 'print'});
  const overflowing = await page.evaluate(() => {
    const width = document.querySelector('main')!.getBoundingClientRect().right;
    return Array.from(document.querySelectorAll('main table, main pre, main img, main svg'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => element.outerHTML.slice(0, 80));
  });
  expect(overflowing).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: the print view and the what's-new marks have no WCAG 2.1 AA violation`, async ({page}) => {
    test.setTimeout(120_000);
    await page.addInitScript(
      ([theme, since]) => {
        window.localStorage.setItem('theme', theme);
        window.localStorage.setItem('ai-school-vorig-bezoek', JSON.stringify({previous: null, current: since}));
      },
      [mode, Date.parse('2025-08-01T12:00:00Z') - 365 * 24 * 3600 * 1000] as const,
    );
    const problems: string[] = [];
    for (const [route, mark] of [
      ['/afdrukken/beheeromgeving', '[data-print-cover]'],
      ['/blog', '.whatsnew-mark'],
      ['/docs/beheeromgeving/scholen', '.whatsnew-updated'],
    ] as const) {
      await page.goto(route);
      await hydrated(page);
      await renderDiagrams(page);
      await docsLaidOut(page);
      await expect(page.locator(mark).first()).toBeVisible();
      await expect(page.locator('nav.navbar .whatsnew-badge')).toBeVisible();
      problems.push(...(await axeViolations(page)).map((violation) => `${route}: ${violation}`));
    }
    expect(problems).toEqual([]);
  });
}

// In the full browser: the second half needs a diagram that is still waiting, below the first screen, and the
// headless shell loads lazy images at once (playwright.config.ts).
test(
  'diagrams: all drawn in the print view without scrolling; a page printed early says where a diagram is',
  {tag: '@full-browser'},
  async ({page}) => {
    await page.goto('/afdrukken/beheeromgeving');
    await hydrated(page);
    expect(await page.locator('[data-mermaid-slot]').count()).toBeGreaterThan(1);
    // No scrolling: once the app runs, the print view loads every diagram's images, of both colour modes (the
    // reader may print in either).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-mermaid-slot]')).every(
        (slot) =>
          slot.getAttribute('data-mermaid-slot') === 'rendered' &&
          slot.querySelectorAll('img').length === 2 &&
          Array.from(slot.querySelectorAll('img')).every((img) => img.complete && img.naturalWidth > 0),
      ),
    );
    await page.goto('/docs/basis/inloggen');
    await hydrated(page);
    const waiting = page.locator('[data-mermaid-slot="waiting"]').last();
    await expect(waiting).toBeAttached();
    await page.emulateMedia({media: 'print'});
    expect(await waiting.evaluate((slot) => getComputedStyle(slot, '::before').content)).toContain('diagram');
    await expect(waiting.locator('> *')).toBeHidden();
  },
);

const phone = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};

test('the print view on a phone, without the app: the first layout leaves out the docs below the first screen, and the page keeps the phone width', async ({
  browser,
}) => {
  const still = await browser.newContext({...phone, javaScriptEnabled: false});
  const stillPage = await still.newPage();
  // The server's HTML alone: the last doc is skipped until it comes near the viewport.
  await stillPage.goto('/afdrukken/beheeromgeving');
  expect(
    await stillPage
      .locator('[data-print-doc]')
      .last()
      .evaluate((doc) => getComputedStyle(doc).contentVisibility),
  ).toBe('auto');
  // The skipped docs keep the column's width: the page is not wider than the phone.
  expect(await stillPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await still.close();
});

// One test per locale, so that the two workers share the print views.
for (const locale of locales) {
  test(`${locale.code}: every print view on a phone: the app lays out all its docs once loaded, and no page has a WCAG 2.2 AA violation`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await installAxe(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    for (const chapter of builtChapters(locale.code)) {
      await page.goto(chapter.printRoute);
      await hydrated(page);
      await docsLaidOut(page);
      // Laid out as usual now: positions are exact, and nothing is wider than the phone.
      const state = await page.evaluate(() => ({
        skipped: Array.from(document.querySelectorAll('[data-print-doc]')).filter(
          (doc) => getComputedStyle(doc).contentVisibility !== 'visible',
        ).length,
        width: document.documentElement.scrollWidth,
      }));
      if (state.skipped > 0) problems.push(`${chapter.printRoute}: ${state.skipped} docs still skipped`);
      if (state.width > 390) problems.push(`${chapter.printRoute}: ${state.width} px wide`);
      problems.push(...(await axeViolations(page)).map((violation) => `${chapter.printRoute}: ${violation}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
