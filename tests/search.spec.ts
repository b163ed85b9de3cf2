import type {Locator, Page} from '@playwright/test';
import {test, expect, colourToggle, holdScripts, hydrated, locales, notHydrated, searchAnswered} from './fixtures';
import {axeViolations} from './lib/axe';

const texts = {
  nl: {
    empty: 'Geen resultaten gevonden.',
    clear: 'Wissen',
    cancel: 'Annuleren',
    submit: 'Verzenden',
    search: 'Zoeken',
    stalled: 'Even geduld',
    query: 'wachtwoord',
    page: '/docs/basis/inloggen',
  },
  en: {
    empty: 'No results found.',
    clear: 'Clear',
    cancel: 'Cancel',
    submit: 'Submit',
    search: 'Search',
    stalled: 'Please wait',
    query: 'password',
    page: '/en/docs/basis/inloggen',
  },
};

const trigger = (page: Page) => page.locator('nav.navbar input[type="search"]');
const dialog = (page: Page) => page.getByRole('dialog');
const dialogInput = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/** Types a query in the dialog and waits until the results for exactly that query are shown. */
async function searchFor(page: Page, query: string): Promise<void> {
  await dialogInput(page).fill(query);
  await searchAnswered(page, query);
}

for (const locale of locales) {
  test(`${locale.code}: the search field shows the translated placeholder`, async ({page}) => {
    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    await expect(trigger(page)).toHaveAttribute('placeholder', locale.placeholder);
  });
}

