#!/usr/bin/env node
// Bundle analysis of the rspack client build: `npm run bench:bundle [-- --locale nl] [-- --page /docs/basis/inloggen]`.
// It builds one locale with source maps into a temporary folder, loads a page in Chromium to see which
// chunks it fetches on first load, and attributes every byte of those chunks to the package or source
// file it came from (raw and an estimate of its gzip share). It prints the largest contributors per chunk.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseCommandLine, usageError} from '../scripts/lib/cli.mjs';
import {localeCodes} from '../config/locales.mjs';
import {SourceMapConsumer} from 'source-map';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../scripts/chromium.mjs';

const usage = `
Attributes every byte of a page's first-load JavaScript to the package or source file it comes from
(one locale, built with source maps into a temporary folder).

Usage: npm run bench:bundle [-- options]

  --locale CODE   the locale to build (default nl)
  --page PATH     the page to load (default /docs/basis/inloggen)
  --top N         how many of the largest contributors to print per chunk (default 25)
`;
const {values: options} = parseCommandLine({
  usage,
  options: {
    locale: {type: 'string', default: 'nl'},
    page: {type: 'string', default: '/docs/basis/inloggen'},
    top: {type: 'string', default: '25'},
  },
});
const {locale, page: route} = options;
const top = Number(options.top);
if (!localeCodes.includes(locale)) usageError(`unknown locale "${locale}": use ${localeCodes.join(', ')}`);
if (!route.startsWith('/')) usageError(`--page takes a site path that starts with /, not "${route}"`);
if (!Number.isInteger(top) || top < 1) usageError(`--top takes a whole number, not "${options.top}"`);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
const port = 3295;

console.log(`Building locale ${locale} with source maps…`);
// A single-locale build is a site of its own: written to the out dir's root, with the base URL "/" (not /en/…),
// so its pages are served, and loaded, without the locale's prefix.
execFileSync('npx', ['docusaurus', 'build', '--locale', locale, '--out-dir', outDir], {
  stdio: 'ignore',
  env: {...process.env, BUNDLE_ANALYSIS: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
});

const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', outDir], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 800));
const scripts = [];
let status;
try {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  const page = await browser.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  status = (await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'}))?.status();
  await browser.close();
} finally {
  server.kill();
}
// A path the build does not have would measure the not-found page's scripts instead.
if (status !== 200) {
  fs.rmSync(outDir, {recursive: true, force: true});
  usageError(
    `--page ${route} is not a page of the ${locale} build (status ${status}): give its path without /${locale}`,
  );
}

const gzip = (text) => zlib.gzipSync(text, {level: 6}).length;
// Name a source by its package (node_modules/<pkg>) or, for the project's own files, by its path.
const owner = (source) => {
  // Generated files are named from `.docusaurus/` on, without the machine's path to the site.
  const clean = source
    .replace(/^webpack:\/\/\/?/, '')
    .replace(/^(\.\/)+/, '')
    .replace(/^(.*?\|).*?(\.docusaurus\/)/, '$1$2');
  const match = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?/);
  if (!match) return clean;
  const [, pkg, rest = ''] = match;
  // Split the big Docusaurus packages one level deeper, where the bytes are.
  if (/^@docusaurus\/(theme-classic|theme-common|core)$/.test(pkg)) {
    const part = rest.split('/').slice(1, 4).join('/');
    return `${pkg}/${part}`;
  }
  return pkg;
};

let total = 0;
let totalGzip = 0;
const unique = [...new Set(scripts)];
for (const script of unique) {
  const file = path.join(outDir, script);
  const code = fs.readFileSync(file, 'utf8');
  const chunkGzip = gzip(code);
  total += code.length;
  totalGzip += chunkGzip;
  console.log(`\n${script}: ${(code.length / 1024).toFixed(1)} KB raw, ${(chunkGzip / 1024).toFixed(1)} KB gzip`);
  if (!fs.existsSync(`${file}.map`)) continue;
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const lineStart = [];
  let offset = 0;
  for (const line of lines) {
    lineStart.push(offset);
    offset += line.length + 1;
  }
  const pieces = new Map();
  await SourceMapConsumer.with(map, null, (consumer) => {
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    for (let i = 0; i < mappings.length; i += 1) {
      const m = mappings[i];
      const start = lineStart[m.generatedLine - 1] + m.generatedColumn;
      const next = mappings[i + 1];
      const end = next ? lineStart[next.generatedLine - 1] + next.generatedColumn : code.length;
      const key = m.source ? owner(m.source) : '(runtime glue)';
      if (!pieces.has(key)) pieces.set(key, []);
      pieces.get(key).push(code.slice(start, end));
    }
  });
  const rows = [...pieces].map(([key, parts]) => {
    const text = parts.join('');
    return {key, raw: text.length, gzip: gzip(text)};
  });
  const gzipSum = rows.reduce((sum, row) => sum + row.gzip, 0);
  rows.sort((a, b) => b.raw - a.raw);
  for (const row of rows.slice(0, top))
    console.log(
      `  ${(row.raw / 1024).toFixed(1).padStart(7)} KB raw  ~${(((row.gzip / gzipSum) * chunkGzip) / 1024).toFixed(1).padStart(5)} KB gzip  ${row.key}`,
    );
}
console.log(
  `\nFirst-load JS of ${route} (${locale}): ${unique.length} scripts, ${(total / 1024).toFixed(1)} KB raw, ${(totalGzip / 1024).toFixed(1)} KB gzip`,
);
fs.rmSync(outDir, {recursive: true, force: true});
