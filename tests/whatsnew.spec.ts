import type {Page} from '@playwright/test';
import {test, expect, hydrated, layoutShiftSoFar, locales} from './fixtures';
import {fileForRoute, loadHtml} from './lib/site';

// What's new since the reader's previous visit (src/utils/whatsNew.ts): marks after a simulated earlier
// visit, nothing on a first visit, nothing (and no error) when storage is broken, and no layout shift.

const key = 'ai-school-vorig-bezoek';
/** A previous visit shortly before release 3.4.0 (25 August 2025). */
const lastSummer = Date.parse('2025-08-01T12:00:00Z');
const newReleases: Record<string, (count: number) => string> = {
  nl: (count) => `${count} nieuwe versies`,
  en: (count) => `${count} new versions`,
};
const newPost: Record<string, string> = {nl: 'Nieuw sinds je vorige bezoek', en: 'New since your last visit'};
const updated: Record<string, string> = {nl: 'sinds je vorige bezoek', en: 'since your last visit'};

/** The release posts of the built blog (from its archive), with their publication day. */
function releases(prefix: string): {route: string; day: number}[] {
  const $ = loadHtml(fileForRoute(`${prefix}/blog/archive`)!);
  return $('main a[href*="/blog/"]')
    .map((_, link) => $(link).attr('href')!)
    .get()
    .flatMap((route) => {
      const match = /\/blog\/(\d{4})\/(\d{2})\/(\d{2})\/v\d+\.\d+\.\d+$/.exec(route);
      return match ? [{route, day: Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)}] : [];
    });
}

/** Sets the stored visit before every page load of this test, as an earlier visit would have left it. */
async function visitedBefore(page: Page, saved: {previous: number | null; current: number}): Promise<void> {
  await page.addInitScript(([name, value]) => window.localStorage.setItem(name, value), [key, JSON.stringify(saved)]);
}

/**
 * Waits until the what's-new marks of the page have been rendered, or found to have nothing to show: the page
 * sets `data-whatsnew="settled"` on `<html>` then (src/components/WhatsNew/usePreviousVisit.ts). A check that
 * nothing shows is only a check after this, not after a delay.
 */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-whatsnew', 'settled');
}

/** Total layout shift of the page, read once its what's-new marks have settled (`layoutShiftSoFar`). */
async function layoutShift(page: Page): Promise<number> {
  await settled(page);
  return layoutShiftSoFar(page);
}

for (const locale of locales.filter((l) => l.code === 'nl' || l.code === 'en')) {
  test.describe(`what's new in ${locale.code}`, () => {
    test('a first visit shows nothing and remembers the visit', async ({page, errors}) => {
      await page.goto(`${locale.prefix}/blog`);
      await settled(page);
      await expect(page.locator('.whatsnew-badge')).toHaveCount(0);
      await expect(page.locator('.whatsnew-mark')).toHaveCount(0);
      await expect(page.locator('nav.navbar').getByRole('link', {name: locale.nav.blog, exact: true})).toBeVisible();
      const saved = JSON.parse((await page.evaluate((name) => window.localStorage.getItem(name), key))!);
      expect(saved.previous).toBeNull();
      expect(Date.now() - saved.current).toBeLessThan(60_000);
      await page.goto(`${locale.prefix}/docs/basis/inloggen`);
      await settled(page);
      await expect(page.locator('.whatsnew-updated')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('after a visit before 3.4.0, the navbar counts the new releases and the blog marks them', async ({
      page,
      errors,
    }) => {
      const expected = releases(locale.prefix).filter((post) => post.day > lastSummer);
      expect(expected.length).toBeGreaterThan(0);
      await visitedBefore(page, {previous: null, current: lastSummer});
      await page.goto(`${locale.prefix}/blog`);
      // The marks are rendered (the posts are counted below without waiting for each).
      await settled(page);
      const link = page.locator('nav.navbar a.whatsnew-link');
      await expect(link.locator('.whatsnew-badge')).toHaveText(
        new RegExp(`^${expected.length}\\s*${newReleases[locale.code]!(expected.length)}$`),
      );
      // The number is for the eye; screen readers hear the link text and the sentence.
      await expect(page.locator('nav.navbar').getByRole('link', {name: locale.nav.blog})).toHaveAccessibleName(
        `${locale.nav.blog} ${newReleases[locale.code]!(expected.length)}`,
      );
      // On the first page of the list exactly the new releases are marked.
      const posts = page.locator('main article');
      const marked: string[] = [];
      const all: string[] = [];
      for (const post of await posts.all()) {
        const href = await post.locator('h2 a').first().getAttribute('href');
        all.push(href!);
        if ((await post.locator('.whatsnew-mark').count()) > 0) {
          await expect(post.locator('.whatsnew-mark')).toHaveText(newPost[locale.code]!);
          marked.push(href!);
        }
      }
      expect(marked).toEqual(all.filter((href) => expected.some((post) => post.route === href)));
      expect(marked.length).toBe(Math.min(expected.length, all.length));
      expect(await layoutShift(page)).toBe(0);
      expect(errors).toEqual([]);
    });

    test('a doc page updated since the previous visit says so under its title, with the date', async ({
      page,
      errors,
    }) => {
      const route = `${locale.prefix}/docs/basis/inloggen`;
      const built = loadHtml(fileForRoute(route)!);
      const lastUpdated = Date.parse(built('time[itemprop="dateModified"]').attr('datetime')!);
      await visitedBefore(page, {previous: null, current: lastUpdated - 24 * 3600 * 1000});
      await page.goto(route);
      await hydrated(page);
      const note = page.locator('article header .whatsnew-updated');
      await expect(note).toContainText(updated[locale.code]!);
      await expect(note.locator('time')).toHaveAttribute('datetime', new Date(lastUpdated).toISOString());
      await expect(note.locator('time')).toHaveText(
        (await page.locator('.theme-last-updated time').textContent())!.trim(),
      );
      await expect(note).toBeVisible();
      expect(await layoutShift(page)).toBe(0);
      expect(errors).toEqual([]);
    });

    test('a doc page not updated since the previous visit shows no note', async ({page, errors}) => {
      const route = `${locale.prefix}/docs/basis/inloggen`;
      const lastUpdated = Date.parse(loadHtml(fileForRoute(route)!)('time[itemprop="dateModified"]').attr('datetime')!);
      // The current visit started a minute ago; the one before came after the update.
      await visitedBefore(page, {previous: lastUpdated + 60_000, current: Date.now() - 60_000});
      await page.goto(route);
      await settled(page);
      await expect(page.locator('.whatsnew-updated')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

for (const [name, setup] of [
  [
    'storage throwing',
    () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    },
  ],
  ['a damaged stored value', () => window.localStorage.setItem('ai-school-vorig-bezoek', '{not json')],
] as const) {
  test(`what's new with ${name}: pages work and show no mark`, async ({page}) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(setup);
    for (const route of ['/blog', '/docs/basis/inloggen', '/']) {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('main h1, main article').first()).toBeVisible();
      await settled(page);
      await expect(page.locator('.whatsnew-badge, .whatsnew-mark, .whatsnew-updated')).toHaveCount(0);
    }
    if (name === 'a damaged stored value') {
      // The damaged value was replaced by a fresh first visit.
      const saved = await page.evaluate(() => window.localStorage.getItem('ai-school-vorig-bezoek'));
      expect(JSON.parse(saved!).previous).toBeNull();
    }
    expect(pageErrors).toEqual([]);
  });
}
