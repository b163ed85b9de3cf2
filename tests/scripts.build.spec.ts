import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// The project's command-line scripts (no build, no browser): every script in scripts/ and bench/ answers
// --help with its usage and refuses an unknown option with one line and exit code 2, without a stack
// trace; the editor commands new:page and new:release write the Dutch file from the template and refuse
// bad input with a clear message.

const repo = process.cwd();

/** The scripts a person runs: files in scripts/ and bench/ that start with a `#!/usr/bin/env node` line. */
const commands = ['scripts', 'bench']
  .flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)))
  .filter((file) => /\.m?js$/.test(file) && fs.readFileSync(file, 'utf8').startsWith('#!/usr/bin/env node'));

function node(script: string, args: string[], cwd = repo) {
  const result = spawnSync(process.execPath, [path.join(repo, script), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

test('every command script is found', () => {
  expect(commands).toEqual(expect.arrayContaining(['scripts/new-page.mjs', 'scripts/serve.mjs', 'bench/run.mjs']));
});

for (const script of commands) {
  test(`${script} answers --help and refuses an unknown option in one line`, () => {
    const help = node(script, ['--help']);
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/Usage:/);

    const bad = node(script, ['--no-such-option']);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/--no-such-option.*\(see --help\)$/)]);
  });
}

const scratchDirs: string[] = [];
test.afterAll(() => {
  for (const dir of scratchDirs) fs.rmSync(dir, {recursive: true, force: true});
});

/** A scratch folder with copies of docs/ and blog/, where the editor commands write. */
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-commands-'));
  scratchDirs.push(dir);
  fs.cpSync('docs', path.join(dir, 'docs'), {recursive: true});
  fs.cpSync('blog', path.join(dir, 'blog'), {recursive: true});
  return dir;
}

/** The script exits 2 with one line matching `message`, and writes nothing into `folder` of a scratch copy. */
function expectRefused(script: string, args: string[], message: RegExp, folder: string): void {
  const dir = scratch();
  const before = fs.readdirSync(path.join(dir, folder)).sort();
  const result = node(script, args, dir);
  expect(result.status).toBe(2);
  expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
  expect(fs.readdirSync(path.join(dir, folder)).sort()).toEqual(before);
}

const frontMatter = (text: string): string => text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';

