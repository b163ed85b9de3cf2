import {test, expect} from '@playwright/test';
import {locales} from './fixtures';
import {assertBuilt, fileForRoute, loadHtml, localeCodes, localePrefix} from './lib/site';

// Dates are written as Intl.DateTimeFormat writes them for the locale's htmlLang (src/utils/formatDate.ts):
// en-GB's "27 Nov 2026", not the American order of the locale's name alone.
const htmlLang = Object.fromEntries(locales.map((locale) => [locale.code, locale.htmlLang]));
const written = (locale: string, month: 'short' | 'long', date: string) =>
  new Intl.DateTimeFormat(htmlLang[locale], {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(
    new Date(date),
  );

for (const locale of localeCodes) {
  test(`built pages in ${locale} show the last-updated and post dates in the locale's format`, () => {
    assertBuilt();
    const doc = loadHtml(fileForRoute(`${localePrefix(locale)}/docs/basis/inloggen`)!);
    const updated = doc('.theme-last-updated time');
    expect(updated).toHaveLength(1);
    expect(updated.text()).toBe(written(locale, 'short', updated.attr('datetime')!));

    const post = loadHtml(fileForRoute(`${localePrefix(locale)}/blog/2024/04/15/v3.1.3`)!);
    const posted = post('article header time').first();
    expect(posted.attr('datetime')).toMatch(/^2024-04-15/);
    expect(posted.text()).toBe(written(locale, 'long', posted.attr('datetime')!));
  });
}
