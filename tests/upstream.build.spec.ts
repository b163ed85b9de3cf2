import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {moduleSwaps} from '../plugins/performance';
import {listFiles} from '../scripts/lib/files.mjs';

// The upstream manifest (upstream/manifest.json, upstream/README.md): every upstream file the site depends on
// is pinned by its content, and `npm run check:upstream` names the ones an upgrade changed. These tests run
// the check, prove that it fails on a one-byte change, keep the manifest complete (every swap, swizzle,
// loader, override and patch has its entry), and keep package.json declaring every package the code imports.

interface Entry {
  id: string;
  kind: string;
  module?: string;
  component?: string;
  files: Record<string, string>;
  site: string;
  why: string;
  recheck: string;
}

const repo = process.cwd();
const manifest = JSON.parse(fs.readFileSync('upstream/manifest.json', 'utf8')) as {entries: Entry[]};
const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
};

function checkUpstream(args: string[] = []) {
  const result = spawnSync(process.execPath, [path.join(repo, 'scripts/check-upstream.mjs'), ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

const scratchDirs: string[] = [];
test.afterAll(() => {
  for (const dir of scratchDirs) fs.rmSync(dir, {recursive: true, force: true});
});

/** A scratch node_modules with a copy of every watched file. */
function scratchRoot(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-upstream-'));
  scratchDirs.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join('node_modules', file), path.join(dir, file));
  }
  return dir;
}

/** Changes one byte of a file (the last one, to another character). */
function changeOneByte(file: string): void {
  const bytes = fs.readFileSync(file);
  bytes[bytes.length - 1] = bytes[bytes.length - 1] === 0x20 ? 0x21 : 0x20;
  fs.writeFileSync(file, bytes);
}

test('npm run check:upstream passes: every watched upstream file has the content the manifest records', () => {
  expect(packageJson.scripts['check:upstream']).toBe('node scripts/check-upstream.mjs');
  const result = checkUpstream();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('check:upstream --list prints each watched file once, relative to node_modules/', () => {
  const result = checkUpstream(['--list']);
  expect(result.status).toBe(0);
  const listed = result.stdout.trim().split('\n');
  const watched = [...new Set(manifest.entries.flatMap((entry) => Object.keys(entry.files)))];
  expect(listed.sort()).toEqual(watched.sort());
  expect(listed.filter((file) => !fs.existsSync(path.join('node_modules', file)))).toEqual([]);
});

test('check:upstream fails naming each file changed by one byte or missing, and the entries to re-read', () => {
  const listed = checkUpstream(['--list']).stdout.trim().split('\n');
  const root = scratchRoot(listed);
  expect(checkUpstream(['--root', root]).status).toBe(0);

  const changed = [listed[0], listed[Math.floor(listed.length / 2)], listed[listed.length - 1]];
  for (const file of changed) changeOneByte(path.join(root, file));
  const missing = listed[1];
  fs.rmSync(path.join(root, missing));

  const result = checkUpstream(['--root', root]);
  expect(result.status).toBe(1);
  const named = result.stderr
    .split('\n')
    .map((line) => /^(changed|missing): (\S+) \(re-read: ([^)]+)\)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, what, file, ids]) => ({what, file, ids: ids.split(', ')}));
  const watchers = (file: string) =>
    manifest.entries.filter((entry) => Object.keys(entry.files).includes(file)).map((entry) => entry.id);
  expect(named).toEqual(
    listed
      .filter((file) => changed.includes(file) || file === missing)
      .map((file) => ({what: file === missing ? 'missing' : 'changed', file, ids: watchers(file)})),
  );
  // Each entry to re-read is printed with what to re-check.
  for (const {ids} of named) {
    for (const id of ids) {
      const entry = manifest.entries.find((candidate) => candidate.id === id)!;
      expect(result.stderr).toContain(`${id}: ${entry.recheck}`);
    }
  }
});