for (const code of ['nl', 'en'] as const) {
  const t = texts[code];
  const prefix = code === 'nl' ? '' : '/en';

  test.describe(`search in ${code}`, () => {
    test.beforeEach(async ({page}) => {
      await page.goto(`${prefix}/docs/intro`);
      await hydrated(page);
    });

    test('focus opens the detached dialog; arrows move the active result; Enter opens it with the terms highlighted', async ({
      page,
      errors,
    }) => {
      await trigger(page).focus();
      await expect(dialog(page)).toBeVisible();
      await expect(dialogInput(page)).toBeFocused();
      await searchFor(page, t.query);
      const count = await options(page).count();
      // The query is chosen to give several results, so the arrow keys always have somewhere to go.
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(8);
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('ArrowUp');
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${t.page}\\?_highlight=${t.query}`));
      await expect(page.locator('article mark').first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('each result shows its page title and chapter, at most 8', async ({page}) => {
      await trigger(page).focus();
      await searchFor(page, code === 'nl' ? 'leerling' : 'student');
      await expect(options(page)).toHaveCount(8);
      for (const option of await options(page).all()) {
        await expect(option.locator('span').first()).not.toBeEmpty();
        await expect(option.locator('span').last()).not.toBeEmpty();
      }
    });

    test('Escape closes the dialog and returns focus; Escape again clears the query', async ({page}) => {
      await trigger(page).focus();
      await dialogInput(page).fill('lesgroep');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
      await expect(trigger(page)).toHaveValue('lesgroep');
      await page.keyboard.press('Escape');
      await expect(trigger(page)).toHaveValue('');
      await expect(dialog(page)).toBeHidden();
    });

    test('typing in the field opens the dialog; a click outside (blur) closes it', async ({page}) => {
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.type('tho');
      await expect(dialogInput(page)).toHaveValue('tho');
      await page.mouse.click(5, 5);
      await expect(dialog(page)).toBeHidden();
      await expect(trigger(page)).toHaveValue('tho');
    });

    test('buttons have the translated titles Clear, Cancel, Search and Submit; Cancel closes', async ({page}) => {
      await expect(trigger(page)).toHaveAttribute('title', t.search);
      await trigger(page).focus();
      await dialogInput(page).fill('x');
      await expect(dialog(page).getByTitle(t.clear, {exact: true})).toBeVisible();
      await expect(dialog(page).getByTitle(t.submit, {exact: true})).toBeVisible();
      await dialog(page).getByTitle(t.clear, {exact: true}).click();
      await expect(dialogInput(page)).toHaveValue('');
      await expect(dialogInput(page)).toBeFocused();
      await dialog(page).getByTitle(t.cancel, {exact: true}).click();
      await expect(dialog(page)).toBeHidden();
    });

    test('no result gives the empty state; HTML in a query stays text; long input is cut at 512', async ({
      page,
      errors,
    }) => {
      await trigger(page).focus();
      await searchFor(page, 'qqxyzzyqq');
      await expect(dialog(page).getByText(t.empty)).toBeVisible();
      await expect(options(page)).toHaveCount(0);
      const attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
      await dialogInput(page).fill(attack);
      await expect(dialogInput(page)).toHaveValue(attack);
      await expect(dialog(page).locator('img, script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      await dialogInput(page).fill('a'.repeat(600));
      await expect(dialogInput(page)).toHaveValue('a'.repeat(512));
      expect(errors).toEqual([]);
    });
  });
}

test('a slow index shows the loading and stalled states, then results', async ({page}) => {
  await page.route('**/search-index.json*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await dialogInput(page).fill('wachtwoord');
  await expect(dialog(page).locator('[data-status="stalled"]')).toBeVisible();
  await expect(dialog(page).getByText(texts.nl.stalled)).toBeVisible();
  await expect(dialog(page).locator('[data-status="done"]')).toHaveAttribute('data-query', 'wachtwoord', {
    timeout: 15_000,
  });
  expect(await options(page).count()).toBeGreaterThan(0);
});

test('an index that cannot be fetched gives empty results silently, and the page keeps working', async ({page}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/search-index.json*', (route) => route.fulfill({status: 404, body: 'not found'}));
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await dialogInput(page).fill('wachtwoord');
  await expect(dialog(page).locator('[data-status="done"]')).toHaveCount(1);
  await expect(options(page)).toHaveCount(0);
  await expect(dialog(page).getByText(texts.nl.empty)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', {name: 'Versiegeschiedenis', exact: true}).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(pageErrors).toEqual([]);
});

test('the dialog follows the colour mode', async ({page}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  const light = await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.keyboard.press('Escape');
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await trigger(page).focus();
  const dark = await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(dark).not.toBe(light);
});

test('a click on the navbar field after the dialog has closed opens it again, on the same query', async ({page}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).click();
  await searchFor(page, 'lesgroep');
  // Escape and Cancel both return the focus to the navbar field: a click there moves no focus.
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => dialog(page).getByTitle(texts.nl.cancel, {exact: true}).click(),
  ]) {
    await close();
    await expect(dialog(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    await trigger(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialogInput(page)).toHaveValue('lesgroep');
    await expect(options(page).first()).toBeVisible();
  }
});

/**
 * Clicks along the last 40 px of a field, where Chromium and Safari draw their own clear control in a search
 * field that holds text; `after` runs after each click (and may reopen what the click changed).
 */
async function clickAlongRightEnd(page: Page, field: () => Locator, after: () => Promise<void>): Promise<void> {
  for (let offset = 2; offset <= 40; offset += 3) {
    const box = (await field().boundingBox())!;
    await page.mouse.click(box.x + box.width - offset, box.y + box.height / 2);
    await after();
  }
}

test("the browser's own clear control is not drawn: a click at a search field's right end keeps the query", async ({
  page,
}) => {
  // The phone width, where the dialog's field is narrowest.
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await searchFor(page, 'lesgroep');
  // In the dialog: its own Clear button (tested above) is the one control that empties the field.
  await clickAlongRightEnd(
    page,
    () => dialogInput(page),
    async () => {
      await expect(dialogInput(page)).toHaveValue('lesgroep');
    },
  );
  // In the navbar field, which keeps the query once the dialog is closed: a click opens the dialog on that query.
  await page.keyboard.press('Escape');
  await expect(trigger(page)).toHaveValue('lesgroep');
  await clickAlongRightEnd(
    page,
    () => trigger(page),
    async () => {
      await expect(dialogInput(page)).toHaveValue('lesgroep');
      await page.keyboard.press('Escape');
      await expect(trigger(page)).toHaveValue('lesgroep');
    },
  );
});

test('what the reader types in the field before the page scripts run is kept, and searched once they have', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(texts.nl.page, {waitUntil: 'domcontentloaded'});
  await expect(trigger(page)).toBeEnabled();
  await trigger(page).pressSequentially(texts.nl.query);
  await expect(trigger(page)).toHaveValue(texts.nl.query);
  await notHydrated(page);
  await expect.poll(scripts.held).toBeGreaterThan(0);

  await scripts.release();
  await expect(dialog(page)).toBeVisible();
  await expect(dialogInput(page)).toHaveValue(texts.nl.query);
  await searchAnswered(page, texts.nl.query);
  await expect(options(page).first()).toBeVisible();
});

test('a field focused before the page scripts run opens the dialog once they have', async ({page}) => {
  const scripts = await holdScripts(page);
  await page.goto(texts.nl.page, {waitUntil: 'domcontentloaded'});
  await trigger(page).focus();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(dialog(page)).toBeHidden();
  await scripts.release();
  await expect(dialog(page)).toBeVisible();
  await expect(dialogInput(page)).toBeFocused();
});

test('a field focused before hydration loads the dialog with the page chunks, and the index only once it opens', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  // The search dialog's chunk, as the page's HTML names it for an early focus (plugins/performance/routeScripts.ts).
  const html = await (await page.request.get(texts.nl.page)).text();
  const dialogScript = /data-search-scripts="([^"]+)"/.exec(html)?.[1];
  expect(dialogScript, 'the page names the search dialog chunk').toMatch(/^\/assets\/js\/[^/ ]+\.js$/);
  // The main bundle runs; the page's own chunks (and so hydration) are held back.
  const scripts = await holdScripts(
    page,
    (url) => /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/.test(url.pathname) && url.pathname !== dialogScript,
  );
  await page.goto(texts.nl.page, {waitUntil: 'domcontentloaded'});
  await trigger(page).focus();
  await expect.poll(() => requests.includes(dialogScript!)).toBe(true);
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await notHydrated(page);
  expect(requests.filter((path) => path.includes('search-index'))).toEqual([]);
  await scripts.release();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => requests.filter((path) => path.includes('search-index')).length).toBe(1);
});

test('before the page scripts run, Enter in the field opens the search page with the query', async ({page}) => {
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(texts.nl.page);
  await trigger(page).fill(texts.nl.query);
  await page.unroute('**/assets/js/**');
  await trigger(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${texts.nl.query}`);
  await hydrated(page);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', {name: /Inloggen/})
      .first(),
  ).toBeVisible();
});

test('search is loaded only when first used', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/docs/intro');
  await hydrated(page);
  expect(requests.filter((url) => url.includes('search-index'))).toEqual([]);
  await trigger(page).focus();
  await dialogInput(page).fill('thema');
  await searchAnswered(page, 'thema');
  expect(requests.filter((url) => url.includes('search-index')).length).toBe(1);
});

