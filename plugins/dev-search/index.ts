import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Search while editing. The search index is made from the built pages (the search plugin's postBuild and
 * plugins/search-snippets/index.ts), which `docusaurus start` never writes. Under `docusaurus start` this plugin
 * builds the served locale once in the background into `.dev-search/<locale>/` (its own generated files,
 * through Docusaurus's DOCUSAURUS_GENERATED_FILES_DIR_NAME, and its own build folder, so the dev server's
 * `.docusaurus/` is not touched) and copies the search files into a static directory of the dev server,
 * where the search bar fetches them. A change to a page or a search word list starts the build again (one
 * at a time; changes made during a build start one more when it ends). It does nothing in other commands.
 */

/** True under `docusaurus start`, the only command that serves the site from memory. */
export const isDevServer = (): boolean => process.argv.slice(2)[0] === 'start';

/** The folder of the background build of a locale, in the site folder (ignored by git). */
const workDir = (locale: string): string => path.join('.dev-search', locale);

/** The static directory the dev server serves the search files from (made here, so that it exists). */
export function devSearchStaticDir(locale: string): string {
  const dir = path.join(workDir(locale), 'static');
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

/** The files of the built site that the search fetches. */
const searchFiles = (dir: string): string[] =>
  fs.readdirSync(dir).filter((file) => /^search-(index.*|snippets)\.json$/.test(file));

export function devSearchPlugin({siteDir, i18n}: LoadContext): Plugin {
  const locale = i18n.currentLocale;
  const staticDir = path.join(siteDir, devSearchStaticDir(locale));
  let running: ChildProcess | null = null;
  let again = false;

  function build(): void {
    if (running) {
      again = true;
      return;
    }
    const outDir = path.join(siteDir, workDir(locale), 'build');
    const started = Date.now();
    console.log(`[INFO] Search (${locale}): building the search index in the background…`);
    const docusaurus = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
    const child = spawn(process.execPath, [docusaurus, 'build', '--locale', locale, '--out-dir', outDir], {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The loaders of plugins/performance/index.ts find generated files by their `.docusaurus/` folder.
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join(workDir(locale), '.docusaurus'),
      },
    });
    running = child;
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('exit', (code) => {
      running = null;
      if (code === 0) {
        for (const file of searchFiles(outDir)) fs.copyFileSync(path.join(outDir, file), path.join(staticDir, file));
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`[INFO] Search (${locale}): the search finds the pages as they are now (${seconds} s).`);
      } else {
        console.warn(
          `[WARNING] Search (${locale}): the index could not be built; the search keeps the last one.\n${errors}`,
        );
      }
      if (again) {
        again = false;
        build();
      }
    });
  }

  process.once('exit', () => running?.kill());

  return {
    name: 'ai-school-dev-search',
    getPathsToWatch() {
      const translated = locale === 'nl' ? [] : [`i18n/${locale}/docusaurus-plugin-content-*/**/*.{md,mdx}`];
      return ['docs/**/*.{md,mdx}', 'src/data/search/*.json', ...translated].map((glob) => path.join(siteDir, glob));
    },
    // Called when the dev server starts and whenever a watched file changes.
    async loadContent() {
      build();
    },
  };
}
