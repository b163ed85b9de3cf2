#!/usr/bin/env node
// Performance benchmark of the manual: `npm run bench` (see bench/README.md). It builds the site from
// clean, and the same content as stock Docusaurus (bench/stock.config.ts) unless --no-baseline, serves
// both, and measures them in the same run, interleaved, so that each figure reads as project / stock and
// their ratio, which machine noise moves far less than the figures themselves:
// - first-load bytes and requests of each page type (home, doc, post, roadmap, start, print) per locale;
// - Lighthouse 12 mobile, median of N runs: scores, LCP, TBT, CLS, TTI, script transfer, and for the
//   project what the main-thread time is made of (bootup-time per script);
// - interactivity in a real page load on an emulated phone (slow 4G, CPU 4x): when the colour toggle and
//   the search box first respond; the first search (focus to first results, and to their quotes),
//   throttled and unthrottled;
// - per locale: search index size and keystroke-to-results time; the clean build time of four locales.
// It prints a table and a PASS/FAIL line per budget; figures go to bench/results/<date>.json and latest.json.
// Options: --skip-build (measure the existing build/ and build-stock/), --runs N (default 3),
// --no-baseline (project only, while working), --locales nl,en and --pages doc,post (a subset; the budgets
// are then indicative).
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath} from '../scripts/chromium.mjs';
import {localeCodes, localePrefix} from '../config/locales.mjs';
import {parseCommandLine, usageError} from '../scripts/lib/cli.mjs';
import {measureFirstSearch, measureInteraction} from './lib/interaction.mjs';

const root = process.cwd();
const usage = `
Measures the built site against stock Docusaurus with the same content, in the same run, and prints each
figure with a PASS/FAIL line per budget (bench/README.md explains every figure).

Usage: npm run bench [-- options]

  --skip-build     measure build/ and build-stock/ as they are (no clean build first)
  --no-baseline    measure the project only, without the stock build
  --runs N         Lighthouse runs per page (median; default 3)
  --locales LIST   comma-separated locales, e.g. nl,de (default: all)
  --pages LIST     comma-separated page types: home, doc, post, roadmap, start, print (default: all)
`;
const {values: options} = parseCommandLine({
  usage,
  options: {
    'skip-build': {type: 'boolean', default: false},
    'no-baseline': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    locales: {type: 'string'},
    pages: {type: 'string'},
  },
});
const skipBuild = options['skip-build'];
const baseline = !options['no-baseline'];
const runs = Number(options.runs) || 3;
const chromePath = chromiumPath();
const chromeFlags = ['--headless=new', ...chromiumArgs];
const listOption = (name) => options[name]?.split(',') ?? null;
const allLocales = localeCodes.map((code) => [code, localePrefix(code)]);
const allPages = {
  home: '/',
  doc: '/docs/basis/inloggen',
  post: '/blog/2025/10/30/v3.4.3',
  roadmap: '/roadmap-school',
  start: '/start/docent',
  print: '/afdrukken/basis-gebruik-van-de-applicatie',
};
/** The first search's query per locale: a word every locale's manual answers. */
const firstQuery = {nl: 'inloggen', en: 'sign in', fr: 'connexion', de: 'anmelden'};
for (const [name, known] of [
  ['locales', localeCodes],
  ['pages', Object.keys(allPages)],
]) {
  const unknown = listOption(name)?.filter((value) => !known.includes(value)) ?? [];
  if (unknown.length > 0) usageError(`unknown ${name} "${unknown.join(', ')}": use ${known.join(', ')}`);
}
if (!/^[1-9]\d*$/.test(options.runs)) usageError(`--runs takes a whole number of runs, not "${options.runs}"`);
const locales = allLocales.filter(([code]) => !listOption('locales') || listOption('locales').includes(code));
const pages = Object.fromEntries(
  Object.entries(allPages).filter(([name]) => !listOption('pages') || listOption('pages').includes(name)),
);
const partial = locales.length < allLocales.length || Object.keys(pages).length < Object.keys(allPages).length;
const sites = [
  {name: 'project', dir: 'build', port: 3290},
  ...(baseline ? [{name: 'stock', dir: 'build-stock', port: 3291}] : []),
].map((site) => ({...site, origin: `http://127.0.0.1:${site.port}`}));
const budgets = {
  lighthousePerformance: 98,
  lighthouseGoal: 100,
  lighthouseOther: 100,
  tbtMs: 100,
  lcpMs: 1200,
  jsGzipKB: 160,
  cssGzipKB: 25,
  searchIndexGzipKB: 100,
  keystrokeMs: 30,
  firstSearchThrottledMs: 1500,
  firstSearchMs: 300,
  buildSeconds: 90,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const kb = (bytes) => bytes / 1024;
/** What a page requests this long after its load event or later is deferred on purpose, not first load. */
const DEFERRED_AFTER_LOAD_MS = 1000;
const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 6}).length;

