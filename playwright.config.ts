import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath, headlessShellPath} from './scripts/chromium.mjs';

/**
 * Browser tests run against the production build (`npm run build`), served locally by scripts/serve.mjs
 * (the same clean-URL, redirect and 404 rules as deploy/nginx.conf).
 * Browser: the system Chromium (no browser is downloaded): its headless shell where installed, the build Playwright
 * itself runs headless tests in (scripts/chromium.mjs), and the full browser for the tests tagged `@full-browser`,
 * which check behaviour the shell does not have (it loads lazy images at once, wherever they are on the page).
 * Set CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH to use another binary.
 */
const FULL_BROWSER = /@full-browser/;

const port = Number(process.env.PORT ?? 3210);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a flaky test is fixed, not retried until it passes.
  retries: 0,
  // Two workers for the 2-core machine CI runs on: the run is CPU-bound (the crawl's axe passes above all). Three
  // workers were slower there: the whole run 928 s against 906, a crawl shard 57 s against 31.
  workers: 2,
  reporter: [['list'], ['./tests/reporters/summary.ts']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: headlessShellPath(),
      args: chromiumArgs,
    },
  },
  // Workers take tests in the order of the projects, then of the files. The README test (a fresh copy's npm ci
  // and two development servers, the longest test by far) is a project of its own, listed first, so that it
  // starts at once and runs beside the others instead of after them at the end of the run.
  projects: [
    {name: 'readme', use: {...devices['Desktop Chrome']}, testMatch: /readme\.spec\.ts/},
    {name: 'build', testMatch: /.*\.build\.spec\.ts/},
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome']},
      testIgnore: [/.*\.build\.spec\.ts/, /readme\.spec\.ts/],
      grepInvert: FULL_BROWSER,
    },
    {
      name: 'full-browser',
      use: {...devices['Desktop Chrome'], launchOptions: {executablePath: chromiumPath(), args: chromiumArgs}},
      testIgnore: [/.*\.build\.spec\.ts/, /readme\.spec\.ts/],
      grep: FULL_BROWSER,
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs --port ${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
