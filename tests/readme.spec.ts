import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, locales, type LocaleCase} from './fixtures';

// The README's command to run the site, run exactly as the README writes it, in a fresh copy of this
// checkout (the files git tracks or would add, without node_modules, .docusaurus or build/), as a newcomer
// runs it after cloning. The development server is then loaded in the browser: the home page and one docs
// page render in the served locale without a console error, and once the server's background search build
// is done (plugins/dev-search/index.ts), the search finds a page. Then the same for one other locale, with the
// locale option as the README's note writes it. The commands are read from the README, so a change there
// is what this test runs.

const readme = fs.readFileSync('README.md', 'utf8');

/** The shell block of "Two commands on a fresh machine". */
function commandsBlock(): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Two commands on a fresh machine'));
  const block = section?.match(/```bash\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md: no ```bash block under "## Two commands on a fresh machine".');
  return block;
}

/** The run command: the line under the comment that starts "# Install and run the site". */
function runCommand(): {command: string; comment: string} {
  const lines = commandsBlock().split('\n');
  const at = lines.findIndex((line) => line.startsWith('# Install and run the site'));
  if (at < 0 || !lines[at + 1]?.trim()) throw new Error('README.md: no line under "# Install and run the site".');
  return {command: lines[at + 1].trim(), comment: lines[at]};
}

/** The command for another locale, as the README's note on the run command writes it: `npm start -- --locale en`. */
function localeCommand(comment: string): {command: string; locale: LocaleCase} {
  const command = comment.match(/`(npm start -- --locale (\w+))`/);
  if (!command) throw new Error(`README.md: the run command's note names no locale command: ${comment}`);
  const locale = locales.find(({code}) => code === command[2]);
  if (!locale) throw new Error(`README.md: the note names an unknown locale "${command[2]}".`);
  return {command: command[1], locale};
}

const dutch = locales.find(({code}) => code === 'nl')!;

/** Title of a docs page in a locale, from its front matter. */
function docTitle(locale: LocaleCase, doc: string): string {
  const root = locale.code === 'nl' ? 'docs' : `i18n/${locale.code}/docusaurus-plugin-content-docs/current`;
  const title = fs.readFileSync(path.join(root, `${doc}.md`), 'utf8').match(/^title: (.+)$/m)?.[1];
  if (!title) throw new Error(`${root}/${doc}.md has no title.`);
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

/** A copy of the checkout as a fresh clone has it: the files git tracks, and new files it does not ignore. */
function freshCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-run-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    // Files only: a work tree whose node_modules is a link to another checkout's lists that link as untracked
    // (the ignore rule `node_modules/` matches a folder, not a link), and a clone has no node_modules at all.
    .filter((file) => file && fs.existsSync(file) && fs.statSync(file).isFile());
  for (const file of files) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
    fs.copyFileSync(file, path.join(dir, file));
  }
  // A clone is a git work tree: the build reads each page's last update from git.
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=readme test', '-c', 'user.email=readme-test@example.invalid', 'commit', '-qm', 'fresh copy');
  return dir;
}

