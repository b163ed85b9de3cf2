#!/usr/bin/env node
// Prints the article word count of every Dutch docs page and the total (what a reader reads: front matter,
// code blocks, Mermaid, MDX imports and tags are not counted). Pages under 300 words are marked.
// Usage: npm run content:stats [-- --locale en]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const locale = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : 'nl';
const root = locale === 'nl' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const MIN = 300;

const walk = (dir) =>
  fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });

function words(file) {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|:-]+/g, ' ');
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) || []).length;
}

const rows = walk(root)
  .map((file) => ({page: path.relative(root, file).replace(/\.mdx?$/, ''), words: words(file)}))
  .sort((a, b) => a.page.localeCompare(b.page));
const width = Math.max(...rows.map((r) => r.page.length));
for (const r of rows)
  console.log(`${r.page.padEnd(width)}  ${String(r.words).padStart(5)}${r.words < MIN ? '  < 300' : ''}`);
const total = rows.reduce((n, r) => n + r.words, 0);
console.log(
  `${'-'.repeat(width + 7)}\n${`${rows.length} pages`.padEnd(width)}  ${String(total).padStart(5)} words (${locale})`,
);
