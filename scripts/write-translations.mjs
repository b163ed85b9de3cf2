#!/usr/bin/env node
// Regenerates the translation files of every locale (i18n/<locale>/*.json) from the code and config.
// `docusaurus write-translations` only adds new ids; `npm run lint` (scripts/check-i18n.mjs) reports
// ids that are missing, stale or left untranslated.
import {execFileSync} from 'node:child_process';
import {localeCodes} from '../config/locales.mjs';

const locales = localeCodes;
for (const locale of locales) {
  console.log(`write-translations --locale ${locale}`);
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {stdio: 'inherit'});
}
