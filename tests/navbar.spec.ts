import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Locator, Page} from '@playwright/test';
import {footer as footerConfig} from '../config/footer';
import {
  test,
  expect,
  animationsDone,
  browserTextSize,
  colourToggle,
  holdScripts,
  hydrated,
  layoutShiftSoFar,
  locales,
  notHydrated,
  reflowProblems,
  renderDiagrams,
} from './fixtures';
import {fileForRoute} from './lib/site';
import {MISSING_ROUTE, pageTypes} from './lib/pages';
import {translatedLocales} from '../config/locales.mjs';
import {latestRelease} from '../config/releases';

test('navbar: logo, left links, roadmap dropdown and right-hand controls in the spec order', async ({page, errors}) => {
  await page.goto('/');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/navbar--fixed-top/);
  await expect(navbar.locator('.navbar__logo img').first()).toHaveAttribute('src', /logo\.svg$/);
  const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
  await expect(left.locator(':scope > a.navbar__link, :scope > .dropdown > a.navbar__link')).toHaveText([
    'Handleiding',
    'Roadmap',
    'Versiegeschiedenis',
  ]);
  await left
    .getByRole('button', {name: 'Roadmap'})
    .or(left.locator('.dropdown > a', {hasText: 'Roadmap'}))
    .first()
    .hover();
  const roadmapItems = left.locator('.dropdown .dropdown__menu a');
  await expect(roadmapItems).toHaveText(['AI-School', 'AI-Corporate', 'AI-Public']);
  await roadmapItems.filter({hasText: 'AI-Corporate'}).click();
  await expect(page).toHaveURL(/\/roadmap-corporate$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Roadmap AI-Corporate');

  // Right side: language dropdown, colour-mode toggle, search box, in that order.
  const right = navbar.locator('.navbar__items--right');
  await expect(colourToggle(page)).toBeVisible();
  await colourToggle(page).evaluate((button) => button.setAttribute('data-test-colour-toggle', ''));
  const order = await right.evaluate((element) =>
    Array.from(element.children).map((child) => {
      if (child.querySelector('.dropdown__menu a[lang]') || child.classList.contains('dropdown')) return 'locale';
      if (child.querySelector('[data-test-colour-toggle]')) return 'colour';
      if (child.querySelector('input')) return 'search';
      return child.className;
    }),
  );
  expect(order.filter((kind) => ['locale', 'colour', 'search'].includes(kind))).toEqual(['locale', 'colour', 'search']);
  expect(errors).toEqual([]);
});

test('navbar: locale dropdown offers the four languages', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a')).toHaveText(locales.map((locale) => locale.label));
});

