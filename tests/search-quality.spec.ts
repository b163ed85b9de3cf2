import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, locales, searchAnswered} from './fixtures';
import {translatedLocales} from '../config/locales.mjs';

// Result quality: for each locale, at least 90 % of the reader questions in tests/search-queries/<locale>.json
// have a page that answers them among the first 3 results of the real search dialog.
interface QueryCase {
  query: string;
  expect: string[];
}

for (const locale of locales) {
  test(`${locale.code}: at least 90 % of reader questions find a right page in the top 3`, async ({page}) => {
    test.setTimeout(180_000);
    const cases = JSON.parse(
      fs.readFileSync(path.join(__dirname, 'search-queries', `${locale.code}.json`), 'utf8'),
    ) as QueryCase[];
    expect(cases.length).toBeGreaterThanOrEqual(25);
    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    await page.locator('nav.navbar input[type="search"]').focus();
    const input = page.getByRole('dialog').getByRole('combobox');
    const misses: string[] = [];
    for (const {query, expect: pages} of cases) {
      await input.fill(query);
      await searchAnswered(page, query);
      const routes = await page
        .getByRole('dialog')
        .getByRole('option')
        .evaluateAll((elements) => elements.slice(0, 3).map((element) => (element as HTMLElement).dataset.route ?? ''));
      const found = routes.map((route) =>
        route
          .split('#')[0]
          .replace(new RegExp(`^/(${translatedLocales.join('|')})/`), '/')
          .replace(/^\/docs\//, ''),
      );
      if (!pages.some((expected) => found.includes(expected)))
        misses.push(`"${query}" → ${found.join(', ') || 'nothing'} (wanted ${pages.join(' or ')})`);
    }
    const hitRate = (cases.length - misses.length) / cases.length;
    console.log(`${locale.code}: ${(hitRate * 100).toFixed(1)} % of ${cases.length} questions answered in the top 3`);
    if (misses.length) console.log(`${locale.code} misses:\n  ${misses.join('\n  ')}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });
}
