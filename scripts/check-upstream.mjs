#!/usr/bin/env node
// Compares the installed upstream files the site depends on (upstream/manifest.json) with the content hashes
// recorded there. A minor release usually changes a file's content, not its path: this names every watched
// file whose content changed or that is gone, and the manifest entry to re-read (what the site does there and
// what to re-check). Part of npm test (tests/upstream.build.spec.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseCommandLine, usageError} from './lib/cli.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const {values} = parseCommandLine({
  usage: `
Checks that every upstream file listed in upstream/manifest.json still has the content recorded there (sha256).
Exits 1 naming each changed or missing file and the manifest entry to re-read (see upstream/README.md).

Usage: npm run check:upstream [-- options]
       node scripts/check-upstream.mjs [options]

Options:
  --list             print the watched files, one path relative to node_modules/ a line, and exit
  --update           after a reviewed upgrade: record the installed files' hashes in the manifest
  --root <dir>       the node_modules folder to check (default: the project's node_modules)
  --manifest <file>  the manifest (default: upstream/manifest.json)
  -h, --help         show this help
`,
  options: {
    list: {type: 'boolean'},
    update: {type: 'boolean'},
    root: {type: 'string'},
    manifest: {type: 'string'},
  },
});

if (values.list && values.update) usageError('--list and --update do not go together');

const manifestFile = path.resolve(values.manifest ?? path.join(repo, 'upstream', 'manifest.json'));
const root = path.resolve(values.root ?? path.join(repo, 'node_modules'));
if (!fs.existsSync(manifestFile)) usageError(`no manifest at ${manifestFile}`);
if (!fs.existsSync(root)) usageError(`no folder ${root}`);

/** @type {{entries: {id: string, files: Record<string, string>, recheck: string}[]}} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** Every watched file → the ids of the entries that watch it, in manifest order. */
const watchers = new Map();
for (const entry of manifest.entries) {
  for (const file of Object.keys(entry.files)) watchers.set(file, [...(watchers.get(file) ?? []), entry.id]);
}

/** The sha256 of a file under the root, or null when it is missing. */
function hashOf(file) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return null;
  return crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
}

if (values.list) {
  for (const file of watchers.keys()) console.log(file);
  process.exit(0);
}

if (values.update) {
  const missing = [...watchers.keys()].filter((file) => hashOf(file) === null);
  if (missing.length > 0) {
    for (const file of missing) console.error(`missing: ${file} (${watchers.get(file).join(', ')})`);
    console.error('Nothing written: fix or remove the entries of the missing files first.');
    process.exit(1);
  }
  const changed = new Set();
  for (const entry of manifest.entries) {
    for (const file of Object.keys(entry.files)) {
      const hash = hashOf(file);
      if (entry.files[file] !== hash) changed.add(file);
      entry.files[file] = hash;
    }
  }
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${path.relative(process.cwd(), manifestFile)}: new hashes for ${changed.size} of ${watchers.size} files.`,
  );
  process.exit(0);
}

const problems = [];
for (const [file, ids] of watchers) {
  const hash = hashOf(file);
  const recorded = manifest.entries.filter((entry) => ids.includes(entry.id)).map((entry) => entry.files[file]);
  if (hash === null) problems.push({file, ids, what: 'missing'});
  else if (recorded.some((value) => value !== hash)) problems.push({file, ids, what: 'changed'});
}

if (problems.length === 0) {
  console.log(`All ${watchers.size} watched upstream files match upstream/manifest.json.`);
  process.exit(0);
}
for (const {file, ids, what} of problems) console.error(`${what}: ${file} (re-read: ${ids.join(', ')})`);
console.error('');
const toReread = [...new Set(problems.flatMap(({ids}) => ids))];
for (const id of toReread) {
  const entry = manifest.entries.find((candidate) => candidate.id === id);
  console.error(`${id}: ${entry.recheck}`);
}
console.error('');
console.error(
  `${problems.length} of ${watchers.size} watched upstream files differ from upstream/manifest.json. Re-check the ` +
    'entries above (upstream/README.md), then record the new hashes with npm run check:upstream -- --update.',
);
process.exit(1);