test('locale switch keeps the page', async ({page}) => {
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  for (const locale of locales.filter((l) => l.code !== 'nl')) {
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: locale.label}).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/basis/inloggen$`));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
  }
});

test('colour mode is light by default, ignores the system preference and survives a reload', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/docs/intro');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('the colour toggle works before the page scripts have run, and the app takes over its state', async ({page}) => {
  const scripts = await holdScripts(page);
  await page.goto('/docs/intro', {waitUntil: 'domcontentloaded'});
  const html = page.locator('html');
  const toggle = colourToggle(page);
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-label', /momenteel lichte modus/);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  await expect(toggle).toHaveAttribute('aria-label', /momenteel donkere modus/);
  await expect(toggle).toHaveAttribute('title', 'donkere modus');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  await notHydrated(page);
  await expect.poll(scripts.held).toBeGreaterThan(0);

  // Now the scripts run: the app starts from the reader's choice, and one click is one step.
  await scripts.release();
  await hydrated(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-label', /momenteel donkere modus/);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-label', /momenteel lichte modus/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
});

test('a click on the colour toggle reaches the diagrams: each shows its drawing of the other colour mode', async ({
  page,
}) => {
  await page.goto('/docs/modellen/taalmodellen');
  await hydrated(page);
  await renderDiagrams(page);
  const slot = page.locator('[data-mermaid-slot]').first();
  await slot.scrollIntoViewIfNeeded();
  // The image on screen: its file, and whether it has loaded.
  const shown = () =>
    slot.evaluate((element) =>
      Array.from(element.querySelectorAll('img'))
        .filter((img) => getComputedStyle(img).display !== 'none')
        .map((img) => `${new URL(img.currentSrc || img.src).pathname.replace(/^.*-/, '')} ${img.naturalWidth > 0}`),
    );
  expect(await shown()).toEqual(['light.svg true']);
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(shown).toEqual(['dark.svg true']);
  await expect(slot).toHaveAttribute('data-mermaid-slot', 'rendered');
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(shown).toEqual(['light.svg true']);
});

test('after a reload with dark mode stored, the toggle names dark mode before and after hydration', async ({page}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.reload();
  await notHydrated(page);
  await expect(colourToggle(page)).toHaveAttribute('aria-label', /momenteel donkere modus/);
  await page.unroute('**/assets/js/**');
  await page.reload();
  await hydrated(page);
  await expect(colourToggle(page)).toHaveAttribute('aria-label', /momenteel donkere modus/);
  await expect(colourToggle(page)).toHaveAttribute('title', 'donkere modus');
});

test('announcement bar: dismissed stays dismissed after a reload', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const version = latestRelease();
  const bar = page.getByRole('banner').filter({hasText: `AI-School ${version}`});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'versiegeschiedenis'})).toHaveAttribute('href', '/blog');
  await bar.getByRole('button').click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id'))).toBe(
    `release-${version.replace(/\./g, '-')}`,
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(`AI-School ${version} is uit.`)).toBeHidden();
});

test('skip-to-content link is the first focusable element', async ({page}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('href', '#__docusaurus_skipToContent_fallback');
});

test.describe('mobile', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const locale of locales) {
    test(`hamburger opens and closes the sidebar in ${locale.code}`, async ({page, errors}) => {
      await page.goto(`${locale.prefix}/docs/intro`);
      await hydrated(page);
      const toggle = page.locator('button.navbar__toggle');
      await expect(toggle).toBeVisible();
      await toggle.click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await expect(sidebar.getByRole('link', {name: locale.nav.docs, exact: true}).first()).toBeVisible();
      // The docs sidebar is the secondary menu, with its translated back button.
      await expect(sidebar.locator('.navbar-sidebar__back')).toBeVisible();
      await sidebar.locator('.navbar-sidebar__back').click();
      await expect(sidebar.getByRole('link', {name: locale.nav.blog, exact: true})).toBeVisible();
      await sidebar.locator('button.navbar-sidebar__close').click();
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
      expect(errors).toEqual([]);
    });
  }
});

test('a doc page follows the window across the breakpoint: sidebar beside the article or in the mobile menu', async ({
  page,
  errors,
}) => {
  // The size is set after hydration, in a transition (plugins/performance/client/windowSize.ts); the docs sidebar reaches
  // the mobile menu through the secondary-menu context (plugins/performance/client/navbarSecondaryMenuContent.tsx).
  const beside = page.locator('aside .theme-doc-sidebar-menu');
  const inMenu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  await expect(inMenu).toHaveCount(1);
  await expect(beside).toHaveCount(0);
  await page.setViewportSize({width: 1280, height: 800});
  await expect(beside).toBeVisible();
  await expect(inMenu).toHaveCount(0);
  await page.setViewportSize({width: 390, height: 844});
  await expect(inMenu).toHaveCount(1);
  await expect(beside).toHaveCount(0);
  await page.locator('button.navbar__toggle').click();
  await expect(inMenu.getByRole('link', {name: 'Inloggen', exact: true})).toBeVisible();
  expect(errors).toEqual([]);
});

test('the locale dropdown leads from every page type to the same page in each language', async ({page}) => {
  for (const route of pageTypes.filter((r) => r !== MISSING_ROUTE)) {
    await page.goto(route);
    await hydrated(page);
    const hrefs = await page
      .locator('.navbar__items--right .dropdown__menu a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const expected = locales.map((locale) =>
      `${locale.prefix}${route === '/' ? '/' : route}`.replace(
        new RegExp(`^/(${translatedLocales.join('|')})/$`),
        '/$1/',
      ),
    );
    expect(
      hrefs.map((href) => href?.replace(/\?.*$/, '')),
      route,
    ).toEqual(expected);
  }
});

const footerTexts = {
  nl: {newTab: '(opent in een nieuw tabblad)'},
  en: {newTab: '(opens in new tab)'},
  fr: {newTab: '(s’ouvre dans un nouvel onglet)'},
  de: {newTab: '(öffnet in neuem Tab)'},
};

/** The footer's column titles in a locale, as its translation file words them, in the config's order. */
function footerColumns(locale: string): string[] {
  const messages = JSON.parse(fs.readFileSync(`i18n/${locale}/docusaurus-theme-classic/footer.json`, 'utf8')) as Record<
    string,
    {message: string}
  >;
  return footerConfig.links.map((column) => messages[`link.title.${column.title}`].message);
}

for (const locale of locales) {
  test(`${locale.code}: footer has its three columns, legal links, logo and copyright; external links say they open a new tab`, async ({
    page,
  }) => {
    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    const footer = page.locator('footer.footer');
    await expect(footer.locator('.footer__title')).toHaveText(footerColumns(locale.code));
    await expect(footer).toContainText('Copyright © 2025 AI-School');
    await expect(footer.locator('a[href$="/toegankelijkheid"]')).toBeVisible();
    await expect(footer.locator('a[href$="/privacy"]')).toBeVisible();
    await expect(footer.locator('.footer__logo')).toBeVisible();
    // Every link that opens a new tab says so: the external links with the theme's icon label, the logo
    // (an image link to the AI-School website) in its text alternative.
    const newTab = footerTexts[locale.code].newTab;
    for (const link of await footer.locator('a[target="_blank"]').all()) {
      const name = (await link.evaluate((el) => el.textContent + ' ' + (el.querySelector('img')?.alt ?? ''))) ?? '';
      // The logo link has no icon: its image's text alternative says it.
      const icon = link.locator('svg[aria-label]');
      const iconLabel = (await icon.count()) > 0 ? await icon.getAttribute('aria-label') : null;
      expect(`${name} ${iconLabel ?? ''}`, (await link.getAttribute('href')) ?? '').toContain(newTab);
    }
    await expect(footer.locator('.footer__logo')).toBeVisible();
    await expect(footer.locator('a:has(.footer__logo)')).toHaveAccessibleName(
      new RegExp(`${newTab.replace(/[()]/g, '\\$&')}$`),
    );
  });
}

test('the navbar hides when scrolling down and shows again when scrolling up', async ({page}) => {
  await page.goto('/docs/beheeromgeving/beperkingen');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  // Scroll one step at a time, each step ending with its scroll event handled, as a reader's scrolling does.
  const scrollTo = (y: number) =>
    page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
          window.scrollTo(0, top);
        }),
      y,
    );
  await scrollTo(400);
  await scrollTo(1500);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await scrollTo(900);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('article images open in the zoom overlay and Escape closes it', async ({page}) => {
  await page.goto('/docs/basis/beginscherm');
  await hydrated(page);
  const image = page.locator('article .markdown img').first();
  await image.scrollIntoViewIfNeeded();
  // The zoom is attached 1000 ms after load (spec §9); src/clientModules/imageZoom.ts says when.
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'attached');
  await image.click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  // Escape closes the zoom once it has finished opening (opening → opened, spec §4).
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await animationsDone(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  // The navbar logo is not zoomable.
  expect(await page.locator('.navbar__logo img.medium-zoom-image').count()).toBe(0);
});

/**
 * A page whose HTML arrives in pieces, as on a slow or busy connection, each a few tenths of a second after the
 * one before: the cuts are inside the navbar's right group (after the locale dropdown, before the search field's
 * shortcut hint, and before the group's end tag). Everything else comes from the site as usual.
 */
async function servedInPieces(route: string, use: (url: string) => Promise<void>): Promise<void> {
  const html = fs.readFileSync(fileForRoute(route)!, 'utf8');
  const hint = html.indexOf('</kbd>');
  // The search field's container and its wrapper end after the hint; then the right group ends.
  const cuts = [
    html.lastIndexOf('<div', html.indexOf('colorModeToggle')),
    html.indexOf('<kbd'),
    hint + '</kbd></div></div>'.length,
  ];
  expect(html.slice(hint, cuts[2]! + '</div>'.length), 'the right group ends after the search field').toBe(
    '</kbd></div></div></div>',
  );
  expect(cuts[0], 'the colour toggle is in the navbar of the built page').toBeGreaterThan(
    html.indexOf('navbar__items--right'),
  );
  const pieces = [0, ...cuts, html.length]
    .slice(1)
    .map((end, index, ends) => html.slice(index ? ends[index - 1] : 0, end));
  // The next pieces come once the page's stylesheets are in (before them the browser paints nothing anyway).
  const stylesheets = [...html.matchAll(/<link rel=stylesheet href=([^\s>]+)/g)].map((match) => match[1]);
  expect(stylesheets.length).toBeGreaterThan(0);
  let stylesheetsLeft = stylesheets.length;
  let htmlResponse: http.ServerResponse | undefined;
  const sendTheRest = () =>
    pieces
      .slice(1)
      .forEach((piece, index) =>
        setTimeout(
          () => (index === pieces.length - 2 ? htmlResponse!.end(piece) : htmlResponse!.write(piece)),
          (index + 1) * 500,
        ),
      );
  const upstream = test.info().project.use.baseURL!;
  const server = http.createServer((request, response) => {
    if (request.url === route) {
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      response.write(pieces[0]);
      htmlResponse = response;
      return;
    }
    void fetch(new URL(request.url!, upstream)).then(async (answer) => {
      response.writeHead(answer.status, {'content-type': answer.headers.get('content-type') ?? ''});
      response.end(Buffer.from(await answer.arrayBuffer()), () => {
        if (stylesheets.includes(request.url!) && --stylesheetsLeft === 0) sendTheRest();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

for (const route of ['/blog', '/en/docs/intro']) {
  test(`the navbar does not move when ${route} arrives in pieces: nothing is painted before its end`, async ({
    page,
    errors,
  }) => {
    await servedInPieces(route, async (url) => {
      await page.goto(url);
      await hydrated(page);
      // What holds the first frame back: the element after the navbar (docusaurus.config.ts, `headTags`).
      const expected = await page.evaluate(() => {
        const link = document.head.querySelector('link[rel="expect"][blocking="render"]');
        return {
          link: link?.getAttribute('href'),
          after: `#${document.querySelector('nav.navbar')?.nextElementSibling?.id}`,
        };
      });
      expect(expected.link).toBe(expected.after);
      // The page is complete, hydrated and idle here.
      const shift = await layoutShiftSoFar(page);
      expect(shift).toBe(0);
    });
    expect(errors).toEqual([]);
  });
}

