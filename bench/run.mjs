#!/usr/bin/env node
// Performance benchmark of the manual: `npm run bench`. It builds the site from clean, serves it, and
// prints one table: build time; first-load bytes and requests of four page types; Lighthouse mobile
// scores (median of 3 runs); search index size and keystroke-to-results time per locale; and a
// pass/fail line per budget. The same figures go to bench/results/<date>.json and latest.json.
// Options: --skip-build (measure the existing build/), --runs N (Lighthouse runs, default 3), and while
// working on one thing --locales nl,en and --pages doc,post (a subset; budgets are then only indicative).
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath} from '../scripts/chromium.mjs';
import {localeCodes, localePrefix} from '../config/locales.mjs';
import {parseArgs} from 'node:util';

const root = process.cwd();
const {values: options} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    locales: {type: 'string'},
    pages: {type: 'string'},
  },
});
const skipBuild = options['skip-build'];
const runs = Number(options.runs) || 3;
const port = 3290;
const origin = `http://127.0.0.1:${port}`;
const chromePath = chromiumPath();
const chromeFlags = ['--headless=new', ...chromiumArgs];
const listOption = (name) => options[name.replace(/^--/, '')]?.split(',') ?? null;
const allLocales = localeCodes.map((code) => [code, localePrefix(code)]);
const allPages = {home: '/', doc: '/docs/basis/inloggen', post: '/blog/2024/04/15/v3.1.3', roadmap: '/roadmap-school'};
const locales = allLocales.filter(([code]) => !listOption('--locales') || listOption('--locales').includes(code));
const pages = Object.fromEntries(
  Object.entries(allPages).filter(([name]) => !listOption('--pages') || listOption('--pages').includes(name)),
);
const partial = locales.length < allLocales.length || Object.keys(pages).length < Object.keys(allPages).length;
const budgets = {
  lighthousePerformance: 95,
  lighthouseNext: 98,
  lighthouseOther: 100,
  docJsGzipKB: 170,
  docJsNextKB: 150,
  cssGzipKB: 25,
  searchIndexGzipKB: 150,
  keystrokeMs: 30,
  buildSeconds: 90,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const kb = (bytes) => bytes / 1024;
const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 6}).length;

// 1. Clean build of all four locales.
let buildSeconds = null;
if (!skipBuild) {
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const start = process.hrtime.bigint();
  execFileSync('npx', ['docusaurus', 'build'], {stdio: 'ignore'});
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
}

const server = spawn('node', ['scripts/serve.mjs', '--port', String(port)], {stdio: 'ignore'});
await serverReady(`http://127.0.0.1:${port}/`);

