import {test, expect} from '@playwright/test';
import {assertBuilt, fileForRoute, loadHtml, localeCodes, localePrefix} from './lib/site';
import {visitStorageKey} from '../src/utils/whatsNew';

// The what's-new storage key is the reader's own data in their browser: the privacy note names it in every
// language (the site's rule for every storage key).
test.beforeAll(assertBuilt);

test('the privacy note of every locale names the what-is-new storage key', () => {
  expect(visitStorageKey).toBe('ai-school-vorig-bezoek');
  for (const locale of localeCodes) {
    const file = fileForRoute(`${localePrefix(locale)}/privacy`);
    expect(file, locale).not.toBeNull();
    const $ = loadHtml(file!);
    const keys = $('main table code')
      .map((_, code) => $(code).text())
      .get();
    expect(keys, locale).toContain(visitStorageKey);
  }
});