/** The navbar's height variable (`--ifm-navbar-height`) in pixels, as the page resolves it now. */
const navbarHeightVariable = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.height = 'var(--ifm-navbar-height)';
    document.body.append(probe);
    const height = probe.getBoundingClientRect().height;
    probe.remove();
    return height;
  });

/** Whether an element shows its whole text (the site title cuts it to an ellipsis where it has no room). */
const wholeText = (element: Locator): Promise<boolean> =>
  element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

test('the search field fits in the navbar: nothing of the right group hangs below it', async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  const navbar = (await page.locator('nav.navbar').boundingBox())!;
  const right = (await page.locator('nav.navbar .navbar__items--right').boundingBox())!;
  expect(right.y + right.height).toBeLessThanOrEqual(navbar.y + navbar.height);
  // At the default text size the navbar is one row of Infima's navbar height (it grows only for large text).
  expect(navbar.height).toBe(await navbarHeightVariable(page));
  // The navbar's field is not drawn like the dialog's (which has a line under it).
  await expect(page.locator('nav.navbar form')).toHaveCSS('border-bottom-style', 'none');
});

/**
 * Large text set in the browser: Chrome's font size "Very large" makes the default text 24 px instead of 16
 * (150 %). Emulated with the DevTools protocol's `Page.setFontSizes`, which sets the same preference. The layout
 * follows it (plugins/text-size): the desktop layout starts at 1.5 times 997 px, about 1496 px.
 */