test('the index downloads as soon as the field is focused, alongside the dialog, and only once', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/docs/intro');
  await hydrated(page);
  // Hold back every script chunk, as on a slow phone: the index must not wait for the dialog or the worker.
  const scripts = await holdScripts(page, '**/assets/js/*.js');
  await trigger(page).focus();
  await expect.poll(() => indexRequests.length).toBe(1);
  // The dialog's chunk is requested in the same task as the index, its route handler a moment later.
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await scripts.release();
  await dialogInput(page).fill('thema');
  await searchAnswered(page, 'thema');
  await expect(dialog(page).getByRole('link').first()).toBeVisible();
  // The worker got the downloaded index: it did not fetch it a second time.
  expect(indexRequests).toHaveLength(1);
});

for (const code of ['nl', 'en'] as const) {
  const t = texts[code];
  const prefix = code === 'nl' ? '' : '/en';
  test(`${code}: the search page lists the results of the query in the address, and follows the field`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/search?q=${t.query}`);
    await hydrated(page);
    const field = page.getByRole('search').getByRole('searchbox');
    await expect(field).toHaveValue(t.query);
    const results = page.locator('main ol li a');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(30);
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith(`${t.page}?_highlight=`))).toBe(true);
    // Typing a query that matches nothing shows the empty text and puts the query in the address.
    await field.fill('xyzzyqq');
    await expect(page.locator('[data-results="0"]')).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=xyzzyqq/);
    // Markup typed in the field stays text.
    await field.fill('<img src=x onerror=alert(1)>');
    await expect(page.locator('h1')).toContainText('<img src=x onerror=alert(1)>');
    expect(await page.locator('main img').count()).toBe(0);
  });
}

test('the search page passes axe (WCAG 2.2 A/AA) with results', async ({page}) => {
  await page.goto('/search?q=inloggen');
  await hydrated(page);
  await expect(page.locator('main ol li a').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const query of ['wachtwoord', '<b>x</b>']) {
  test(`opening /search?q=${query} directly renders without a hydration error`, async ({page, errors}) => {
    await page.goto(`/search?${new URLSearchParams({q: query}).toString()}`);
    await hydrated(page);
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue(query);
    await expect(page.locator('h1')).toContainText(query);
    await expect(page.locator('[data-results]')).not.toHaveAttribute('data-results', 'none');
    expect(errors).toEqual([]);
  });
}

test('a query submitted in the dialog opens the shareable search page without errors', async ({page, errors}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await searchFor(page, 'wachtwoord');
  const all = dialog(page).getByRole('link', {name: 'Alle resultaten op de zoekpagina'});
  await expect(all).toHaveAttribute('href', '/search?q=wachtwoord');
  await all.click();
  await expect(page).toHaveURL(/\/search\?q=wachtwoord$/);
  await expect(page.locator('main ol li a').first()).toBeVisible();
  // Reloading the shared address renders the same page from the server, without a hydration mismatch.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('main ol li a').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('results are real links: their href opens the page in a new tab, a click navigates in place', async ({page}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await searchFor(page, 'wachtwoord');
  const first = options(page).first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/docs\/[^?#]+\?_highlight=/);
  const [popup] = await Promise.all([page.context().waitForEvent('page'), first.click({modifiers: ['ControlOrMeta']})]);
  // A new tab starts as about:blank, and its load state can be that page's (seen on a busy machine): wait for the
  // result's page itself.
  await popup.waitForURL((url) => url.pathname === href!.split('?')[0]);
  await expect(popup.getByRole('heading', {level: 1})).toBeVisible();
  await popup.close();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.split('?')[0]}`));
  await expect(dialog(page)).toBeHidden();
});