const ratio = (project, stock) =>
  stock === undefined || stock === null || !Number.isFinite(project / stock) ? '' : (project / stock).toFixed(2);
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

// The commit measured (taken before the build, so that a commit made during the run does not mislabel it).
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();

// 1. Clean build of the project (timed: all four locales) and of the stock baseline.
let buildSeconds = null;
if (!skipBuild) {
  const localeArgs = locales.length === 1 ? ['--locale', locales[0][0]] : [];
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  console.log('Building the project…');
  const start = process.hrtime.bigint();
  execFileSync('npx', ['docusaurus', 'build', ...localeArgs], {stdio: 'ignore'});
  if (!localeArgs.length) buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (baseline) {
    console.log('Building the stock baseline…');
    execFileSync(
      'npx',
      ['docusaurus', 'build', '--config', 'bench/stock.config.ts', '--out-dir', 'build-stock', ...localeArgs],
      {stdio: 'ignore'},
    );
  }
}
for (const site of sites) {
  if (!fs.existsSync(path.join(root, site.dir, 'index.html')))
    throw new Error(
      `${site.dir}/ has no site: run without --skip-build${site.name === 'stock' ? ' or with --no-baseline' : ''}.`,
    );
}

const servers = sites.map((site) =>
  spawn('node', ['scripts/serve.mjs', '--port', String(site.port), '--dir', site.dir], {stdio: 'ignore'}),
);

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

/**
 * First-load bytes by type and requests (desktop Chromium, no cache), until the network is idle. Bytes
 * count only for requests started before the load event plus DEFERRED_AFTER_LOAD_MS: what a page loads
 * on purpose a second or more after load (the image zoom, `src/clientModules/imageZoom.ts`) is not first
 * load. Without that cut-off the zoom chunk counted whenever the idle prefetch kept the network busy for
 * a second after load, and the same page measured up to 3 KB more from one run to the next.
 */