test.describe('new:page', () => {
  test('writes a draft page from the template after the chapter’s last page', () => {
    const dir = scratch();
    const positions = fs
      .readdirSync(path.join(dir, 'docs/basis'))
      .filter((file) => file.endsWith('.md'))
      .map((file) =>
        Number(fs.readFileSync(path.join(dir, 'docs/basis', file), 'utf8').match(/^sidebar_position: (\d+)/m)?.[1]),
      );
    const result = node('scripts/new-page.mjs', ['basis/sneltoetsen', '--title', 'Sneltoetsen gebruiken'], dir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('docs/basis/sneltoetsen.md');
    expect(result.stdout).toMatch(/check:content/);
    expect(result.stdout).toMatch(/i18n\/<en\|fr\|de>\/docusaurus-plugin-content-docs\/current\/basis\//);

    const page = fs.readFileSync(path.join(dir, 'docs/basis/sneltoetsen.md'), 'utf8');
    const fields = frontMatter(page);
    expect(fields).toContain('title: "Sneltoetsen gebruiken"');
    expect(fields).toContain('sidebar_label: "Sneltoetsen gebruiken"');
    expect(fields).toContain(`sidebar_position: ${Math.max(...positions) + 1}`);
    expect(fields).toMatch(/^description: /m);
    expect(fields).toMatch(/^keywords: /m);
    expect(fields).toContain('draft: true');
    // The page template of the content brief: audience line, sections, "Zie ook" last.
    expect(page).toContain('**Voor wie:**');
    expect(page.match(/^## .+$/gm)?.at(-1)).toBe('## Zie ook');
  });

  for (const [args, message] of [
    [['basis/thema'], /docs\/basis\/thema\.md already exists/],
    [['onbekend/pagina'], /unknown chapter "onbekend": use one of basis, /],
    [['basis/Hoofd Letters'], /is not a valid page name/],
    [['basis'], /is not <chapter>\/<name>/],
    [[], /give one page as <chapter>\/<name>/],
    [['basis/x', '--title'], /--title.*argument missing/],
  ] as const) {
    test(`refuses ${JSON.stringify(args)} with one line`, () =>
      expectRefused('scripts/new-page.mjs', [...args], message, 'docs/basis'));
  }
});

test.describe('new:release', () => {
  const newest = fs
    .readdirSync('blog')
    .map((file) => file.match(/-v(\d+)\.(\d+)\.(\d+)\.mdx?$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => match.slice(1, 4).map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
    .at(-1)!;
  const next = `${newest[0]}.${newest[1]}.${newest[2] + 1}`;

  test('writes a draft release note with front matter from the lists', () => {
    const dir = scratch();
    const result = node(
      'scripts/new-release.mjs',
      [
        next,
        '--date',
        '2026-07-01',
        '--theme',
        'zomerupdate',
        '--authors',
        'productteam,supportteam',
        '--tags',
        'nieuw,opgelost',
      ],
      dir,
    );
    expect(result.status, result.stderr).toBe(0);
    const file = path.join(dir, 'blog', `2026-07-01-v${next}.md`);
    const note = fs.readFileSync(file, 'utf8');
    const fields = frontMatter(note);
    expect(fields).toContain(`title: "Versie ${next}: zomerupdate"`);
    // 1 July is summer time in the Netherlands.
    expect(fields).toContain('date: 2026-07-01T10:00:00+02:00');
    expect(fields).toContain('authors: [productteam, supportteam]');
    expect(fields).toContain('tags: [nieuw, opgelost]');
    expect(fields).toContain('draft: true');
    expect(note).toContain('{/* truncate */}');
    expect(note.match(/^## .+$/gm)).toEqual(['## Nieuw', '## Verbeterd', '## Opgelost']);
    expect(result.stdout).toMatch(/docusaurus-plugin-content-blog/);
  });

  test('a winter date gets the winter offset', () => {
    const dir = scratch();
    expect(node('scripts/new-release.mjs', [next, '--date', '2026-12-01'], dir).status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'blog', `2026-12-01-v${next}.md`), 'utf8')).toContain(
      'date: 2026-12-01T10:00:00+01:00',
    );
  });

  const current = newest.join('.');
  for (const [args, message] of [
    [[current], new RegExp(`version ${current.replace(/\./g, '\\.')} already has a release note`)],
    [['1.0.0'], /is not newer than the newest release note/],
    [['3.5'], /"3\.5" is not a version: write it as X\.Y\.Z/],
    [[next, '--tags', 'onbekend'], /unknown tag "onbekend": use keys of blog\/tags\.yml/],
    [[next, '--authors', 'iemand'], /unknown author "iemand": use keys of blog\/authors\.yml/],
    [[next, '--date', '2026-02-30'], /"2026-02-30" is not a date/],
  ] as const) {
    test(`refuses ${JSON.stringify(args)} with one line`, () =>
      expectRefused('scripts/new-release.mjs', [...args], message, 'blog'));
  }
});

/** The browsers the tests would run in with these environment variables: [most tests, the @full-browser ones]. */
function testBrowsers(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./scripts/chromium.mjs'); console.log(JSON.stringify([m.headlessShellPath(), m.chromiumPath()]));",
    ],
    {cwd: repo, encoding: 'utf8', env: {...process.env, CHROMIUM_PATH: '', CHROMIUM_HEADLESS_SHELL_PATH: '', ...env}},
  );
  return {status: result.status, browsers: result.status === 0 ? JSON.parse(result.stdout) : [], stderr: result.stderr};
}

test('most tests run in the headless shell that CHROMIUM_HEADLESS_SHELL_PATH names, all in CHROMIUM_PATH when only it is set, and a shell path that is not a file stops with a message', () => {
  // Any existing file stands for a browser here: the choice is made by path, nothing is launched.
  const shell = path.join(repo, 'package.json');
  const full = path.join(repo, 'README.md');
  expect(testBrowsers({CHROMIUM_HEADLESS_SHELL_PATH: shell, CHROMIUM_PATH: full}).browsers).toEqual([shell, full]);
  expect(testBrowsers({CHROMIUM_PATH: full}).browsers).toEqual([full, full]);
  const missing = testBrowsers({CHROMIUM_HEADLESS_SHELL_PATH: path.join(os.tmpdir(), 'no-such-shell')});
  expect(missing.status).not.toBe(0);
  expect(missing.stderr).toContain('CHROMIUM_HEADLESS_SHELL_PATH is ');
  expect(missing.stderr).toContain('there is no such file');
});