/** True when something already listens on the port (the dev server would then ask for another one). */
const portInUse = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({port, host: 'localhost'}, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Runs a README command in the copy, in its own process group, collecting what it prints. */
function run(command: string, cwd: string): {child: ChildProcess; output: () => string} {
  let output = '';
  // npm takes the packages it already has from its cache without asking the registry whether they changed
  // (the lock file pins every version): the environment of a machine that installed them a minute ago, not
  // a change of the command.
  // PORT is the test run's own server's port (playwright.config.ts): `docusaurus start` reads it too, and
  // the README's command runs without it, on Docusaurus's default port.
  const env: NodeJS.ProcessEnv = {...process.env, BROWSER: 'none', npm_config_prefer_offline: 'true'};
  delete env.PORT;
  const child = spawn('bash', ['-c', command], {cwd, detached: true, env});
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {child, output: () => output};
}

/**
 * Stops the command's whole process group and waits until the development server has let go of its port. bash
 * exits on the signal at once, while the server it started is still closing: the next command, started then,
 * found the port taken (seen once in CI). After 10 s the group is killed; after 30 s the port is left as it is,
 * and the next command's check says it is taken.
 */
async function stop(child: ChildProcess, port: number): Promise<void> {
  const signal = (name: NodeJS.Signals): void => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group has no process left.
    }
  };
  signal('SIGTERM');
  const start = Date.now();
  let killed = false;
  while ((await portInUse(port)) && Date.now() - start < 30_000) {
    if (!killed && Date.now() - start > 10_000) {
      signal('SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the development server answers on its URL, or fails with what the command printed. */
async function waitForServer(server: ReturnType<typeof run>, url: string, timeout: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `The command stopped (exit ${server.child.exitCode}) before the site answered:\n${server.output()}`,
      );
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The site did not answer at ${url} within ${timeout / 1000} s:\n${server.output()}`);
}

/** Waits until the command has printed a line, or fails with what it printed. */
async function waitForOutput(server: ReturnType<typeof run>, text: string, timeout: number): Promise<void> {
  const start = Date.now();
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null)
      throw new Error(`The command stopped before it printed "${text}":\n${server.output()}`);
    if (Date.now() - start > timeout)
      throw new Error(`The command did not print "${text}" within ${timeout / 1000} s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test.describe('README: the command that runs the site', () => {
  test.describe.configure({mode: 'serial'});
  // npm ci in a fresh copy, then the development server's first compile: minutes on a busy 2-core machine.
  test.setTimeout(25 * 60_000);

  let copy = '';
  test.beforeAll(() => {
    copy = freshCopy();
  });
  test.afterAll(() => {
    if (copy) fs.rmSync(copy, {recursive: true, force: true});
  });

  const port = 3000; // Docusaurus's default: the README's command sets none.
  const origin = `http://localhost:${port}`;

  async function checkLocale(page: Page, command: string, locale: LocaleCase, search: boolean): Promise<void> {
    expect(await portInUse(port), `port ${port} is taken: the README's command would ask for another`).toBe(false);
    const server = run(command, copy);
    try {
      const home = `${origin}${locale.prefix}/`;
      await waitForServer(server, home, 12 * 60_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(home);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.getByRole('heading', {level: 1, name: locale.home})).toBeVisible();

      await page.goto(`${origin}${locale.prefix}/docs/intro`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.getByRole('heading', {level: 1, name: docTitle(locale, 'intro')})).toBeVisible();
      expect(errors, `console errors in the development server's pages:\n${errors.join('\n')}`).toEqual([]);

      if (!search) return;
      // Search while editing: once the server says its index is ready, the search finds a page of the locale.
      await waitForOutput(server, `Search (${locale.code}): the search finds the pages`, 12 * 60_000);
      await page.goto(`${origin}${locale.prefix}/docs/intro`);
      await page.locator('nav.navbar input[type="search"]').focus();
      const title = docTitle(locale, 'basis/inloggen');
      await page.getByRole('dialog').getByRole('combobox').fill(title);
      await expect(
        page
          .getByRole('dialog')
          .getByRole('option')
          .and(page.locator(`[href^="${locale.prefix}/docs/basis/inloggen"]`)),
      ).not.toHaveCount(0);
      expect(errors, `console errors while searching:\n${errors.join('\n')}`).toEqual([]);
    } finally {
      await stop(server.child, port);
    }
  }

  test('the run command serves the Dutch site', async ({page}) => {
    const {command} = runCommand();
    expect(command, 'the README runs the site with npm start').toMatch(/(^|&& )npm start$/);
    await checkLocale(page, command, dutch, true);
  });

  test("the run command with the README's locale option serves that locale", async ({page}) => {
    const {command, locale} = localeCommand(runCommand().comment);
    expect(locale.code).not.toBe('nl');
    // The search's background build is the same for every locale: it is checked in the Dutch run only.
    await checkLocale(page, command, locale, false);
  });
});
