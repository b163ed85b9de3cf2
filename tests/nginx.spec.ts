import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {test, expect, hydrated, locales, renderDiagrams} from './fixtures';
import {MISSING_ROUTE, pageTypes} from './lib/pages';
import {buildDir} from './lib/site';

// The built site served by Debian's nginx with deploy/nginx.conf and its security headers: the smoke and
// privacy checks pass under the strict Content-Security-Policy. Behind a TLS terminator (a second server of
// the same nginx, with a certificate made here, proxies to it) and as deploy/nginx-tls.conf (its own nginx).
const port = 3220;
const origin = `http://127.0.0.1:${port}`;
/** The TLS terminator in front of deploy/nginx.conf. */
const proxyOrigin = 'https://127.0.0.1:3221';
/** deploy/nginx-tls.conf: its plain-HTTP and its TLS server. */
const tlsHttpOrigin = 'http://127.0.0.1:3222';
const tlsOrigin = 'https://127.0.0.1:3223';
const servers: ChildProcess[] = [];
let prefix: string;
let certificate: string;

test.describe.configure({mode: 'serial'});

/** Runs an nginx with the given http-level configuration in a fresh prefix (its own temp paths and log). */
function startNginx(binary: string, name: string, site: string): void {
  const dir = path.join(prefix, name);
  fs.mkdirSync(dir);
  fs.copyFileSync('deploy/security-headers.conf', path.join(dir, 'security-headers.conf'));
  const mime = ['/etc/nginx/mime.types'].find((file) => fs.existsSync(file));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n` +
      `  ${mime ? `include ${mime};` : ''}\n  default_type application/octet-stream;\n` +
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;\n` +
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;\n${site}\n}\n`,
  );
  servers.push(spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'}));
}

test.beforeAll(() => {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!binary) throw new Error('nginx is not installed: run `sudo apt-get install nginx-light` (CI does).');
  execFileSync('node', ['scripts/deploy-headers.mjs', '--check'], {stdio: 'inherit'});
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // A self-signed certificate for 127.0.0.1, trusted by the requests below only.
  certificate = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {stdio: 'ignore'},
  );
  const root = (text: string) => text.replace(/^(\s*)root [^;]+;/m, `$1root ${buildDir};`);
  const site = root(fs.readFileSync('deploy/nginx.conf', 'utf8')).replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  // The terminator: TLS in front, the request passed on as it came, with X-Forwarded-Proto as proxies set it.
  const terminator = `server {
    listen 127.0.0.1:3221 ssl;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${port};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`;
  startNginx(binary, 'site', `${site}\n${terminator}`);
  const tls = root(fs.readFileSync('deploy/nginx-tls.conf', 'utf8'))
    .replace(/listen 80;/, 'listen 127.0.0.1:3222;')
    .replace(/listen 443 ssl http2;/, 'listen 127.0.0.1:3223 ssl http2;')
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${certificate};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  startNginx(binary, 'tls', tls);
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGQUIT');
});

async function waitForNginx(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`${origin}/`);
      await get(`${tlsOrigin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with the path sent exactly as written (fetch would turn a backslash into a slash), over TLS
 * with the test's certificate trusted; redirects are not followed and bodies not decompressed.
 */
function get(address: string, rawPath = '/', headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(address);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: url.hostname,
        port: url.port,
        path: rawPath,
        headers,
        ...(url.protocol === 'https:' ? {ca: fs.readFileSync(certificate)} : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Paths that must never redirect to another site (decoded, they start with // or /\). */
const openRedirectPaths = [
  '/%2Fevil.com.html',
  '/%5Cevil.com.html',
  '//evil.com/x.html',
  '/\\evil.com.html',
  '/%2F%2Fevil.com/',
  '/%5C%5Cevil.com/index.html',
  '/%09/evil.com.html',
];

/** Every redirect stays on the origin that was asked: same scheme, host and port. */
function expectSameOrigin(answer: Answer, from: string, at: string): void {
  if (answer.status < 300 || answer.status >= 400) return;
  const location = answer.headers.location!;
  expect(new URL(location, at).origin, `${at}${from} -> ${location}`).toBe(at);
  expect(location, `${at}${from}`).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
}

test('nginx: headers, caching, compression, redirects and 404s', async () => {
  await waitForNginx();
  const home = await fetch(`${origin}/`, {headers: {'Accept-Encoding': 'gzip'}});
  expect(home.status).toBe(200);
  expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  expect(home.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(home.headers.get('content-security-policy')).toContain("base-uri 'none'");
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(home.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(home.headers.get('permissions-policy')).toContain('browsing-topics=()');
  expect(home.headers.get('permissions-policy')).not.toContain('interest-cohort');
  expect(home.headers.get('cache-control')).toBe('no-cache');
  expect(home.headers.get('content-encoding')).toBe('gzip');
  const html = await home.text();
  // The page's scripts are listed for the loader that adds them after the first paint (plugins/performance/ssrTemplate.ts).
  const asset = /data-scripts="?[^">]*?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)![1];
  const js = await fetch(`${origin}${asset}`);
  expect(js.headers.get('cache-control')).toContain('immutable');
  // One form of every URL: .html, index.html and a trailing slash redirect to the bare path, in every locale,
  // the locale roots included; the Location is a path, never an absolute address built from the request.
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/en/index.html', '/en'],
    ['/blog/index.html', '/blog'],
    ['/docs/intro/', '/docs/intro'],
    ['/en/', '/en'],
    ['/fr/', '/fr'],
    ['/de/docs/intro/', '/de/docs/intro'],
    ['/blog/?x=1', '/blog?x=1'],
  ]) {
    const response = await get(origin, from);
    expect(response.status, from).toBe(301);
    expect(response.headers.location, from).toBe(to);
  }
  for (const route of ['/', '/en', '/docs/intro', '/fr/docs/intro']) {
    expect((await get(origin, route)).status, route).toBe(200);
  }
  // Not found, with the locale's page: unknown paths, the 404 pages' own addresses.
  for (const [route, text] of [
    ['/fr/nexiste-pas', 'Page introuvable'],
    ['/404', 'Pagina niet gevonden'],
    ['/404.html', 'Pagina niet gevonden'],
    ['/en/404', 'Page Not Found'],
    ['/de/404', 'Seite nicht gefunden'],
    ['/fr/404.html', 'Page introuvable'],
  ]) {
    const missing = await fetch(`${origin}${route}`, {redirect: 'manual'});
    expect(missing.status, route).toBe(404);
    expect(await missing.text(), route).toContain(text);
    expect(missing.headers.get('content-security-policy'), route).toBeTruthy();
  }
});

test('nginx: captions are WebVTT, and the first video of the home page shows its cues after play', async ({page}) => {
  await waitForNginx();
  for (const locale of locales) {
    const vtt = await get(origin, `/video/ai-school.${locale.code}.vtt`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers['content-type'], locale.code).toMatch(/^text\/vtt\b/);
  }
  await page.goto(`${origin}/`);
  await hydrated(page);
  const video = page.locator('main article video').first();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction(() => {
    const track = document.querySelector<HTMLVideoElement>('main article video')?.textTracks[0];
    return track && track.mode === 'showing' && (track.cues?.length ?? 0) > 0;
  });
});

test('nginx: text files are sent as the build compressed them, never compressed per request', async () => {
  await waitForNginx();
  const html = (await get(origin, '/docs/intro')).body.toString('utf8');
  const main = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)![0];
  for (const [route, file] of [
    [main, main],
    ['/docs/intro', '/docs/intro.html'],
    ['/search-index.json', '/search-index.json'],
  ]) {
    const stored = path.join(buildDir, `${file}.gz`);
    expect(fs.existsSync(stored), `${file}.gz is in the build (npm run build)`).toBe(true);
    const answer = await get(origin, route, {'Accept-Encoding': 'gzip'});
    expect(answer.headers['content-encoding'], route).toBe('gzip');
    expect(answer.headers.vary, route).toMatch(/Accept-Encoding/i);
    expect(answer.body.equals(fs.readFileSync(stored)), `${route} is ${file}.gz as the build wrote it`).toBe(true);
  }
});

test('nginx behind a TLS terminator: redirects keep the scheme and host, HSTS only over TLS, no open redirect', async () => {
  await waitForNginx();
  const page = await get(proxyOrigin, '/docs/intro');
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
  // A request the terminator marks as plain HTTP gets no HSTS.
  expect((await get(origin, '/docs/intro', {'X-Forwarded-Proto': 'http'})).headers['strict-transport-security']).toBe(
    undefined,
  );
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/en/', '/en'],
    ['/en/index.html', '/en'],
    ['/docs/intro/', '/docs/intro'],
  ]) {
    const answer = await get(proxyOrigin, from);
    expect(answer.status, from).toBe(301);
    expect(new URL(answer.headers.location!, proxyOrigin).href, from).toBe(`${proxyOrigin}${to}`);
  }
  for (const at of [origin, proxyOrigin]) {
    for (const attack of openRedirectPaths) {
      const answer = await get(at, attack);
      expect(answer.status, `${at}${attack}`).toBeGreaterThanOrEqual(300);
      expectSameOrigin(answer, attack, at);
    }
  }
});

test('nginx-tls.conf: plain HTTP goes to the same path over HTTPS, HSTS only over TLS, the same rules', async () => {
  await waitForNginx();
  const plain = await get(tlsHttpOrigin, '/docs/intro?q=1');
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe('https://127.0.0.1/docs/intro?q=1');
  expect(plain.headers['strict-transport-security']).toBe(undefined);
  const secure = await get(tlsOrigin, '/docs/intro');
  expect(secure.status).toBe(200);
  expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  expect(secure.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/fr/', '/fr'],
  ]) {
    const answer = await get(tlsOrigin, from);
    expect(answer.status, from).toBe(301);
    expect(new URL(answer.headers.location!, tlsOrigin).href, from).toBe(`${tlsOrigin}${to}`);
  }
  expect((await get(tlsOrigin, '/en/404')).status).toBe(404);
  expect((await get(tlsOrigin, '/video/ai-school.nl.vtt')).headers['content-type']).toMatch(/^text\/vtt\b/);
  for (const attack of openRedirectPaths) {
    const answer = await get(tlsOrigin, attack);
    expect(answer.status, attack).toBeGreaterThanOrEqual(300);
    expectSameOrigin(answer, attack, tlsOrigin);
  }
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