test('a query with no result suggests the nearest known word', async ({page}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await searchFor(page, 'privasie');
  await expect(options(page)).toHaveCount(0);
  const suggestion = dialog(page).getByRole('button', {name: 'privacy'});
  await expect(suggestion).toBeVisible();
  await expect(dialog(page).getByRole('status')).toContainText('Bedoelde je');
  await suggestion.click();
  await searchAnswered(page, 'privacy');
  await expect(options(page).first()).toBeVisible();
});

test('each result quotes its page with the query words marked (snippets load with the index, same origin)', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/docs/intro');
  await hydrated(page);
  expect(requests.filter((url) => url.includes('search-snippets'))).toEqual([]);
  await trigger(page).focus();
  await searchFor(page, 'toetsmodus');
  await expect(options(page).first().locator('mark').first()).toHaveText(/toetsmodus/i);
  expect(requests.filter((url) => url.includes('search-snippets'))).toHaveLength(1);
});

test('the first results come before their quotes; the quotes follow, and the selection stays', async ({page}) => {
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('search-index')) events.push('index in');
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/search-snippets.json', async (route) => {
    events.push('snippets asked');
    await held;
    await route.continue();
  });
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await searchFor(page, 'toetsmodus');
  // The snippets are asked for once the index is in, so that the index has the bandwidth first.
  await expect.poll(() => events).toEqual(['index in', 'snippets asked']);
  await expect(options(page).nth(1)).toBeVisible();
  await expect(options(page).locator('mark')).toHaveCount(0);
  await dialogInput(page).press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  const routes = await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-route')));
  release();
  await expect(options(page).first().locator('mark').first()).toHaveText(/toetsmodus/i);
  expect(await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-route')))).toEqual(
    routes,
  );
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('a crafted link marks only unique terms of 2+ letters, at most 10, and the page still answers', async ({page}) => {
  // One-letter terms would mark nearly every letter of the article, and hundreds of terms would each walk it.
  const crafted = ['e', 'a', 'inloggen', 'INLOGGEN', ...Array.from({length: 300}, (_, i) => `woord${i}`), 'school'];
  const params = new URLSearchParams(crafted.map((term) => ['_highlight', term]));
  await page.goto(`/docs/basis/inloggen?${params.toString()}`);
  await hydrated(page);
  const marks = page.locator('article mark');
  await expect(marks.first()).toBeVisible();
  // The page answers a keyboard action: the search field takes the focus and opens the dialog.
  await trigger(page).focus();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  const marked = await marks.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  expect(marked.filter((text) => text.trim().length < 2)).toEqual([]);
  const terms = new Set(marked.map((text) => text.toLowerCase()));
  expect(terms.size).toBeLessThanOrEqual(10);
  // "inloggen" is kept (once, case ignored); "school" comes after the 10 kept terms and is not marked.
  expect([...terms]).toContain('inloggen');
  expect([...terms]).not.toContain('school');
});

