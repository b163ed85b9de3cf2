#!/usr/bin/env node
// A small static server for the built site, with the same rules as deploy/nginx.conf:
// clean URLs (/docs/intro serves docs/intro.html), URLs ending in .html or index.html redirect to the bare
// path, and unknown paths get the 404 page of their locale with status 404.
// Usage: node scripts/serve.mjs [--port 3210] [--dir build]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {translatedLocales} from '../config/locales.mjs';

const {values: options} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3210'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});
const port = Number(options.port);
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
  if (!file.startsWith(root)) return null;
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
    const start = range[1] ? Number(range[1]) : size - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
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
  const body = zlib.gzipSync(fs.readFileSync(file), {level: 6});
  gzipCache.set(file, {mtime, body});
  return body;
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end(String(error));
  }
});

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  // Normalise /x/index.html and /x.html to /x.
  const bare = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (bare !== pathname && pathname !== '/404.html') {
    const target = bare.length > 1 ? bare.replace(/\/$/, '') : '/';
    res.writeHead(301, {Location: target + url.search});
    return res.end();
  }
  const file = resolve(pathname);
  if (file) return send(req, res, 200, file);
  const locale = locales.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`));
  const notFound = [path.join(root, locale ?? '', '404.html'), path.join(root, '404.html')].find(isFile);
  if (notFound) return send(req, res, 404, notFound);
  res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
  return res.end('Not found');
}

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
