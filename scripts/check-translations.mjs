#!/usr/bin/env node
// Translation check: for en, fr and de, every Dutch docs page and blog post has its translation; each
// translation is detected as its own language (franc-min) and has a word count within a sane ratio of
// the Dutch page; and no translation is older than its Dutch source by git history (the rules are in
// scripts/lib/translations.mjs, which `npm run check:content` shares). Prints a per-locale coverage table.
import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_RATIO,
  MIN_RATIO,
  languageOf,
  translationHistory,
  translationMarks,
  translationPairs,
  wordRatio,
} from './lib/translations.mjs';
import {translatedLocales} from '../config/locales.mjs';
import {parseCommandLine} from './lib/cli.mjs';

parseCommandLine({
  usage: `
Checks the translations: every Dutch docs page, release note and page has its en, fr and de translation, in
the right language, of a sane length, and not older than its Dutch source by git history (a Dutch commit
marked [nl-only], or translation_outdated: true or reviewed_against: <commit> in the translation's front
matter, says otherwise). Prints a coverage table per locale and one line per problem; exits 1 on a problem.

Usage: npm run check:translations
`,
});

const root = process.cwd();
const history = translationHistory(root);

const problems = [];
const rows = Object.fromEntries(
  translatedLocales.map((locale) => [locale, {locale, total: 0, translated: 0, language: 0, ratio: 0, current: 0}]),
);
for (const {locale, name, source, translation} of translationPairs(root)) {
  const row = rows[locale];
  row.total += 1;
  const file = path.join(root, translation);
  if (!fs.existsSync(file)) {
    problems.push(`${name}: missing (translate ${source})`);
    continue;
  }
  row.translated += 1;
  const language = languageOf(file, locale);
  if (language.ok) row.language += 1;
  else problems.push(`${name}: detected as "${language.detected}", expected "${language.expected}"`);
  const ratio = wordRatio(file, path.join(root, source));
  if (ratio >= MIN_RATIO && ratio <= MAX_RATIO) row.ratio += 1;
  else problems.push(`${name}: ${(ratio * 100).toFixed(0)} % of the Dutch word count`);
  const marks = translationMarks(fs.readFileSync(file, 'utf8'));
  const newer = marks.outdated ? [] : history.newerDutchChanges(source, translation, marks.reviewedAgainst);
  if (newer.length === 0) row.current += 1;
  else
    problems.push(
      `${name}: the Dutch source changed after the translation (${newer.join('; ')}); update it or mark it translation_outdated: true`,
    );
}

const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(0)} %`.padStart(6);
console.log('locale | files | translated | right language | sane length | up to date');
for (const r of Object.values(rows)) {
  console.log(
    `${r.locale.padEnd(6)} | ${String(r.total).padStart(5)} | ${pct(r.translated, r.total)}     | ${pct(r.language, r.total)}         | ${pct(r.ratio, r.total)}      | ${pct(r.current, r.total)}`,
  );
}
if (history.shallow) console.log('(shallow clone: the git-history age check was skipped)');
if (problems.length) {
  console.error(`\n${problems.length} translation problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nAll translations present, in the right language, of sane length and up to date.');
