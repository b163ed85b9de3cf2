import {test, expect} from '@playwright/test';
import {formatDate} from '../src/utils/formatDate';
import {locales} from './fixtures';
import {assertBuilt, fileForRoute, loadHtml, localeCodes, localePrefix} from './lib/site';

// Dates are formatted without Intl in the browser (src/utils/formatDate.ts); the text must stay what
// Intl.DateTimeFormat prints for the locale's htmlLang.
const htmlLang = Object.fromEntries(locales.map((locale) => [locale.code, locale.htmlLang]));

for (const locale of localeCodes) {
  test(`formatDate matches Intl.DateTimeFormat(${htmlLang[locale]}) for every month`, () => {
    for (const month of ['short', 'long'] as const) {
      const intl = new Intl.DateTimeFormat(htmlLang[locale], {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'});
      for (let index = 0; index < 12; index += 1) {
        for (const day of [1, 22]) {
          const date = Date.UTC(2026, index, day);
          expect(formatDate(date, locale, month), `${locale} ${month} ${index + 1}/${day}`).toBe(intl.format(date));
        }
      }
    }
  });

  test(`built pages in ${locale} show the last-updated and post dates in the locale's format`, () => {
    assertBuilt();
    const doc = loadHtml(fileForRoute(`${localePrefix(locale)}/docs/basis/inloggen`)!);
    const updated = doc('.theme-last-updated time');
    expect(updated).toHaveLength(1);
    expect(updated.text()).toBe(formatDate(updated.attr('datetime')!, locale, 'short'));

    const post = loadHtml(fileForRoute(`${localePrefix(locale)}/blog/2024/04/15/v3.1.3`)!);
    const posted = post('article header time').first();
    expect(posted.attr('datetime')).toMatch(/^2024-04-15/);
    expect(posted.text()).toBe(formatDate(posted.attr('datetime')!, locale, 'long'));
  });
}

test('a locale without month names falls back to Intl', () => {
  expect(formatDate('2026-03-05T00:00:00Z', 'es', 'long')).toBe(
    new Intl.DateTimeFormat('es', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
      Date.UTC(2026, 2, 5),
    ),
  );
});
