#!/usr/bin/env node
// Regenerates the translation files of every locale (i18n/<locale>/*.json) from the code and config.
// `docusaurus write-translations` only adds new ids; `npm run lint` (scripts/check-i18n.mjs) reports
// ids that are missing, stale or left untranslated.
import {execFileSync} from 'node:child_process';
import {localeCodes} from '../config/locales.mjs';
import {parseCommandLine} from './lib/cli.mjs';

parseCommandLine({
  usage: `
Regenerates the UI translation files of every locale (i18n/<locale>/*.json) from the code and config; new ids
are added, then translate them (npm run lint reports untranslated ones).

Usage: npm run write-translations
`,
});

const locales = localeCodes;
for (const locale of locales) {
  console.log(`write-translations --locale ${locale}`);
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {stdio: 'inherit'});
}
