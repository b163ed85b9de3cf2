// What the translation checks share (scripts/check-translations.mjs prints a coverage table,
// scripts/check-content.mjs reports each problem at its file): which Dutch sources have a translation
// where, the word-count ratio, the language, and whether a translation is older than its Dutch source by
// git history. A Dutch change marked "[nl-only]" in its commit message (a Dutch-only fix, such as a typo)
// does not count, and neither does any change when the translation's front matter says
// `translation_outdated: true`. A translation written at the same time as its Dutch source (on another
// branch) can say which Dutch commit it was compared with: `reviewed_against: <commit>`; then only Dutch
// changes after both count.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {franc} from 'franc-min';
import {countWords, listFiles, prose} from './files.mjs';
import {locales, translatedLocales} from '../../config/locales.mjs';

export const translationSources = [
  {kind: 'docs', dir: 'docs', target: (locale) => `i18n/${locale}/docusaurus-plugin-content-docs/current`},
  {kind: 'blog', dir: 'blog', target: (locale) => `i18n/${locale}/docusaurus-plugin-content-blog`},
  {kind: 'pages', dir: 'src/pages', target: (locale) => `i18n/${locale}/docusaurus-plugin-content-pages`},
];

/** The word-count range of a translation that is surely complete and not padded (see also §1.4.7). */
export const MIN_RATIO = 0.6;
export const MAX_RATIO = 1.7;

/** franc's code of each translated locale. */
export const francCodes = Object.fromEntries(
  locales.filter(({code}) => translatedLocales.includes(code)).map(({code, franc: language}) => [code, language]),
);

/** Every (Dutch source, translation) pair, paths relative to `root`, whether the translation exists or not. */
export function translationPairs(root) {
  const pairs = [];
  for (const locale of translatedLocales) {
    for (const {kind, dir, target} of translationSources) {
      for (const source of listFiles(path.join(root, dir), /\.mdx?$/, (name) => name.startsWith('_'))) {
        const rel = path.relative(path.join(root, dir), source);
        pairs.push({
          locale,
          kind,
          rel,
          name: `${locale}/${kind}/${rel}`,
          source: path.relative(root, source),
          translation: path.join(target(locale), rel),
        });
      }
    }
  }
  return pairs;
}

/** Whether a translation's words are in its language (short texts are not judged) and the detected code. */
export function languageOf(file, locale) {
  const text = prose(file);
  const detected = franc(text, {minLength: 50});
  return {ok: detected === francCodes[locale] || countWords(text) < 120, detected, expected: francCodes[locale]};
}

/** Words of the translation per word of its Dutch source. */
export const wordRatio = (translation, source) =>
  countWords(prose(translation)) / Math.max(1, countWords(prose(source)));

/** The marks in a translation's front matter that the age check reads. */
export function translationMarks(text) {
  return {
    outdated: /^translation_outdated:\s*true\s*$/m.test(text),
    reviewedAgainst: /^reviewed_against:\s*([0-9a-f]{7,40})\s*$/m.exec(text)?.[1],
  };
}

/**
 * The git history of `root`, read with a few git calls. `newerDutchChanges(source, translation, reviewed)`
 * lists the Dutch commits ("<sha> <subject>") after the translation's last commit (and after `reviewed`)
 * that change the words of the source and are not marked [nl-only].
 */
export function translationHistory(root, dirs = ['docs', 'blog', 'src/pages', 'i18n']) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch {
      return '';
    }
  };
  const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';
  const tracked = new Set(git('ls-files').split('\n'));
  // Every commit's parents, for "is an ancestor of".
  const parents = new Map();
  for (const row of git('rev-list', '--parents', 'HEAD').trim().split('\n').filter(Boolean)) {
    const [sha, ...rest] = row.split(' ');
    parents.set(sha, rest);
  }
  // The commits that touch the sources and translations, newest first, with the files and the message.
  const commits = [];
  const lastCommitOf = new Map();
  const log = git(
    'log',
    '--format=%x00%H%x01%h%x01%s%x01%B%x02',
    '--name-only',
    '--diff-merges=combined',
    'HEAD',
    '--',
    ...dirs,
  );
  for (const chunk of log.split('\0').slice(1)) {
    const [head, files = ''] = chunk.split('\x02');
    const [sha, short, subject, body] = head.split('\x01');
    const commit = {sha, short, subject, nlOnly: body.includes('[nl-only]'), files: files.trim().split('\n')};
    commits.push(commit);
    for (const file of commit.files) if (file && !lastCommitOf.has(file)) lastCommitOf.set(file, sha);
  }
  const ancestorsCache = new Map();
  const ancestors = (sha) => {
    let set = ancestorsCache.get(sha);
    if (!set) {
      set = new Set();
      const stack = [sha];
      while (stack.length) {
        const next = stack.pop();
        if (set.has(next)) continue;
        set.add(next);
        stack.push(...(parents.get(next) ?? []));
      }
      ancestorsCache.set(sha, set);
    }
    return set;
  };
  // Whether the words of a file changed between a commit and HEAD (white space and blank lines do not count).
  const wordsChanged = (sha, file) => {
    try {
      execFileSync('git', ['diff', '--quiet', '-w', '--ignore-blank-lines', sha, 'HEAD', '--', file], {
        cwd: root,
        stdio: 'ignore',
      });
      return false;
    } catch {
      return true;
    }
  };
  /** The full sha of a commit of HEAD's history that starts with `abbreviation`, or ''. */
  const resolve = (abbreviation) => [...parents.keys()].find((sha) => sha.startsWith(abbreviation)) ?? '';

  function newerDutchChanges(source, translation, reviewedAgainst) {
    if (shallow || !tracked.has(source) || !tracked.has(translation)) return [];
    const last = lastCommitOf.get(translation);
    if (!last) return [];
    const reviewed = reviewedAgainst ? resolve(reviewedAgainst) : '';
    if (reviewedAgainst && !reviewed) return [`reviewed_against ${reviewedAgainst} is not a commit of this repository`];
    const base = [last, reviewed].filter(Boolean);
    const newer = commits.filter(
      (c) => c.files.includes(source) && !c.nlOnly && base.every((sha) => !ancestors(sha).has(c.sha)),
    );
    if (newer.length === 0 || base.every((sha) => !wordsChanged(sha, source))) return [];
    return newer.map((c) => `${c.short} ${c.subject}`);
  }
  return {shallow, newerDutchChanges};
}

/** Whether a file exists below root. */
export const exists = (root, rel) => fs.existsSync(path.join(root, rel));
