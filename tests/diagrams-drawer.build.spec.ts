import {execFileSync} from 'node:child_process';
import http from 'node:http';
import {test, expect} from '@playwright/test';
import {chromium} from 'playwright-core';
import {drawingArgs, drawingPage, openDrawer} from '../plugins/diagrams';
import {chromiumArgs, chromiumPath} from '../scripts/chromium.mjs';

// The build-time drawing of diagrams cannot hang the build or reach the network (plugins/diagrams/index.ts).

/** The Chromium processes this test process started (children of this process). */
function ownChromiums(): number {
  const out = execFileSync('ps', ['-o', 'pid=,ppid=,comm=', '-A'], {encoding: 'utf8'});
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, comm]) => Number(ppid) === process.pid && /chrom/i.test(comm ?? '')).length;
}

test('the sandbox is switched off only as root', () => {
  const args = ['--no-sandbox', '--disable-gpu'];
  expect(drawingArgs(args, true)).toEqual(args);
  expect(drawingArgs(args, false)).toEqual(['--disable-gpu']);
});

test('a drawing that takes too long fails with a message, and the browser is closed when setup fails', async () => {
  test.setTimeout(120_000);
  const before = ownChromiums();
  // Too little time to load Mermaid: openDrawer fails, and leaves no browser behind.
  await expect(openDrawer(1, 1)).rejects.toThrow(/Loading Mermaid took longer than 1 ms/);
  expect(ownChromiums()).toBe(before);
  // Time to load, too little to draw: the drawing fails with a message instead of waiting for ever.
  const drawer = await openDrawer(1, 60_000);
  try {
    await expect(drawer.draw('flowchart LR\n  a --> b', 'hurried')).rejects.toThrow(
      /Drawing the diagram took longer than 1 ms/,
    );
  } finally {
    await drawer.close();
  }
  expect(ownChromiums()).toBe(before);
});

test('the drawing page cannot reach the network', async () => {
  test.setTimeout(60_000);
  let requests = 0;
  const server = http.createServer((_, res) => {
    requests += 1;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  const browser = await chromium.launch({executablePath: chromiumPath(), args: drawingArgs(chromiumArgs)});
  try {
    const page = await drawingPage(browser);
    const answer = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'fetched',
          () => 'blocked',
        ),
      `http://127.0.0.1:${port}/`,
    );
    await page.evaluate((url) => {
      const image = new Image();
      image.src = url;
      document.body.append(image);
      return new Promise((resolve) => {
        image.onload = image.onerror = resolve;
      });
    }, `http://127.0.0.1:${port}/image.png`);
    expect(answer).toBe('blocked');
    expect(requests).toBe(0);
  } finally {
    await browser.close();
    server.close();
  }
});