test('check:upstream --update records the new hashes, after which the check passes', () => {
  const listed = checkUpstream(['--list']).stdout.trim().split('\n');
  const root = scratchRoot(listed);
  const copy = path.join(root, 'manifest.json');
  fs.copyFileSync('upstream/manifest.json', copy);
  changeOneByte(path.join(root, listed[0]));
  expect(checkUpstream(['--root', root, '--manifest', copy]).status).toBe(1);
  expect(checkUpstream(['--root', root, '--manifest', copy, '--update']).status).toBe(0);
  expect(checkUpstream(['--root', root, '--manifest', copy]).status).toBe(0);
  // A missing file is not written away.
  fs.rmSync(path.join(root, listed[0]));
  const refused = checkUpstream(['--root', root, '--manifest', copy, '--update']);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`missing: ${listed[0]}`);
});

test('every manifest entry is complete and has a unique id', () => {
  const kinds = ['module-swap', 'eject', 'wrap', 'internal-import', 'generated-file', 'template', 'patch'];
  const allKinds = [...kinds, 'behaviour', 'dependency', 'override', 'future-flag'];
  const problems: string[] = [];
  const ids = manifest.entries.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
  for (const entry of manifest.entries) {
    if (!allKinds.includes(entry.kind)) problems.push(`${entry.id}: unknown kind ${entry.kind}`);
    if (Object.keys(entry.files).length === 0) problems.push(`${entry.id}: no files`);
    for (const [file, hash] of Object.entries(entry.files)) {
      if (!/^[0-9a-f]{64}$/.test(hash)) problems.push(`${entry.id}: ${file} has no sha256`);
    }
    for (const field of ['site', 'why', 'recheck'] as const) {
      if (!entry[field]?.trim()) problems.push(`${entry.id}: no ${field}`);
    }
  }
  expect(problems).toEqual([]);
});

test('every module swap, swizzle that copies upstream, loader, override and patch has its manifest entry', () => {
  const entries = manifest.entries;
  const problems: string[] = [];
  for (const swap of moduleSwaps) {
    const entry = entries.find(({kind, module}) => kind === 'module-swap' && module === swap.upstream);
    if (!entry) problems.push(`module swap of ${swap.upstream}: no entry`);
    else if (!entry.site.includes(swap.replacement))
      problems.push(`${entry.id}: site does not name ${swap.replacement}`);
  }
  for (const entry of entries.filter(({kind}) => kind === 'module-swap')) {
    if (!moduleSwaps.some(({upstream}) => upstream === entry.module)) {
      problems.push(`${entry.id}: plugins/performance/index.ts has no such swap`);
    }
  }
  // The ejected and replaced components of src/theme/README.md's table (`| \`X\` | eject … |`).
  const readme = fs.readFileSync('src/theme/README.md', 'utf8');
  const copied = [...readme.matchAll(/^\| `([^`]+)` \| (eject|replace)\b/gm)].map((match) => match[1]);
  expect(copied.length).toBeGreaterThan(5);
  for (const component of copied) {
    if (!entries.some((entry) => entry.component === component)) problems.push(`src/theme/${component}: no entry`);
  }
  // Any component file in src/theme that stands in for an upstream theme component without importing it
  // (`@theme-original/…`) is a copy of it: eject or replacement.
  const themeDirs = [
    '@docusaurus/theme-classic/lib/theme',
    '@docusaurus/theme-mermaid/lib/theme',
    '@docusaurus/core/lib/client/theme-fallback',
    '@easyops-cn/docusaurus-search-local/dist/client/client/theme',
  ].map((dir) => path.join('node_modules', dir));
  for (const file of listFiles('src/theme', /\.tsx?$/)) {
    const component = path
      .relative('src/theme', file)
      .split(path.sep)
      .join('/')
      .replace(/(\/index)?\.tsx?$/, '');
    const upstream = themeDirs.some((dir) =>
      ['.js', '.jsx', '/index.js', '/index.jsx'].some((end) => fs.existsSync(path.join(dir, component + end))),
    );
    if (!upstream || fs.readFileSync(file, 'utf8').includes(`@theme-original/${component}'`)) continue;
    if (!entries.some((entry) => entry.kind === 'eject' && entry.component === component)) {
      problems.push(`src/theme/${component} copies upstream's component: no eject entry`);
    }
  }
  const sites = entries.map(({site}) => site).join('\n');
  for (const loader of fs.readdirSync('plugins/performance/loaders').filter((name) => name.endsWith('.cjs'))) {
    if (!sites.includes(`plugins/performance/loaders/${loader}`))
      problems.push(`plugins/performance/loaders/${loader}: no entry`);
  }
  for (const name of Object.keys(packageJson.overrides ?? {})) {
    if (!entries.some(({id}) => id === `override:${name}`)) problems.push(`override of ${name}: no entry`);
  }
  for (const patch of fs.readdirSync('patches').filter((name) => name.endsWith('.patch'))) {
    if (!entries.some(({kind, site}) => kind === 'patch' && site.includes(`patches/${patch}`))) {
      problems.push(`patches/${patch}: no entry`);
    }
  }
  if (!entries.some(({kind, site}) => kind === 'template' && site.includes('plugins/performance/ssrTemplate.ts'))) {
    problems.push('plugins/performance/ssrTemplate.ts: no entry');
  }
  if (!entries.some(({kind}) => kind === 'future-flag')) problems.push('future flags: no entry');
  expect(problems, 'touchpoints without a manifest entry (upstream/manifest.json)').toEqual([]);
});