test('with the browser set to very large text, a laptop window gets the layout of a narrower one: the menu and one column, in the CSS and in what React renders', async ({
  page,
  errors,
}) => {
  await browserTextSize(page, 24);
  for (const [width, desktop] of [
    [1280, false],
    [1600, true],
  ] as const) {
    const where = `${width} px, 24 px text`;
    await page.setViewportSize({width, height: 800});
    await page.goto('/docs/basis/inloggen');
    await hydrated(page);
    // What the CSS shows: the menu button, or the sidebar beside the article.
    await expect(page.locator('button.navbar__toggle'), where).toBeVisible({visible: !desktop});
    await expect(page.locator('.theme-doc-sidebar-container'), where).toBeVisible({visible: desktop});
    await expect(page.locator('.theme-doc-toc-mobile'), where).toBeVisible({visible: !desktop});
    // What React renders (the theme's breakpoint): the desktop table of contents only in the desktop layout.
    await expect(page.locator('.theme-doc-toc-desktop'), where).toHaveCount(desktop ? 1 : 0);
  }
  // At the default text size, 1280 px is the desktop layout.
  await browserTextSize(page, 16);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  await expect(page.locator('button.navbar__toggle')).toBeHidden();
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('with the browser set to very large text, the desktop navbar keeps every control apart and the whole site title, at 1500 and 1920 px in every locale', async ({
  page,
}) => {
  await browserTextSize(page, 24);
  const problems: string[] = [];
  for (const locale of locales) {
    for (const width of [1500, 1920]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(`${locale.prefix}/docs/intro`);
      await hydrated(page);
      const where = `${locale.code} ${width} px`;
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), where).toBe('24px');
      problems.push(...(await reflowProblems(page)).map((problem) => `${where}: ${problem}`));
      const title = page.locator('.navbar__title');
      await expect(title, where).toHaveText('AI-School');
      if (!(await wholeText(title))) problems.push(`${where}: the site title is cut off`);
    }
  }
  expect(problems).toEqual([]);
});

