#!/usr/bin/env node
// npm run check:content: the manual's content checks, without a build, each finding as
// `file:line: what is wrong — how to fix it` (the checks: scripts/lib/content-checks.mjs; their data:
// src/data/README.md). Exits 1 when there are findings.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {checkContent, formatFinding} from './lib/content-checks.mjs';

const usage = `Usage: npm run check:content [-- --summary] [-- --root <dir>]

Checks the manual's Markdown and data files without a build and prints each finding as
"file:line: what is wrong — how to fix it". Exits 0 when there is nothing to fix, 1 when there is.

  --summary     also print the number of findings per kind
  --json        print the findings and the counts of what was checked as JSON
  --root <dir>  check another copy of the repository (default: the current directory)
  --help        show this help`;

let options;
try {
  ({values: options} = parseArgs({
    options: {summary: {type: 'boolean'}, json: {type: 'boolean'}, root: {type: 'string'}, help: {type: 'boolean'}},
  }));
} catch (error) {
  console.error(`check:content: ${error.message.split('\n')[0]} (see --help)`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const started = performance.now();
const root = path.resolve(options.root ?? '.');
const {findings, filesRead, counts} = checkContent(root);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (options.json) {
  console.log(JSON.stringify({findings: findings.map((f) => ({...f, text: formatFinding(f)})), filesRead, counts}));
} else {
  for (const finding of findings) console.log(formatFinding(finding));
  if (options.summary && findings.length) {
    const perKind = new Map();
    for (const {kind} of findings) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    console.log(`\nper kind: ${[...perKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  }
  if (findings.length === 0) console.log(`check:content: ${filesRead} files, nothing to fix (${seconds} s).`);
  else {
    const files = new Set(findings.map((f) => f.file)).size;
    console.log(`check:content: ${findings.length} finding(s) in ${files} file(s) of ${filesRead} (${seconds} s).`);
  }
}
// Not process.exit(): that could cut off the output written to a pipe.
process.exitCode = findings.length ? 1 : 0;