/** Every package name the project's own code imports, requires or resolves, with one file that does. */
function importedPackages(): Map<string, string> {
  const files = [
    ...['src', 'config', 'plugins', 'scripts', 'tests', 'bench'].flatMap((dir) =>
      listFiles(dir, /\.(ts|tsx|mts|cts|js|mjs|cjs)$/),
    ),
    ...fs.readdirSync('.').filter((name) => /\.(ts|mjs|cjs|js)$/.test(name)),
  ];
  // `@docusaurus/Link`, `@docusaurus/router`, …: core's client API, which @docusaurus/core provides.
  const coreClient = new Set(
    fs
      .readdirSync('node_modules/@docusaurus/core/lib/client/exports')
      .map((name) => `@docusaurus/${name.replace(/\.(d\.ts|js)$/, '')}`),
  );
  const aliases = new Set<string>();
  for (const file of [...listFiles('config', /\.ts$/), ...listFiles('plugins', /\.ts$/)]) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/alias: \{'([^']+)'/g)) aliases.add(match[1]);
  }
  const local = /^(\.|\/|@site\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/)/;
  const found = new Map<string, string>();
  for (const file of files) {
    const code = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join('\n');
    const specifiers = [
      ...code.matchAll(/(?:\bfrom|\bimport|\brequire(?:\.resolve)?\(|\bimport\()\s*['"`]([^'"`$]+)/g),
    ].map((match) => match[1]);
    for (const specifier of specifiers) {
      if (local.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      // A string in a regular expression or a message, not a module name.
      if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[^\s,]*)?$/.test(specifier)) continue;
      if (coreClient.has(specifier) || aliases.has(specifier)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (!found.has(name)) found.set(name, file);
    }
  }
  return found;
}

test('package.json declares every package the code imports (src, config, plugins, scripts, tests, bench)', () => {
  const imported = importedPackages();
  // The scan finds what it must (one import of each form).
  for (const name of ['react', 'lunr', '@docusaurus/theme-common', 'mermaid', 'lunr-languages', '@playwright/test']) {
    expect(imported.has(name), `${name} found by the scan`).toBe(true);
  }
  const declared = new Set([...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.devDependencies)]);
  const undeclared = [...imported].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(undeclared, 'packages imported but not declared in package.json').toEqual([]);
  // Declared at exactly the installed version.
  const loose = [...imported.keys()]
    .filter((name) => declared.has(name))
    .map((name) => ({name, wanted: packageJson.dependencies[name] ?? packageJson.devDependencies[name]}))
    .filter(({name, wanted}) => {
      const installed = JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version;
      return wanted !== installed;
    })
    .map(({name, wanted}) => `${name}@${wanted}`);
  expect(loose, 'imported packages not pinned at the installed version').toEqual([]);
});
