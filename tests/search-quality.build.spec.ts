import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {assertBuilt, localeCodes} from './lib/site';
import {builtEngine, dialogResults} from './lib/builtSearch';
import {resultKey} from './lib/searchEval';

// Result quality: for each locale, at least 90 % of the reader questions in tests/search-queries/<locale>.json
// have a page that answers them among the first 3 results the search dialog lists, answered by the site's engine
// on the built index as the dialog's worker answers them (tests/lib/builtSearch.ts; tests/search-eval.spec.ts
// checks in the real dialog that it lists the same).
interface QueryCase {
  query: string;
  expect: string[];
}

test.beforeAll(assertBuilt);

for (const locale of localeCodes) {
  test(`${locale}: at least 90 % of reader questions find a right page in the top 3`, () => {
    const cases = JSON.parse(
      fs.readFileSync(path.join(__dirname, 'search-queries', `${locale}.json`), 'utf8'),
    ) as QueryCase[];
    expect(cases.length).toBeGreaterThanOrEqual(25);
    const engine = builtEngine(locale);
    const misses: string[] = [];
    for (const {query, expect: pages} of cases) {
      const found = dialogResults(engine, query)
        .slice(0, 3)
        .map((result) => resultKey(result.route).doc ?? result.route);
      if (!pages.some((expected) => found.includes(expected)))
        misses.push(`"${query}" → ${found.join(', ') || 'nothing'} (wanted ${pages.join(' or ')})`);
    }
    const hitRate = (cases.length - misses.length) / cases.length;
    console.log(`${locale}: ${(hitRate * 100).toFixed(1)} % of ${cases.length} questions answered in the top 3`);
    if (misses.length) console.log(`${locale} misses:\n  ${misses.join('\n  ')}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });
}
