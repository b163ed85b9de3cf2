// The system Chromium that the tests, the video maker and the benchmark launch (no browser is downloaded).
// Most tests run in Chromium's headless shell instead, where it is installed (headlessShellPath).
import {existsSync} from 'node:fs';

/** Flags for a headless Chromium on a machine without network (see the developers' guide). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium binary: CHROMIUM_PATH, else the Debian or Ubuntu locations; throws how to get one if none. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((file) => file && existsSync(file));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one with `sudo apt-get install chromium` (Debian/Ubuntu), or point ' +
        'CHROMIUM_PATH at a Chromium or Chrome binary. `npx playwright install` is not needed.',
    );
  }
  return found;
}

/**
 * The browser most tests run in: Chromium's headless shell (Debian's `chromium-headless-shell`), the build that
 * Playwright itself uses for headless Chromium. The same engine without the browser around it: the Playwright
 * run of `npm test` took 21.7 minutes in it on 2 cores, 27.6 in the full browser (same machine and build). It
 * loads lazy images at once, wherever they are on the page, so tests of lazy loading run in the full browser
 * (the `@full-browser` tag in playwright.config.ts). CHROMIUM_HEADLESS_SHELL_PATH picks another shell;
 * CHROMIUM_PATH alone runs every test in that browser; without a shell, the full browser runs them all.
 */
export function headlessShellPath() {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (shell) {
    if (!existsSync(shell)) throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH is ${shell}, and there is no such file.`);
    return shell;
  }
  if (!process.env.CHROMIUM_PATH && existsSync('/usr/bin/chromium-headless-shell')) {
    return '/usr/bin/chromium-headless-shell';
  }
  return chromiumPath();
}
