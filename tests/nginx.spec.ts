import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, hydrated, locales, renderDiagrams} from './fixtures';
import {MISSING_ROUTE, pageTypes} from './lib/pages';
import {buildDir} from './lib/site';

// The built site served by Debian's nginx with deploy/nginx.conf and its security headers: the smoke and
// privacy checks pass under the strict Content-Security-Policy.
const port = 3220;
const origin = `http://127.0.0.1:${port}`;
let nginx: ChildProcess | undefined;
let prefix: string;

test.describe.configure({mode: 'serial'});

test.beforeAll(() => {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!binary) throw new Error('nginx is not installed: run `sudo apt-get install nginx-light` (CI does).');
  execFileSync('node', ['scripts/deploy-headers.mjs', '--check'], {stdio: 'inherit'});
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const site = fs
    .readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${buildDir};`);
  fs.copyFileSync('deploy/security-headers.conf', path.join(prefix, 'security-headers.conf'));
  const mime = ['/etc/nginx/mime.types'].find((file) => fs.existsSync(file));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n` +
      `  ${mime ? `include ${mime};` : ''}\n  default_type application/octet-stream;\n` +
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;\n` +
      `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;\n${site}\n}\n`,
  );
  nginx = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {stdio: 'inherit'});
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

async function waitForNginx(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
}

test('nginx: headers, caching, compression, redirects and 404s', async () => {
  await waitForNginx();
  const home = await fetch(`${origin}/`, {headers: {'Accept-Encoding': 'gzip'}});
  expect(home.status).toBe(200);
  expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  expect(home.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(home.headers.get('cache-control')).toBe('no-cache');
  expect(home.headers.get('content-encoding')).toBe('gzip');
  const html = await home.text();
  // The page's scripts are listed for the loader that adds them after the first paint (config/ssrTemplate.ts).
  const asset = /data-scripts="?[^">]*?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)![1];
  const js = await fetch(`${origin}${asset}`);
  expect(js.headers.get('cache-control')).toContain('immutable');
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/en/index.html', '/en'],
    ['/blog/index.html', '/blog'],
  ]) {
    const response = await fetch(`${origin}${from}`, {redirect: 'manual'});
    expect(response.status, from).toBe(301);
    expect(new URL(response.headers.get('location')!, origin).pathname, from).toBe(to);
  }
  const missing = await fetch(`${origin}/fr/nexiste-pas`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Page introuvable');
});

for (const locale of locales) {
  test(`nginx: every page type in ${locale.code} works under the CSP, with no third-party request and no cookie`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await waitForNginx();
    const violations: string[] = [];
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    // The not-found page type answers 404 on purpose: only that document may be missing. Any other 404
    // (a script, a style, an image, an index) is an error.
    const expectedMissing = (url: string) => new URL(url).pathname.endsWith(MISSING_ROUTE);
    page.on('response', (response) => {
      if (response.status() === 404 && !expectedMissing(response.url())) errors.push(`404: ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/status of 404/.test(message.text()) && expectedMissing(message.location().url)) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as {__csp: string[]}).__csp ??= [];
        (window as unknown as {__csp: string[]}).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const route of pageTypes) {
      await page.goto(`${origin}${locale.prefix}${route}`);
      await hydrated(page);
      await renderDiagrams(page);
      violations.push(
        ...((await page.evaluate(() => (window as unknown as {__csp?: string[]}).__csp ?? [])) as string[]).map(
          (v) => `${route}: ${v}`,
        ),
      );
    }
    // Search (worker and index) and a video also run under the policy.
    await page.goto(`${origin}${locale.prefix}/`);
    await hydrated(page);
    await page.locator('nav.navbar input[type="search"]').focus();
    await page.getByRole('dialog').getByRole('combobox').fill('AI-School');
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .locator('main article video')
      .first()
      .evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
    violations.push(
      ...((await page.evaluate(() => (window as unknown as {__csp?: string[]}).__csp ?? [])) as string[]),
    );
    expect(violations, 'CSP violations').toEqual([]);
    expect(foreign, 'requests to other origins').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
}

test('nginx: the chapter print view and the what-is-new marks work under the CSP', async ({page, context}) => {
  test.setTimeout(120_000);
  await waitForNginx();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((since) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__csp: string[]}).__csp ??= [];
      (window as unknown as {__csp: string[]}).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    // An earlier visit, before release 3.4.0; and a print dialog that only records that it was asked for.
    window.localStorage.setItem('ai-school-vorig-bezoek', JSON.stringify({previous: null, current: since}));
    window.print = () => {
      (window as unknown as {__printed: boolean}).__printed = true;
    };
  }, Date.parse('2025-08-01T12:00:00Z'));
  const violations: string[] = [];
  const collect = async (route: string) =>
    violations.push(
      ...((await page.evaluate(() => (window as unknown as {__csp?: string[]}).__csp ?? [])) as string[]).map(
        (v) => `${route}: ${v}`,
      ),
    );
  for (const locale of locales.filter((l) => l.code === 'nl' || l.code === 'de')) {
    const route = `${locale.prefix}/afdrukken/beheeromgeving`;
    await page.goto(`${origin}${route}`);
    await hydrated(page);
    await renderDiagrams(page);
    expect(await page.locator('[data-print-doc]').count()).toBeGreaterThan(5);
    await page.locator('main button').first().click();
    expect(await page.evaluate(() => (window as unknown as {__printed?: boolean}).__printed)).toBe(true);
    const pdf = await page.pdf({format: 'A4'});
    expect(pdf.length).toBeGreaterThan(10_000);
    await collect(route);
    await page.goto(`${origin}${locale.prefix}/blog`);
    await hydrated(page);
    await expect(page.locator('nav.navbar .whatsnew-badge')).toBeVisible();
    await expect(page.locator('main .whatsnew-mark').first()).toBeVisible();
    await collect(`${locale.prefix}/blog`);
  }
  expect(violations, 'CSP violations').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
