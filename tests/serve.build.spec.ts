import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// scripts/serve.mjs (the tests' server, `npm run serve`) against bad input, on a small site of its own: a
// build folder with a sibling folder whose name starts the same (as build-stock/ does next to build/).
let server: ChildProcess;
let origin: string;
let site: string;
const body = 'abcdefghijklmnopqrstuvwxyz'.repeat(40);

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  site = path.join(dir, 'build');
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>niet gevonden</h1>',
    'en/index.html': '<h1>en home</h1>',
    'en/404.html': '<h1>not found</h1>',
    'docs/intro.html': '<h1>intro</h1>',
    'video/a.nl.vtt': `WEBVTT\n\n00:00.000 --> 00:01.000\n${body}\n`,
    'assets/file.txt': body,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
    fs.writeFileSync(path.join(site, name), text);
  }
  fs.mkdirSync(path.join(dir, 'build-stock'));
  fs.writeFileSync(path.join(dir, 'build-stock', 'secret.html'), 'secret');
  server = spawn('node', ['scripts/serve.mjs', '--port', '0', '--dir', site], {stdio: ['ignore', 'pipe', 'inherit']});
  origin = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/[\d.:]+)\//.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path sent exactly as written. */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({host: url.hostname, port: url.port, path: rawPath, headers}, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body: text}));
    });
    request.on('error', reject);
    request.end();
  });
}

test('serve.mjs: Range abuse gets 416 and the server keeps running', async () => {
  for (const range of ['bytes=5-2', `bytes=${body.length}-`, 'bytes=-0', 'bytes=99999999999999999999-']) {
    const answer = await get('/assets/file.txt', {Range: range});
    expect(answer.status, range).toBe(416);
    expect(answer.headers['content-range'], range).toBe(`bytes */${body.length}`);
  }
  const part = await get('/assets/file.txt', {Range: 'bytes=2-4'});
  expect(part.status).toBe(206);
  expect(part.body).toBe('cde');
  const tail = await get('/assets/file.txt', {Range: `bytes=-${body.length * 2}`});
  expect(tail.status).toBe(206);
  expect(tail.body).toBe(body);
  expect((await get('/')).status).toBe(200);
  expect(server.exitCode).toBe(null);
});

test('serve.mjs: encoded slashes and backslashes never redirect to another site', async () => {
  for (const attack of [
    '/%2Fevil.com.html',
    '/%5Cevil.com.html',
    '//evil.com/x.html',
    '/\\evil.com.html',
    '/%2F%2Fevil.com/',
    '/%09/evil.com.html',
    '/%2Fevil.com/index.html',
  ]) {
    const answer = await get(attack);
    expect(answer.status, attack).toBe(404);
    expect(answer.headers.location, attack).toBe(undefined);
  }
});

test('serve.mjs: nothing outside the build folder is read', async () => {
  for (const attack of ['/../build-stock/secret', '/%2E%2E/build-stock/secret', '/..%2Fbuild-stock%2Fsecret']) {
    const answer = await get(attack);
    expect(answer.body, attack).not.toContain('secret');
    expect(answer.status, attack).toBe(404);
  }
});

test('serve.mjs: one form of every URL and real 404s, as under nginx', async () => {
  for (const [from, to] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/en/', '/en'],
    ['/en/index.html', '/en'],
    ['/index.html', '/'],
    ['/docs/intro/?q=1', '/docs/intro?q=1'],
  ]) {
    const answer = await get(from);
    expect(answer.status, from).toBe(301);
    expect(answer.headers.location, from).toBe(to);
  }
  for (const [route, text] of [
    ['/404', 'niet gevonden'],
    ['/404.html', 'niet gevonden'],
    ['/en/404', 'not found'],
    ['/en/nope', 'not found'],
  ]) {
    const answer = await get(route);
    expect(answer.status, route).toBe(404);
    expect(answer.body, route).toContain(text);
  }
  expect((await get('/en')).body).toContain('en home');
  expect((await get('/video/a.nl.vtt')).headers['content-type']).toMatch(/^text\/vtt\b/);
});
