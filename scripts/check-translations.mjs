#!/usr/bin/env node
// Translation check: for en, fr and de, every Dutch docs page and blog post has its translation; each
// translation is detected as its own language (franc-min) and has a word count within a sane ratio of
// the Dutch page; and no translation is older than its Dutch source by git history, unless the Dutch
// change was marked "[nl-only]" in its commit message (a Dutch-only fix, such as a typo) or the
// translation's front matter says `translation_outdated: true` (or `reviewed_against: <commit>`, see below). Prints a per-locale coverage table.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {franc} from 'franc-min';
import {countWords as words, listFiles, prose} from './lib/files.mjs';
import {locales, translatedLocales} from '../config/locales.mjs';

const root = process.cwd();
const targets = Object.fromEntries(
  locales.filter(({code}) => translatedLocales.includes(code)).map(({code, franc: language}) => [code, language]),
);
const sources = [
  {kind: 'docs', dir: 'docs', target: (locale) => `i18n/${locale}/docusaurus-plugin-content-docs/current`},
  {kind: 'blog', dir: 'blog', target: (locale) => `i18n/${locale}/docusaurus-plugin-content-blog`},
  {kind: 'pages', dir: 'src/pages', target: (locale) => `i18n/${locale}/docusaurus-plugin-content-pages`},
];
const MIN_RATIO = 0.6;
const MAX_RATIO = 1.7;

const git = (...args) => {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return '';
  }
};
const shallow = git('rev-parse', '--is-shallow-repository') === 'true';
const tracked = new Set(git('ls-files').split('\n'));

/**
 * Dutch commits after the translation's last commit that are not marked [nl-only]. A translation written at
 * the same time as its Dutch source (on another branch) can say which Dutch commit it was compared with
 * afterwards: `reviewed_against: <commit>` in its front matter. Then only Dutch changes after both count.
 */
function newerDutchChanges(source, translation, reviewedAgainst) {
  if (!tracked.has(source) || !tracked.has(translation)) return [];
  const last = git('log', '-1', '--format=%H', '--', translation);
  if (!last) return [];
  const reviewed = reviewedAgainst ? git('rev-parse', '--verify', '--quiet', `${reviewedAgainst}^{commit}`) : '';
  if (reviewedAgainst && !reviewed) return [`reviewed_against ${reviewedAgainst} is not a commit of this repository`];
  const base = [last, reviewed].filter(Boolean);
  // Only a change in the words counts: white space and blank lines do not make a translation stale.
  if (base.every((commit) => !git('diff', '-w', '--ignore-blank-lines', commit, 'HEAD', '--', source))) return [];
  const commits = git('log', '--format=%h', 'HEAD', ...base.map((commit) => `^${commit}`), '--', source);
  return commits
    ? commits
        .split('\n')
        .filter((sha) => !git('log', '-1', '--format=%B', sha).includes('[nl-only]'))
        .map((sha) => `${sha} ${git('log', '-1', '--format=%s', sha)}`)
    : [];
}

const problems = [];
const table = [];
for (const [locale, language] of Object.entries(targets)) {
  const row = {locale, total: 0, translated: 0, language: 0, ratio: 0, current: 0};
  for (const {kind, dir, target} of sources) {
    for (const source of listFiles(path.join(root, dir), /\.mdx?$/, (name) => name.startsWith('_'))) {
      const rel = path.relative(path.join(root, dir), source);
      const translation = path.join(root, target(locale), rel);
      const name = `${locale}/${kind}/${rel}`;
      row.total += 1;
      if (!fs.existsSync(translation)) {
        problems.push(`${name}: missing (translate ${path.relative(root, source)})`);
        continue;
      }
      row.translated += 1;
      const text = prose(translation);
      const detected = franc(text, {minLength: 50});
      if (detected === language || words(text) < 120) row.language += 1;
      else problems.push(`${name}: detected as "${detected}", expected "${language}"`);
      const ratio = words(text) / Math.max(1, words(prose(source)));
      if (ratio >= MIN_RATIO && ratio <= MAX_RATIO) row.ratio += 1;
      else problems.push(`${name}: ${(ratio * 100).toFixed(0)} % of the Dutch word count`);
      const translated = fs.readFileSync(translation, 'utf8');
      const marked = /^translation_outdated:\s*true\s*$/m.test(translated);
      const reviewedAgainst = /^reviewed_against:\s*([0-9a-f]{7,40})\s*$/m.exec(translated)?.[1];
      const newer =
        shallow || marked
          ? []
          : newerDutchChanges(path.relative(root, source), path.relative(root, translation), reviewedAgainst);
      if (newer.length === 0) row.current += 1;
      else
        problems.push(
          `${name}: the Dutch source changed after the translation (${newer.join('; ')}); update it or mark it translation_outdated: true`,
        );
    }
  }
  table.push(row);
}

const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(0)} %`.padStart(6);
console.log('locale | files | translated | right language | sane length | up to date');
for (const r of table) {
  console.log(
    `${r.locale.padEnd(6)} | ${String(r.total).padStart(5)} | ${pct(r.translated, r.total)}     | ${pct(r.language, r.total)}         | ${pct(r.ratio, r.total)}      | ${pct(r.current, r.total)}`,
  );
}
if (shallow) console.log('(shallow clone: the git-history age check was skipped)');
if (problems.length) {
  console.error(`\n${problems.length} translation problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nAll translations present, in the right language, of sane length and up to date.');
