#!/usr/bin/env node
// Turns the reports of tests/search-eval.build.spec.ts (test-results/search-eval/<set>/<locale>.json) into Markdown
// tables, one per set: locale × kind × half with hits@1, hits@3, MRR, section@1 and answer@1, plus a total per
// locale and half, and the held-out figures against the set's bars.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/cli.mjs';

const dir = path.join('test-results', 'search-eval');
const sets = ['first', 'answers', 'more'];
const locales = ['nl', 'en', 'fr', 'de'];
const kinds = ['natural', 'synonym', 'typo', 'compound', 'fact', 'mixed'];
const {values} = parseCommandLine({
  usage: `
Turns the reports of tests/search-eval.build.spec.ts (test-results/search-eval/<set>/<locale>.json) into Markdown
tables, one per set: locale × kind × half with hits@1, hits@3, MRR, section@1 and answer@1, plus a total per
locale and half, and the held-out figures against the set's bars.

Usage: node scripts/search-eval-report.mjs [--out file.md]   (npm run search:eval runs the spec, then this)

  --out FILE   write the table to FILE as well as printing it
`,
  options: {out: {type: 'string'}},
});
const out = values.out ?? null;

const bySet = sets
  .map((set) => ({
    set,
    reports: locales.flatMap((locale) => {
      const file = path.join(dir, set, `${locale}.json`);
      return fs.existsSync(file) ? [JSON.parse(fs.readFileSync(file, 'utf8'))] : [];
    }),
  }))
  .filter(({reports}) => reports.length);
if (!bySet.length) {
  console.error(`No reports in ${dir}: run "npm run search:eval" first.`);
  process.exit(1);
}

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
} catch {
  // not a git checkout
}

const pct = (value) => `${(value * 100).toFixed(1)} %`;
/** A share with its count: "80.0 % (4/5)"; a dash where no question has what is counted. */
const part = (value, n) => (n ? `${pct(value)} (${Math.round(value * n)}/${n})` : '–');
const cells = (s) => [
  String(s.n),
  pct(s.hits1),
  pct(s.hits3),
  s.mrr.toFixed(3),
  part(s.section1, s.sectionN),
  part(s.answer1, s.answerN),
];
const row = (values) => `| ${values.join(' | ')} |`;
const names = {hits1: 'hits@1', hits3: 'hits@3', section1: 'section@1', answer1: 'answer@1'};

const lines = [
  `Search evaluation: run ${bySet
    .flatMap(({reports}) => reports.map((r) => r.date))
    .sort()
    .at(-1)} at commit ${commit}. Hits@k: share of questions with an expected page among the first k results; ` +
    `MRR: mean of 1/rank of the first expected page among the 8 results (0 when absent); section@1: share of ` +
    `the questions with a named section whose first result is that section; answer@1: share of the questions with ` +
    `an answer sentence whose first result is an expected page and shows that sentence.`,
];
for (const {set, reports} of bySet) {
  lines.push(
    '',
    `### Set: ${set}`,
    '',
    row(['Locale', 'Kind', 'Half', 'n', 'hits@1', 'hits@3', 'MRR', 'section@1', 'answer@1']),
    row(['---', '---', '---', ...Array(6).fill('---:')]),
  );
  for (const report of reports)
    // The third set has a tuning half only.
    for (const half of ['tune', 'heldout'].filter((name) => report.halves[name])) {
      for (const kind of kinds) {
        const s = report.halves[half].kinds[kind];
        if (s.n) lines.push(row([report.locale, kind, half, ...cells(s)]));
      }
      lines.push(
        row([
          `**${report.locale}**`,
          '**all**',
          `**${half}**`,
          ...cells(report.halves[half].all).map((c) => `**${c}**`),
        ]),
      );
    }
  const keys = Object.keys(reports[0].bars ?? {});
  if (!keys.length) continue;
  lines.push(
    '',
    row(['Locale', ...keys.map((key) => `Held-out ${names[key]} (bar)`), 'Met']),
    row(['---', ...keys.map(() => '---:'), '---']),
  );
  for (const report of reports) {
    const held = report.halves.heldout.all;
    lines.push(
      row([
        report.locale,
        ...keys.map((key) => `${pct(held[key])} (${pct(report.bars[key])})`),
        keys.every((key) => held[key] >= report.bars[key]) ? 'yes' : 'no',
      ]),
    );
  }
}

const markdown = lines.join('\n') + '\n';
if (out) {
  fs.writeFileSync(out, markdown);
  console.log(`Wrote ${out}`);
} else {
  process.stdout.write(markdown);
}