async function firstLoadOf(browser, url, origin) {
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
  const sizes = [];
  page.on('response', (response) => {
    requests += 1;
    const responseUrl = response.url();
    if (!responseUrl.startsWith(origin) && !responseUrl.startsWith('data:')) thirdParty += 1;
    if (responseUrl.includes('search-index')) searchRequests += 1;
    pending.push(
      response
        .body()
        .then((body) => {
          const type = response.request().resourceType();
          const key =
            {script: 'js', stylesheet: 'css', document: 'html', font: 'font', image: 'image'}[type] ?? 'other';
          const gzip = key === 'image' || key === 'font' ? body.length : gzipSize(body);
          sizes.push({url: responseUrl, key, raw: body.length, gzip});
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  // When each request started, in the page's own clock (the document's entry has start time 0).
  const {loadEnd, started} = await page.evaluate(() => ({
    loadEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
    started: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  }));
  await page.close();
  // The earliest start of each URL: a chunk of this page is often prefetched again later for a link.
  const startOf = new Map();
  for (const [name, start] of started) startOf.set(name, Math.min(start, startOf.get(name) ?? Infinity));
  const cutOff = loadEnd + DEFERRED_AFTER_LOAD_MS;
  for (const {url: responseUrl, key, raw, gzip} of sizes) {
    if ((startOf.get(responseUrl) ?? 0) >= cutOff) continue;
    types[key][0] += raw;
    types[key][1] += gzip;
  }
  return {
    requests,
    thirdParty,
    searchRequests,
    ...Object.fromEntries(
      Object.entries(types).map(([k, [raw, gz]]) => [k, {rawKB: +kb(raw).toFixed(1), gzipKB: +kb(gz).toFixed(1)}]),
    ),
  };
}

/** One Lighthouse mobile run (its default: emulated phone, simulated slow 4G, CPU 4x). */
async function lighthouseRun(port, url) {
  const {lhr} = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const bootup = Object.fromEntries(
    (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => [
      item.url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '.js'),
      Math.round(item.scripting),
    ]),
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    // The chapter print views are noindex on purpose (plugins/chapter-print/index.ts): SEO scored without that audit.
    seoIndexable: Math.round(scoreWithout(lhr.categories.seo, lhr.audits, 'is-crawlable') * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    ttiMs: Math.round(lhr.audits.interactive.numericValue),
    cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    jsTransferKB: +kb(scripts?.transferSize ?? 0).toFixed(1),
    // 1 when met or not applicable: every image has width and height; images below the fold are lazy.
    imagesSized: lhr.audits['unsized-images']?.score ?? 1,
    offscreenImagesDeferred: lhr.audits['offscreen-images']?.score ?? 1,
    bootup,
  };
}

/** A category's score as Lighthouse weighs it, leaving one audit out. */
function scoreWithout(category, audits, left) {
  let sum = 0;
  let weights = 0;
  for (const {id, weight} of category.auditRefs) {
    const score = audits[id]?.score;
    if (id === left || !weight || score === null || score === undefined) continue;
    sum += weight * score;
    weights += weight;
  }
  return weights ? sum / weights : 1;
}

const medianOf = (samples) =>
  Object.fromEntries(
    Object.keys(samples[0])
      .filter((key) => typeof samples[0][key] === 'number')
      .map((key) => [key, median(samples.map((s) => s[key]).filter((v) => v !== undefined))]),
  );

/** Measures every site `runs` times, the sites taking turns (project, stock, project, …); samples per site. */
async function interleaved(measure) {
  const samples = Object.fromEntries(sites.map((site) => [site.name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const site of sites) samples[site.name].push(await measure(site));
  }
  return samples;
}
const mediansPerSite = (samples) =>
  Object.fromEntries(Object.entries(samples).map(([siteName, list]) => [siteName, medianOf(list)]));

try {
  await Promise.all(sites.map((site) => serverReady(`${site.origin}/`)));
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.slice(1)});

  // 2. First-load bytes and requests of every page type in every locale, for each site.
  console.log('First-load bytes…');
  const firstLoad = {};
  for (const [locale, prefix] of locales) {
    for (const [name, route] of Object.entries(pages)) {
      for (const site of sites) {
        firstLoad[`${locale} ${name}`] ??= {};
        firstLoad[`${locale} ${name}`][site.name] = await firstLoadOf(
          browser,
          `${site.origin}${prefix}${route}`,
          site.origin,
        );
      }
    }
  }

  // 3. Search: index size and median keystroke-to-results time per locale (project).
  console.log('Search keystrokes…');
  const search = {};
  const origin = sites[0].origin;
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
      // The section texts that results quote, fetched with the index on first use (plugins/search-snippets/index.ts).
      snippetsGzipKB: +kb(gzipSize(fs.readFileSync(path.join(root, 'build', prefix, 'search-snippets.json')))).toFixed(
        1,
      ),
      keystrokeMedianMs: +median(times).toFixed(1),
    };
    await page.close();
  }

  // 4. Interactivity on an emulated phone (slow 4G, CPU 4x), project and stock interleaved: when the colour
  //    toggle and the search box first respond. Then per locale the first search on the doc page, on the
  //    phone and unthrottled. Each a median of N cold loads.
  console.log('Interactivity and the first search…');
  const interaction = {};
  const firstSearch = {};
  for (const [locale, prefix] of locales) {
    console.log(`  ${locale}`);
    for (const [name, route] of Object.entries(pages)) {
      interaction[`${locale} ${name}`] = mediansPerSite(
        await interleaved((site) => measureInteraction(browser, `${site.origin}${prefix}${route}`, {throttled: true})),
      );
    }
    const docUrl = (site) => `${site.origin}${prefix}${allPages.doc}`;
    firstSearch[locale] = mediansPerSite(
      await interleaved(async (site) => {
        const phone = await measureFirstSearch(browser, docUrl(site), {throttled: true, query: firstQuery[locale]});
        const plain = await measureFirstSearch(browser, docUrl(site), {throttled: false, query: firstQuery[locale]});
        return {throttledMs: phone.resultsMs, quotedThrottledMs: phone.quotedMs, ms: plain.resultsMs};
      }),
    );
  }
  await browser.close();

  // 5. Lighthouse mobile, median of N runs per page type and locale, project and stock interleaved.
  console.log('Lighthouse…');
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
  const lighthouseScores = {};
  const bootup = {};
  for (const [locale, prefix] of locales) {
    console.log(`  ${locale}`);
    for (const [name, route] of Object.entries(pages)) {
      const samples = await interleaved((site) => lighthouseRun(chrome.port, `${site.origin}${prefix}${route}`));
      lighthouseScores[`${locale} ${name}`] = mediansPerSite(samples);
      // What the project's main-thread script time is made of: per script, the mean over the runs.
      const scriptsSeen = new Set(samples.project.flatMap((s) => Object.keys(s.bootup)));
      bootup[`${locale} ${name}`] = Object.fromEntries(
        [...scriptsSeen]
          .map((script) => [script, Math.round(mean(samples.project.map((s) => s.bootup[script] ?? 0)))])
          .sort((a, b) => b[1] - a[1]),
      );
    }
  }
  await chrome.kill();

  // 6. Report.
  const results = {
    date: new Date().toISOString(),
    commit,
    buildSeconds,
    sites: sites.map((site) => site.name),
    firstLoad,
    lighthouse: lighthouseScores,
    bootup,
    interaction,
    firstSearch,
    search,
    budgets,
    partial,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  const json = JSON.stringify(results, null, 2);
  fs.writeFileSync(path.join(root, 'bench/results', `${results.date.replace(/[:.]/g, '-')}.json`), json);
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), json);
  console.log(formatReport(results));
} finally {
  for (const server of servers) server.kill();
}

/** A figure as project, or with the baseline as project/stock and their ratio. */
function pair(project, stock, width = 5) {
  const text = stock === undefined ? `${project}` : `${project}/${stock} ${ratio(project, stock)}`;
  return text.padStart(width);
}
function cell(entry, key, width) {
  return pair(entry.project?.[key], entry.stock?.[key], width);
}

function formatReport({
  buildSeconds: seconds,
  firstLoad: loads,
  lighthouse: scores,
  bootup: boot,
  interaction: inter,
  firstSearch: first,
  search: searchFigures,
}) {
  const stockNote = baseline ? 'project/stock ratio' : 'project only (--no-baseline)';
  const rows = [`Figures: ${stockNote}. Lower is better except perf.`];
  rows.push(`Clean build, 4 locales: ${seconds === null ? 'skipped' : `${seconds.toFixed(1)} s`}`);
  rows.push('\nFirst load, no cache | requests | JS gzip KB | CSS gzip KB | HTML gzip KB | images KB');
  for (const [name, entry] of Object.entries(loads)) {
    const size = (type, width) => pair(entry.project[type].gzipKB, entry.stock?.[type].gzipKB, width);
    rows.push(
      `${name.padEnd(20)} | ${cell(entry, 'requests', 8)} | ${size('js', 17)} | ${size('css', 15)} | ${size('html', 15)} | ${size('image', 15)}`,
    );
  }
  rows.push(
    '\nLighthouse mobile, median | perf | LCP ms | TBT ms | TTI ms | CLS | JS transfer KB | a11y/best/seo (project)',
  );
  for (const [name, entry] of Object.entries(scores)) {
    const p = entry.project;
    rows.push(
      `${name.padEnd(16)} | ${cell(entry, 'performance', 13)} | ${cell(entry, 'lcpMs', 16)} | ${cell(entry, 'tbtMs', 15)} | ${cell(entry, 'ttiMs', 16)} | ${cell(entry, 'cls', 13)} | ${cell(entry, 'jsTransferKB', 17)} | ${p.accessibility}/${p.bestPractices}/${p.seo}`,
    );
  }
  rows.push(
    '\nPhone emulation (slow 4G, CPU 4x), ms from navigation, median | colour toggle responds | search box responds',
  );
  for (const [name, entry] of Object.entries(inter)) {
    rows.push(`${name.padEnd(16)} | ${cell(entry, 'toggle', 22)} | ${cell(entry, 'searchBox', 22)}`);
  }
  rows.push('\nFirst search, focus to first results, median ms | slow 4G + CPU 4x | quoted, 4G | unthrottled');
  for (const [locale, entry] of Object.entries(first)) {
    rows.push(
      `${locale.padEnd(6)} | ${cell(entry, 'throttledMs', 18)} | ${cell(entry, 'quotedThrottledMs', 18)} | ${cell(entry, 'ms', 16)}`,
    );
  }
  rows.push('\nSearch | index raw KB | index gzip KB | snippets gzip KB | keystroke → results median ms');
  for (const [locale, s] of Object.entries(searchFigures))
    rows.push(
      `${locale.padEnd(6)} | ${String(s.indexRawKB).padStart(11)} | ${String(s.indexGzipKB).padStart(13)} | ${String(s.snippetsGzipKB).padStart(16)} | ${s.keystrokeMedianMs}`,
    );
  rows.push("\nWhere the project's script time goes (Lighthouse bootup-time, ms of scripting under CPU 4x, mean)");
  for (const [name, scripts] of Object.entries(boot)) {
    if (!/ (doc|post)$/.test(name)) continue;
    rows.push(
      `${name.padEnd(10)} ${Object.entries(scripts)
        .slice(0, 5)
        .map(([script, ms]) => `${script} ${ms}`)
        .join(' · ')}`,
    );
  }

  const checks = [];
  const check = (ok, text) => checks.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  const worst = (entries, key, pick = Math.max) => {
    const list = entries.map(([name, e]) => [name, e.project[key]]);
    const value = pick(...list.map(([, v]) => v));
    return [value, list.find(([, v]) => v === value)[0]];
  };
  const lh = Object.entries(scores);
  const [minPerf, minPerfAt] = worst(lh, 'performance', Math.min);
  check(
    minPerf >= budgets.lighthousePerformance,
    `Lighthouse performance >= ${budgets.lighthousePerformance} on every page type and locale (lowest ${minPerf}, ${minPerfAt}; goal ${budgets.lighthouseGoal})`,
  );
  const [maxTbt, maxTbtAt] = worst(lh, 'tbtMs');
  check(maxTbt <= budgets.tbtMs, `TBT <= ${budgets.tbtMs} ms everywhere (highest ${maxTbt} ms, ${maxTbtAt})`);
  const [maxLcp, maxLcpAt] = worst(lh, 'lcpMs');
  check(maxLcp <= budgets.lcpMs, `LCP <= ${budgets.lcpMs} ms everywhere (highest ${maxLcp} ms, ${maxLcpAt})`);
  const [maxCls, maxClsAt] = worst(lh, 'cls');
  check(maxCls === 0, `No layout shift: CLS 0 everywhere (highest ${maxCls}, ${maxClsAt})`);
  for (const key of ['accessibility', 'bestPractices']) {
    const [min, at] = worst(lh, key, Math.min);
    check(min >= budgets.lighthouseOther, `Lighthouse ${key} = 100 everywhere (lowest ${min}, ${at})`);
  }
  // SEO: the print views are noindex by design, so their score leaves the is-crawlable audit out.
  const seo = lh.map(([name, e]) => [name, / print$/.test(name) ? e.project.seoIndexable : e.project.seo]);
  const [seoAt, minSeo] = seo.reduce((a, b) => (b[1] < a[1] ? b : a));
  check(
    minSeo >= budgets.lighthouseOther,
    `Lighthouse SEO = 100 everywhere, the noindex print views without is-crawlable (lowest ${minSeo}, ${seoAt})`,
  );
  const jsPages = Object.entries(loads).filter(([name]) => / (doc|post)$/.test(name));
  if (jsPages.length) {
    const list = jsPages.map(([name, e]) => [name, e.project.js.gzipKB]);
    const [maxJsAt, maxJs] = list.reduce((a, b) => (b[1] > a[1] ? b : a));
    check(
      maxJs <= budgets.jsGzipKB,
      `First-load JS of doc pages and posts <= ${budgets.jsGzipKB} KB gzip in every locale (largest ${maxJs} KB, ${maxJsAt})`,
    );
  }
  if (baseline) {
    const slower = [];
    for (const [name, e] of lh)
      if (e.project.ttiMs > e.stock.ttiMs) slower.push(`${name} TTI ${e.project.ttiMs}/${e.stock.ttiMs}`);
    for (const [name, e] of Object.entries(inter)) {
      if (e.project.toggle > e.stock.toggle) slower.push(`${name} toggle ${e.project.toggle}/${e.stock.toggle}`);
      if (e.project.searchBox > e.stock.searchBox)
        slower.push(`${name} search box ${e.project.searchBox}/${e.stock.searchBox}`);
    }
    check(
      slower.length === 0,
      `Interactive no later than stock on every page type (TTI, colour toggle, search box)${slower.length ? `: later on ${slower.join('; ')}` : ''}`,
    );
  }
  const firstList = Object.entries(first);
  if (firstList.length) {
    const maxThrottled = Math.max(...firstList.map(([, e]) => e.project.throttledMs));
    const maxPlain = Math.max(...firstList.map(([, e]) => e.project.ms));
    check(
      maxThrottled <= budgets.firstSearchThrottledMs,
      `First search <= ${budgets.firstSearchThrottledMs} ms on slow 4G + CPU 4x in every locale (slowest ${maxThrottled} ms)`,
    );
    check(
      maxPlain <= budgets.firstSearchMs,
      `First search <= ${budgets.firstSearchMs} ms unthrottled in every locale (slowest ${maxPlain} ms)`,
    );
  }
  const allLoads = Object.values(loads).map((e) => e.project);
  const thirdParty = allLoads.reduce((sum, f) => sum + f.thirdParty, 0);
  check(thirdParty === 0, `No third-party request on first load (${thirdParty})`);
  const searchOnLoad = allLoads.reduce((sum, f) => sum + f.searchRequests, 0);
  check(searchOnLoad === 0, `Search index and worker not loaded before search is used (${searchOnLoad} requests)`);
  const images = lh.every(([, e]) => e.project.imagesSized === 1 && e.project.offscreenImagesDeferred === 1);
  check(images, 'Images have width and height, and those below the fold are lazy (Lighthouse)');
  const maxCss = Math.max(...allLoads.map((f) => f.css.gzipKB));
  check(maxCss <= budgets.cssGzipKB, `CSS <= ${budgets.cssGzipKB} KB gzip on every page type (${maxCss} KB)`);
  const maxIndex = Math.max(...Object.values(searchFigures).map((s) => s.indexGzipKB));
  check(
    maxIndex <= budgets.searchIndexGzipKB,
    `Search index <= ${budgets.searchIndexGzipKB} KB gzip per locale (largest ${maxIndex} KB)`,
  );
  const maxKeystroke = Math.max(...Object.values(searchFigures).map((s) => s.keystrokeMedianMs));
  check(
    maxKeystroke <= budgets.keystrokeMs,
    `Keystroke-to-results median <= ${budgets.keystrokeMs} ms in every locale (slowest ${maxKeystroke} ms)`,
  );
  if (seconds !== null)
    check(
      seconds <= budgets.buildSeconds,
      `Clean build of four locales <= ${budgets.buildSeconds} s (${seconds.toFixed(1)} s)`,
    );
  const note = partial
    ? '\n(Partial run: --locales/--pages measured a subset, so the budgets above are indicative.)'
    : '';
  return `${rows.join('\n')}\n\nBudgets\n${checks.join('\n')}${note}\n\nFigures written to bench/results/latest.json`;
}
