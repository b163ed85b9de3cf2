import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run against the production build (`npm run build`), served locally by `docusaurus serve`.
 * Browser: the system Chromium (no browser is downloaded). Set CHROMIUM_PATH to use another binary.
 */
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const executablePath = candidates.find((file): file is string => !!file && existsSync(file));
if (!executablePath) {
  throw new Error(
    'No Chromium found for the browser tests. Install one with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. `npx playwright install` is not needed.',
  );
}

const port = Number(process.env.PORT ?? 3210);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['./tests/reporters/summary.ts']]
    : [['list'], ['./tests/reporters/summary.ts']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {name: 'build', testMatch: /.*\.build\.spec\.ts/},
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: /.*\.build\.spec\.ts/},
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
