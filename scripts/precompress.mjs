#!/usr/bin/env node
// Compresses the text files of the build once, at build time, so that the server never compresses a
// response: next to every text file of 512 bytes or more it writes `<file>.gz` (gzip -9), which nginx sends
// as it is with `gzip_static on` (deploy/nginx.conf), and `<file>.br` (Brotli, quality 10), for an nginx
// with the brotli module (`brotli_static on`, README "Deploy"). A compressed copy that is not smaller than
// the file is not written. Run by `npm run build`; `node scripts/precompress.mjs [--dir build]`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/cli.mjs';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {COMPRESSED_FILES, COMPRESS_MIN_SIZE, listFiles} from './lib/files.mjs';

const {
  values: {dir},
} = parseCommandLine({
  usage: `
Writes <file>.gz (gzip -9) and <file>.br (Brotli) next to every text file of 512 bytes or more in the built site,
for servers that send precompressed files (gzip_static, brotli_static). Run by npm run build.

Usage: node scripts/precompress.mjs [--dir build]

  --dir DIR  the built site (default build)
`,
  options: {dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const files = listFiles(root, COMPRESSED_FILES).filter((file) => fs.statSync(file).size >= COMPRESS_MIN_SIZE);
let raw = 0;
let gz = 0;
let br = 0;
/**
 * The compressed copies of a content, by its hash: a fifth of the bytes are files that the four locales' builds
 * have the same (scripts above all, then diagrams and styles), and Brotli is most of this step.
 *
 * Brotli at quality 10, not 11: on the 1,671 different files of the four locales, 11 took 79 s of CPU and 10 took
 * 26 s (this step 50 → 19 s on a 2-core machine, in every build and every CI run), for files 1.7 % larger (a page's
 * HTML about 140 bytes, a doc page's scripts about 2 KB on a first visit).
 */
const byContent = new Map();
function compressOnce(body) {
  const key = crypto.createHash('sha256').update(body).digest('hex');
  let outputs = byContent.get(key);
  if (!outputs) {
    outputs = Promise.all([
      gzip(body, {level: 9}),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    byContent.set(key, outputs);
  }
  return outputs;
}

async function compress(file) {
  const body = await fs.promises.readFile(file);
  const {mtime} = await fs.promises.stat(file);
  const [gzipped, brotlied] = await compressOnce(body);
  const outputs = [
    ['.gz', gzipped],
    ['.br', brotlied],
  ];
  raw += body.length;
  for (const [extension, compressed] of outputs) {
    const target = file + extension;
    if (compressed.length >= body.length) {
      await fs.promises.rm(target, {force: true});
      continue;
    }
    await fs.promises.writeFile(target, compressed);
    // The same Last-Modified (and so ETag) as the file itself.
    await fs.promises.utimes(target, mtime, mtime);
    if (extension === '.gz') gz += compressed.length;
    else br += compressed.length;
  }
}

// Two files at a time: zlib runs on the thread pool, and the machine may be shared.
const queue = [...files];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) await compress(queue.pop());
  }),
);
const mb = (bytes) => (bytes / 1e6).toFixed(1);
console.log(
  `Precompressed ${files.length} files: ${mb(raw)} MB -> ${mb(gz)} MB gzip, ${mb(br)} MB brotli (.gz and .br next to each).`,
);