/** Waits until the server answers (at most 30 s), instead of a fixed pause that a slow machine outlasts. */
async function serverReady(url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The site server at ${url} did not answer within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  // 2. First-load bytes and requests (desktop Chromium, no cache): everything requested until the network is idle.
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.slice(1)});
  const firstLoad = {};
  for (const [name, route] of Object.entries(pages)) {
    const page = await browser.newPage();
    const types = {js: [0, 0], css: [0, 0], html: [0, 0], font: [0, 0], image: [0, 0], other: [0, 0]};
    let requests = 0;
    let thirdParty = 0;
    let searchRequests = 0;
    const pending = [];
    // The search worker is the only Web Worker of the site: it must not start before search is used.
    page.on('worker', () => {
      searchRequests += 1;
    });
    page.on('response', (response) => {
      requests += 1;
      const url = response.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) thirdParty += 1;
      if (url.includes('search-index')) searchRequests += 1;
      pending.push(
        response
          .body()
          .then((body) => {
            const type = response.request().resourceType();
            const key =
              type === 'script'
                ? 'js'
                : type === 'stylesheet'
                  ? 'css'
                  : type === 'document'
                    ? 'html'
                    : type === 'font'
                      ? 'font'
                      : type === 'image'
                        ? 'image'
                        : 'other';
            types[key][0] += body.length;
            types[key][1] += key === 'image' || key === 'font' ? body.length : gzipSize(body);
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    await Promise.all(pending);
    firstLoad[name] = {
      requests,
      thirdParty,
      searchRequests,
      ...Object.fromEntries(
        Object.entries(types).map(([k, [raw, gz]]) => [k, {rawKB: +kb(raw).toFixed(1), gzipKB: +kb(gz).toFixed(1)}]),
      ),
    };
    await page.close();
  }

  // 3. Search: index size and median keystroke-to-results time per locale.
  const search = {};
  for (const [locale, prefix] of locales) {
    const index = fs.readFileSync(path.join(root, 'build', prefix, 'search-index.json'));
    const page = await browser.newPage();
    await page.goto(`${origin}${prefix}/docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.locator('nav.navbar input[type="search"]').focus();
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill('school');
    await page.locator('[data-status="done"][data-query="school"]').waitFor();
    const times = [];
    for (const query of [
      'inloggen',
      'leerling',
      'assistent',
      'privacy',
      'model',
      'lesgroep',
      'thema',
      'chat',
      'domein',
      'cursus',
      'toets',
      'export',
    ]) {
      await input.fill('');
      await page.locator('[data-status="idle"]').waitFor();
      times.push(
        await page.evaluate(
          (q) =>
            new Promise((resolve) => {
              const field = document.querySelector('dialog input');
              const start = performance.now();
              const observer = new MutationObserver(() => {
                if (document.querySelector(`[data-status="done"][data-query="${q}"]`)) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - start));
                }
              });
              observer.observe(document.querySelector('dialog'), {subtree: true, attributes: true, childList: true});
              const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
              setter.call(field, q);
              field.dispatchEvent(new Event('input', {bubbles: true}));
            }),
          query,
        ),
      );
    }
    search[locale] = {
      indexRawKB: +kb(index.length).toFixed(1),
      indexGzipKB: +kb(gzipSize(index)).toFixed(1),
      // The section texts that results quote, fetched with the index on first use (config/searchSnippets.ts).
      snippetsGzipKB: +kb(gzipSize(fs.readFileSync(path.join(root, 'build', prefix, 'search-snippets.json')))).toFixed(
        1,
      ),
      keystrokeMedianMs: +median(times).toFixed(1),
    };
    await page.close();
  }
  await browser.close();

  // 4. Lighthouse mobile (its default: emulated phone, simulated slow 4G), median of N runs per page type and locale.
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
  const lighthouseScores = {};
  for (const [locale, prefix] of locales) {
    for (const [name, route] of Object.entries(pages)) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const {lhr} = await lighthouse(`${origin}${prefix}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        samples.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
          // 1 when met or not applicable: every image has width and height; images below the fold are lazy.
          imagesSized: lhr.audits['unsized-images']?.score ?? 1,
          offscreenImagesDeferred: lhr.audits['offscreen-images']?.score ?? 1,
        });
      }
      lighthouseScores[`${locale} ${name}`] = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
      );
    }
  }
  await chrome.kill();

  // 5. Report.
  const results = {
    date: new Date().toISOString(),
    buildSeconds,
    firstLoad,
    lighthouse: lighthouseScores,
    search,
    budgets,
    partial,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  const json = JSON.stringify(results, null, 2);
  fs.writeFileSync(path.join(root, 'bench/results', `${results.date.replace(/[:.]/g, '-')}.json`), json);
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), json);

  const rows = [];
  rows.push(`Clean build, 4 locales: ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(1)} s`}`);
  rows.push(
    '\nFirst load (no cache)  | requests | JS raw/gzip KB | CSS raw/gzip KB | HTML raw/gzip KB | fonts KB | images KB',
  );
  for (const [name, f] of Object.entries(firstLoad)) {
    rows.push(
      `${name.padEnd(22)} | ${String(f.requests).padStart(8)} | ${f.js.rawKB}/${f.js.gzipKB} | ${f.css.rawKB}/${f.css.gzipKB} | ${f.html.rawKB}/${f.html.gzipKB} | ${f.font.rawKB} | ${f.image.rawKB}`,
    );
  }
  rows.push('\nLighthouse mobile (median) | perf | a11y | best | seo | LCP ms | TBT ms | CLS');
  for (const [name, s] of Object.entries(lighthouseScores)) {
    rows.push(
      `${name.padEnd(26)} | ${String(s.performance).padStart(4)} | ${String(s.accessibility).padStart(4)} | ${String(s.bestPractices).padStart(4)} | ${String(s.seo).padStart(3)} | ${String(s.lcpMs).padStart(6)} | ${String(s.tbtMs).padStart(6)} | ${s.cls}`,
    );
  }
  rows.push('\nSearch | index raw KB | index gzip KB | snippets gzip KB | keystroke → results median ms');
  for (const [locale, s] of Object.entries(search))
    rows.push(
      `${locale.padEnd(6)} | ${String(s.indexRawKB).padStart(11)} | ${String(s.indexGzipKB).padStart(13)} | ${String(s.snippetsGzipKB).padStart(16)} | ${s.keystrokeMedianMs}`,
    );

  const checks = [];
  const check = (ok, text) => checks.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  const scores = Object.values(lighthouseScores);
  const minPerf = Math.min(...scores.map((s) => s.performance));
  check(
    minPerf >= budgets.lighthousePerformance,
    `Lighthouse performance >= ${budgets.lighthousePerformance} on every page type and locale (lowest ${minPerf}; distance to ${budgets.lighthouseNext}: ${Math.max(0, budgets.lighthouseNext - minPerf)})`,
  );
  for (const key of ['accessibility', 'bestPractices', 'seo']) {
    const min = Math.min(...scores.map((s) => s[key]));
    check(min >= budgets.lighthouseOther, `Lighthouse ${key} = 100 everywhere (lowest ${min})`);
  }
  const maxCls = Math.max(...scores.map((s) => s.cls));
  check(maxCls === 0, `No layout shift: CLS 0 everywhere (highest ${maxCls})`);
  if (firstLoad.doc) {
    const docJs = firstLoad.doc.js.gzipKB;
    check(
      docJs <= budgets.docJsGzipKB,
      `First-load JS of a doc page <= ${budgets.docJsGzipKB} KB gzip (${docJs} KB; distance to ${budgets.docJsNextKB} KB: ${Math.max(0, docJs - budgets.docJsNextKB).toFixed(1)} KB)`,
    );
  }
  const thirdParty = Object.values(firstLoad).reduce((sum, f) => sum + f.thirdParty, 0);
  check(thirdParty === 0, `No third-party request on first load (${thirdParty})`);
  const searchOnLoad = Object.values(firstLoad).reduce((sum, f) => sum + f.searchRequests, 0);
  check(searchOnLoad === 0, `Search index and worker not loaded before search is used (${searchOnLoad} requests)`);
  const images = scores.every((s) => s.imagesSized === 1 && s.offscreenImagesDeferred === 1);
  check(images, 'Images have width and height, and those below the fold are lazy (Lighthouse)');
  const maxCss = Math.max(...Object.values(firstLoad).map((f) => f.css.gzipKB));
  check(maxCss <= budgets.cssGzipKB, `CSS <= ${budgets.cssGzipKB} KB gzip on every page type (${maxCss} KB)`);
  const maxIndex = Math.max(...Object.values(search).map((s) => s.indexGzipKB));
  check(
    maxIndex <= budgets.searchIndexGzipKB,
    `Search index <= ${budgets.searchIndexGzipKB} KB gzip per locale (largest ${maxIndex} KB)`,
  );
  const maxKeystroke = Math.max(...Object.values(search).map((s) => s.keystrokeMedianMs));
  check(
    maxKeystroke <= budgets.keystrokeMs,
    `Keystroke-to-results median <= ${budgets.keystrokeMs} ms in every locale (slowest ${maxKeystroke} ms)`,
  );
  if (buildSeconds !== null)
    check(
      buildSeconds <= budgets.buildSeconds,
      `Clean build of four locales <= ${budgets.buildSeconds} s (${buildSeconds.toFixed(1)} s)`,
    );
  const note = partial
    ? '\n(Partial run: --locales/--pages measured a subset, so the budgets above are indicative.)'
    : '';
  console.log(
    `${rows.join('\n')}\n\nBudgets\n${checks.join('\n')}${note}\n\nFigures written to bench/results/latest.json`,
  );
} finally {
  server.kill();
}
