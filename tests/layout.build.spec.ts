import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';

// The layout the README describes is the tree, and the rules that keep it readable hold.

const root = path.join(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Every source file under a folder (relative to the repository). */
function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(file))
    .map((file) => path.join(folder, file));
}

/** The modules a file imports at run time (type-only imports left out). */
function runtimeImports(file: string): string[] {
  const source = read(file);
  return [
    ...source.matchAll(/^\s*(import(?!\s+type\b)[^'"]*?from\s*|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/gm),
  ].map((match) => match[2]);
}

/** Where an import of `file` points inside the repository ('' for a package). */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(root, path.dirname(file), specifier));
  return '';
}

test('every folder the README layout names exists, and every folder of the tree is named there', () => {
  const block = read('README.md').split('## Layout')[1].split('```text')[1].split('```')[0];
  const named = [...block.matchAll(/^(\s*)([\w.<>-]+\/)(?:[\w/<>.-]*)/gm)].map((match) => ({
    indent: match[1].length,
    dir: match[2],
  }));
  // Indented names are inside the last unindented one (plugins/ then performance/, …); a line can name two,
  // each followed by two spaces or more ("chapter-print/   …   start-pages/   …").
  const listed = new Set<string>();
  let parent = '';
  for (const line of block.split('\n')) {
    const match = /^(\s*)([\w.<>-]+\/)/.exec(line);
    if (!match) continue;
    if (match[1].length === 0) {
      parent = match[2];
      listed.add(parent);
    } else if (match[1].length <= 2) {
      for (const other of line.matchAll(/(?:^|\s{2,})([\w-]+\/)(?=\s{2,})/g)) listed.add(parent + other[1]);
    }
  }
  expect(named.length).toBeGreaterThan(10);
  for (const dir of listed) {
    if (dir.includes('<')) continue;
    expect(fs.existsSync(path.join(root, dir)), `README names ${dir}, which does not exist`).toBe(true);
  }
  const inBlock = (dir: string) => block.includes(dir);
  // The folders of the committed tree (not what a build or an install leaves behind).
  const tracked = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n');
  const folderOf = (file: string, depth: number) => file.split('/').slice(0, depth).join('/') + '/';
  const folders = new Set([
    ...tracked.filter((file) => /^[^./][^/]*\//.test(file)).map((file) => folderOf(file, 1)),
    ...tracked.filter((file) => /^(plugins|src)\/[^/]+\//.test(file)).map((file) => folderOf(file, 2)),
  ]);
  for (const dir of folders)
    expect(inBlock(dir.replace(/^plugins\//, '')) || inBlock(dir), `${dir} is not in the README's layout section`).toBe(
      true,
    );
});

test('browser code imports no plugin and no config module at run time; config/ holds values only', () => {
  const problems: string[] = [];
  for (const file of sources('src')) {
    for (const specifier of runtimeImports(file)) {
      const to = target(file, specifier);
      if (/^(config|plugins|scripts)\//.test(to)) problems.push(`${file} imports ${specifier}`);
    }
  }
  for (const file of sources('config')) {
    const source = read(file);
    if (/\bPlugin\b/.test(source.replace(/\/\*[\s\S]*?\*\//g, ''))) problems.push(`${file} defines a plugin`);
    for (const specifier of runtimeImports(file)) {
      const to = target(file, specifier);
      if (/^(plugins|scripts|src)\//.test(to)) problems.push(`${file} imports ${specifier}`);
    }
  }
  for (const file of sources('plugins')) {
    const own = file.split(path.sep)[1];
    for (const specifier of runtimeImports(file)) {
      const to = target(file, specifier);
      const other = /^plugins\/([^/]+)\//.exec(to)?.[1];
      if (other && other !== own && other !== 'lib') problems.push(`${file} imports another plugin: ${specifier}`);
    }
  }
  expect(problems).toEqual([]);
});
