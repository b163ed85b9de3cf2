import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';

// Every Dutch docs page, blog post and page has its en/fr/de translation, in the right language, of a
// sane length and not older than its Dutch source (scripts/check-translations.mjs prints the table).
test('translations are complete, in their language and up to date', () => {
  let output = '';
  let failed = false;
  try {
    output = execFileSync('node', ['scripts/check-translations.mjs'], {encoding: 'utf8', stdio: 'pipe'});
  } catch (error) {
    failed = true;
    const e = error as {stdout?: string; stderr?: string};
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  console.log(output);
  expect(failed, output).toBe(false);
  expect(output).toMatch(/^en\s+\|\s+\d+ \|\s+100 %/m);
});