/**
 * The same on a phone. At the default text size the search field sits beside the site title, in one row of the
 * navbar's height; with "Very large" text (24 px) the two do not fit side by side at 320 or 390 px, so the field
 * has a row of its own below the title, as wide as the row, and the navbar's height variable counts both rows.
 * The opened menu then takes the whole width and shows the whole title. (The page types at 320 px and 24 px are
 * checked for sideways scrolling and cut text in tests/a11y.spec.ts.)
 */
test('on a phone with very large text, the search field has a row of its own below the whole site title, in every locale', async ({
  page,
  errors,
}) => {
  const layout = async () => ({
    variable: await navbarHeightVariable(page),
    titleWhole: await wholeText(page.locator('.navbar__inner .navbar__title')),
    ...(await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const [inner, brand, field] = [box('.navbar__inner'), box('nav.navbar .navbar__brand'), box('nav.navbar input')];
      return {
        navbar: box('nav.navbar').height,
        fieldBelowTitle: field.top >= brand.bottom,
        fieldRowWide: Math.abs(field.left - inner.left) <= 1 && Math.abs(field.right - inner.right) <= 1,
      };
    })),
  });
  for (const [index, locale] of locales.entries()) {
    const width = index % 2 ? 320 : 390;
    const where = `${locale.code} ${width} px`;
    await page.setViewportSize({width, height: 844});
    await browserTextSize(page, 16);
    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    expect(await layout(), `${where}, default text`).toEqual({
      navbar: 60,
      variable: 60,
      titleWhole: true,
      fieldBelowTitle: false,
      fieldRowWide: false,
    });
    await browserTextSize(page, 24);
    expect(await reflowProblems(page), `${where}, 24 px`).toEqual([]);
    const large = await layout();
    expect(large, `${where}, 24 px`).toEqual({
      navbar: large.variable,
      variable: 150,
      titleWhole: true,
      fieldBelowTitle: true,
      fieldRowWide: true,
    });
    // The field on its own row still opens the search.
    await page.locator('nav.navbar input[type="search"]').click();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    // The menu: the whole width, the whole title.
    await page.locator('button.navbar__toggle').click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await animationsDone(page);
    expect((await menu.boundingBox())!.width, where).toBe(width);
    expect(await wholeText(menu.locator('.navbar__title')), `${where}: the title in the menu is whole`).toBe(true);
    await menu.locator('button.navbar-sidebar__close').click();
  }
  expect(errors).toEqual([]);
});
