#!/usr/bin/env node
// A small static server for the built site, with the same rules as deploy/nginx.conf:
// clean URLs (/docs/intro serves docs/intro.html), URLs ending in .html, index.html or a slash redirect to
// the bare path (locale roots included: /en/ -> /en), and unknown paths, /404 and /<locale>/404 get the 404
// page of their locale with status 404. Redirects are relative; a path whose decoded form starts with // or
// /\ is answered 404, never redirected (no open redirect), and nothing outside the build folder is read.
// Usage: node scripts/serve.mjs [--port 3210] [--dir build]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine, usageError} from './lib/cli.mjs';
import zlib from 'node:zlib';
import {translatedLocales} from '../config/locales.mjs';

const {values: options} = parseCommandLine({
  usage: `
Serves the built site locally with the rules of deploy/nginx.conf: clean URLs, .html, index.html and trailing
slashes redirected to the bare path, unknown paths and /404 answered with the locale's 404 page.

Usage: npm run serve [-- --port 3210] [-- --dir build] [-- --host 127.0.0.1]

  --port N     the port (default: $PORT or 3210)
  --host HOST  the address to listen on (default 127.0.0.1)
  --dir DIR    the built site (default build)
`,
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3210'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});
const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  usageError(`--port takes a port number, not "${options.port}"`);
const host = options.host;
const root = path.resolve(options.dir);
const locales = translatedLocales;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolve(pathname) {
  const file = path.join(root, pathname);
  // Inside the build folder only: `root` is a prefix of its sibling `build-stock` too.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (/^\/(404|[a-z]{2}\/404)$/.test(pathname)) return null;
  for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

function send(req, res, status, file) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const size = fs.statSync(file).size;
  const headers = {'Content-Type': type, 'X-Content-Type-Options': 'nosniff'};
  headers['Cache-Control'] = file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && status === 200 && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    // bytes=5-2, a start past the end, bytes=-0: not satisfiable (RFC 9110 §14.1.2), checked before any header.
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) {
      res.writeHead(416, {...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': 0});
      return res.end();
    }
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': end - start + 1,
      'Accept-Ranges': 'bytes',
    });
    if (req.method === 'HEAD') return res.end();
    return fs.createReadStream(file, {start, end}).pipe(res);
  }
  // Text is sent gzip-compressed, as deploy/nginx.conf does.
  if (
    /^(text\/|application\/(javascript|json|xml)|image\/svg)/.test(type) &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  ) {
    const body = gzipped(file);
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(status, {...headers, 'Content-Length': size, 'Accept-Ranges': 'bytes'});
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}

const gzipCache = new Map();
function gzipped(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = gzipCache.get(file);
  if (cached && cached.mtime === mtime) return cached.body;
  // The copy the build precompressed (scripts/precompress.mjs), else compressed here once.
  const body = isFile(`${file}.gz`) ? fs.readFileSync(`${file}.gz`) : zlib.gzipSync(fs.readFileSync(file), {level: 6});
  gzipCache.set(file, {mtime, body});
  return body;
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(error);
    if (res.headersSent) return res.destroy();
    res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Internal error');
  }
});

function handle(req, res) {
  // The request target as a path: new URL('//evil.com/x', base) would read evil.com as a host.
  if (!req.url?.startsWith('/')) {
    res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
    return res.end('Bad request');
  }
  const url = new URL(`http://localhost${req.url}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = null;
  }
  // Encoded or raw // and /\ at the start (a relative Location //evil.com leaves the site), backslashes and
  // control characters: not found, never redirected. new URL() already turned a raw \ into /.
  // The 404 pages themselves answer 404 too, as under nginx.
  if (pathname === null || /^\/[/\\]|[\\\x00-\x1f\x7f]|^\/([a-z]{2}\/)?404\.html$/.test(pathname)) {
    return notFound(req, res, pathname ?? '/');
  }
  // Normalise /x/index.html, /x.html and /x/ to /x (only / keeps its slash).
  const bare = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1');
  if (bare !== pathname) {
    // The redirect keeps the request's own encoding of the path (a decoded space or é is not a valid header).
    const target = url.pathname
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/(.)\/+$/, '$1');
    res.writeHead(301, {Location: target + url.search});
    return res.end();
  }
  const file = resolve(pathname);
  if (file) return send(req, res, 200, file);
  return notFound(req, res, pathname);
}

function notFound(req, res, pathname) {
  const locale = locales.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`));
  const notFound = [path.join(root, locale ?? '', '404.html'), path.join(root, '404.html')].find(isFile);
  if (notFound) return send(req, res, 404, notFound);
  res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
  return res.end('Not found');
}

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${server.address().port}/`));
