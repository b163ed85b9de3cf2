// The system Chromium that the tests, the video maker and the benchmark launch (no browser is downloaded).
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
