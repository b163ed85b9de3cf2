#!/usr/bin/env node
// Turns the reports of tests/search-eval.spec.ts (test-results/search-eval/<locale>.json) into one Markdown
// table: locale × kind × half with hits@1, hits@3 and MRR, plus a total per locale and half.
// Usage: node scripts/search-eval-report.mjs [--out file.md]   (npm run search:eval runs the spec, then this)
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/cli.mjs';

const dir = path.join('test-results', 'search-eval');
const locales = ['nl', 'en', 'fr', 'de'];
const kinds = ['natural', 'synonym', 'typo', 'compound', 'fact', 'mixed'];
const {values} = parseCommandLine({
  usage: `
Turns the reports of tests/search-eval.spec.ts (test-results/search-eval/<locale>.json) into one Markdown table:
locale × kind × half with hits@1, hits@3 and MRR, plus a total per locale and half.

Usage: node scripts/search-eval-report.mjs [--out file.md]   (npm run search:eval runs the spec, then this)

  --out FILE   write the table to FILE as well as printing it
`,
  options: {out: {type: 'string'}},
});
const out = values.out ?? null;

const reports = locales.flatMap((locale) => {
  const file = path.join(dir, `${locale}.json`);
  return fs.existsSync(file) ? [JSON.parse(fs.readFileSync(file, 'utf8'))] : [];
});
if (!reports.length) {
  console.error(`No reports in ${dir}: run "npx playwright test tests/search-eval.spec.ts --workers=1" first.`);
  process.exit(1);
}

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
} catch {
  // not a git checkout
}

const pct = (value) => `${(value * 100).toFixed(1)} %`;
const cells = (s) => [String(s.n), pct(s.hits1), pct(s.hits3), s.mrr.toFixed(3)];
const row = (values) => `| ${values.join(' | ')} |`;

const lines = [
  `Search evaluation: run ${reports
    .map((r) => r.date)
    .sort()
    .at(-1)} at commit ${commit}. Hits@k: share of questions with an expected page among the first k results; ` +
    `MRR: mean of 1/rank of the first expected page among the 8 results (0 when absent).`,
  '',
  row([
    'Locale',
    'Kind',
    'Tune n',
    'Tune hits@1',
    'Tune hits@3',
    'Tune MRR',
    'Held-out n',
    'Held-out hits@1',
    'Held-out hits@3',
    'Held-out MRR',
  ]),
  row(['---', '---', ...Array(8).fill('---:')]),
];
for (const report of reports) {
  for (const kind of kinds)
    lines.push(
      row([report.locale, kind, ...cells(report.halves.tune.kinds[kind]), ...cells(report.halves.heldout.kinds[kind])]),
    );
  lines.push(
    row([
      `**${report.locale}**`,
      '**all**',
      ...cells(report.halves.tune.all),
      ...cells(report.halves.heldout.all).map((cell) => `**${cell}**`),
    ]),
  );
}

lines.push(
  '',
  row([
    'Locale',
    'Questions',
    'All hits@1',
    'All hits@3',
    'All MRR',
    'Held-out hits@3',
    `Bar (held-out hits@3)`,
    'Met',
  ]),
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
);
for (const report of reports) {
  const held = report.halves.heldout.all.hits3;
  lines.push(
    row([
      report.locale,
      String(report.all.n),
      pct(report.all.hits1),
      pct(report.all.hits3),
      report.all.mrr.toFixed(3),
      pct(held),
      pct(report.bar.heldoutHits3),
      held >= report.bar.heldoutHits3 ? 'yes' : 'no',
    ]),
  );
}
const sections = reports.map((report) => {
  const {tune, heldout} = report.halves;
  return `${report.locale} ${tune.sections.top3 + heldout.sections.top3}/${tune.sections.n + heldout.sections.n}`;
});
lines.push(
  '',
  `Questions with a named section that found that section among the first 3 results: ${sections.join(', ')}.`,
);

const markdown = lines.join('\n') + '\n';
if (out) {
  fs.writeFileSync(out, markdown);
  console.log(`Wrote ${out}`);
} else {
  process.stdout.write(markdown);
}
