#!/usr/bin/env node
// Checks the UI translation files (i18n/<locale>/**/*.json):
// - every locale has exactly the ids of the Dutch source (no missing, no stale ids);
// - no en/fr/de message is still the Dutch text, and no nl/fr/de message is still the English
//   default of the theme, unless the word really is the same in that language (scripts/i18n-same.json).
// Exits 1 with one line per problem, telling the editor what to fix.
import fs from 'node:fs';
import path from 'node:path';
import {translatedLocales} from '../config/locales.mjs';
import {parseCommandLine} from './lib/cli.mjs';

parseCommandLine({
  usage: `
Checks the UI translation files (i18n/<locale>/**/*.json): the same ids in every locale, and no message left
in Dutch or in the theme's English. Exits 1 with one line per problem. Part of npm run lint.

Usage: node scripts/check-i18n.mjs
`,
});

const root = process.cwd();
const source = 'nl';
const targets = translatedLocales;
const same = JSON.parse(fs.readFileSync(path.join(root, 'scripts/i18n-same.json'), 'utf8'));
const sameWords = new Set(same.words);

const baseDir = path.join(root, 'node_modules/@docusaurus/theme-translations/locales/base');
const english = {};
for (const file of fs.readdirSync(baseDir))
  Object.assign(english, JSON.parse(fs.readFileSync(path.join(baseDir, file), 'utf8')));

function jsonFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const messages = (data) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !key.endsWith('___DESCRIPTION'))
      .map(([key, value]) => [key, typeof value === 'string' ? value : value.message]),
  );
const isSame = (message) => sameWords.has(message) || /^[\s\p{P}\p{S}\d{}]*$/u.test(message.replace(/\{\w+\}/g, ''));

const problems = [];
const sourceDir = path.join(root, 'i18n', source);
for (const sourceFile of jsonFiles(sourceDir)) {
  const rel = path.relative(sourceDir, sourceFile);
  const nl = messages(read(sourceFile));
  if (rel === 'code.json') {
    for (const [key, message] of Object.entries(nl)) {
      if (english[key] !== undefined && english[key] === message && !isSame(message)) {
        problems.push(`i18n/nl/${rel}: "${key}" is still the English default "${message}"; write the Dutch text.`);
      }
    }
  }
  for (const locale of targets) {
    const file = path.join(root, 'i18n', locale, rel);
    if (!fs.existsSync(file)) {
      problems.push(`i18n/${locale}/${rel} is missing; run npm run write-translations and translate it.`);
      continue;
    }
    const translated = messages(read(file));
    for (const key of Object.keys(nl)) {
      if (!(key in translated))
        problems.push(`i18n/${locale}/${rel}: id "${key}" is missing; run npm run write-translations.`);
    }
    for (const [key, message] of Object.entries(translated)) {
      if (!(key in nl)) {
        problems.push(`i18n/${locale}/${rel}: id "${key}" no longer exists in the source; remove it.`);
        continue;
      }
      if (message === nl[key] && !isSame(message)) {
        problems.push(`i18n/${locale}/${rel}: "${key}" is still the Dutch text "${message}"; translate it.`);
      }
      if (locale !== 'en' && english[key] !== undefined && message === english[key] && !isSame(message)) {
        problems.push(`i18n/${locale}/${rel}: "${key}" is still the English default "${message}"; translate it.`);
      }
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} translation problem(s).`);
  process.exit(1);
}
console.log(`i18n: ${targets.length + 1} locales complete, no untranslated messages.`);
