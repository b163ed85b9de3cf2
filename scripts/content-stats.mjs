#!/usr/bin/env node
// Prints the article word count of every Dutch docs page and the total (what a reader reads: front matter,
// code blocks, Mermaid, MDX imports and tags are not counted). Pages under 300 words are marked.
// Usage: npm run content:stats [-- --locale en]
import path from 'node:path';
import {parseCommandLine, usageError} from './lib/cli.mjs';
import {defaultLocale, localeCodes} from '../config/locales.mjs';
import {countWords, listFiles, prose} from './lib/files.mjs';

const usage = `
Prints the article word count of every docs page of a locale and the total; pages under 300 words are marked.

Usage: npm run content:stats [-- --locale en]

  --locale CODE   the locale to count (default ${defaultLocale}): ${localeCodes.join(', ')}
`;
const {values: options} = parseCommandLine({usage, options: {locale: {type: 'string', default: defaultLocale}}});
const locale = options.locale;
if (!localeCodes.includes(locale)) usageError(`unknown locale "${locale}": use ${localeCodes.join(', ')}`);
const root = locale === defaultLocale ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const MIN = 300;

const words = (file) => countWords(prose(file));

const rows = listFiles(root, /\.mdx?$/)
  .map((file) => ({page: path.relative(root, file).replace(/\.mdx?$/, ''), words: words(file)}))
  .sort((a, b) => a.page.localeCompare(b.page));
const width = Math.max(...rows.map((r) => r.page.length));
for (const r of rows)
  console.log(`${r.page.padEnd(width)}  ${String(r.words).padStart(5)}${r.words < MIN ? '  < 300' : ''}`);
const total = rows.reduce((n, r) => n + r.words, 0);
console.log(
  `${'-'.repeat(width + 7)}\n${`${rows.length} pages`.padEnd(width)}  ${String(total).padStart(5)} words (${locale})`,
);