test('a word of a table, which holds soft hyphens for its line breaks, is marked on the page a result leads to', async ({
  page,
}) => {
  // The build hyphenates the long words of tables (plugins/markdown/rehype/tableRegion.ts): in the French
  // retention table "administrateur" is "ad\u00admi\u00adnis\u00adtra\u00adteur" in the page.
  await page.goto('/fr/docs/privacy-avg-security/bewaartermijnen?_highlight=administrateur');
  await hydrated(page);
  const cell = page
    .locator('article table td')
    .filter({hasText: /Ad\u00admi\u00adnis/})
    .first();
  await expect(cell).toBeVisible();
  await expect(cell.locator('mark').first()).toBeVisible();
  expect((await cell.locator('mark').first().textContent())?.replace(/\u00ad/g, '')).toBe('Administrateur');
});

test('the worker drops a search that a newer one of the same lane overtook before it ran', async ({page}) => {
  // The page's search worker, caught as it is made, and every answer it gives.
  await page.addInitScript(() => {
    const Original = window.Worker;
    const answers: {id: number; stale?: boolean; results: unknown[]}[] = [];
    class Caught extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        (window as unknown as {searchWorker: Worker}).searchWorker = this;
        this.addEventListener('message', (event: MessageEvent) => answers.push(event.data));
      }
    }
    window.Worker = Caught;
    (window as unknown as {workerAnswers: typeof answers}).workerAnswers = answers;
  });
  await page.goto('/docs/intro');
  await hydrated(page);
  await trigger(page).focus();
  await searchFor(page, 'toetsmodus');
  await expect(options(page).first()).toBeVisible();
  // Twenty searches in one burst, as keystrokes come while the worker is busy.
  const ids = Array.from({length: 20}, (_, i) => 1_000_000 + i);
  await page.evaluate((burst) => {
    const worker = (window as unknown as {searchWorker: Worker}).searchWorker;
    for (const id of burst)
      worker.postMessage({id, kind: 'search', baseUrl: '/', query: 'toetsmodus', limit: 8, typing: true, lane: 'test'});
  }, ids);
  const answers = () =>
    page.evaluate(
      (burst) =>
        (window as unknown as {workerAnswers: {id: number; stale?: boolean; results: unknown[]}[]}).workerAnswers
          .filter((answer) => burst.includes(answer.id))
          .map((answer) => ({id: answer.id, stale: answer.stale === true, results: answer.results.length})),
      ids,
    );
  await expect.poll(async () => (await answers()).length).toBe(ids.length);
  const got = await answers();
  // The newest is searched and answered with results; those it overtook before the worker got to them come back
  // stale, unsearched. (Which ones it overtook depends on how fast the messages arrive: not all, on a busy machine.)
  expect(got.find((answer) => answer.id === ids.at(-1))).toMatchObject({stale: false});
  expect(got.find((answer) => answer.id === ids.at(-1))!.results).toBeGreaterThan(0);
  const dropped = got.filter((answer) => answer.stale);
  expect(dropped.length).toBeGreaterThan(0);
  expect(dropped.every((answer) => answer.results === 0 && answer.id !== ids.at(-1))).toBe(true);
});
