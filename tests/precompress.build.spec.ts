import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '@playwright/test';
import {buildDir} from './lib/site';
import {COMPRESSED_FILES, COMPRESS_MIN_SIZE, listFiles} from '../scripts/lib/files.mjs';

// The build's precompressed copies (scripts/precompress.mjs), which nginx sends as they are (gzip_static, and
// brotli_static where the module is installed): each one is its own file compressed. The script compresses each
// content once and writes the result next to every file that has that content (the scripts each locale's build
// shares), so a copy must be checked against its own file, not only against the first file of that content.

test('every .gz and .br in the build is its own file compressed, and every page and script has both', () => {
  const files = listFiles(buildDir, COMPRESSED_FILES);
  expect(files.length).toBeGreaterThan(1000);
  const wrong: string[] = [];
  const missing: string[] = [];
  let checked = 0;
  for (const file of files) {
    const body = fs.readFileSync(file);
    for (const [extension, decompress] of [
      ['.gz', zlib.gunzipSync],
      ['.br', zlib.brotliDecompressSync],
    ] as const) {
      const copy = `${file}${extension}`;
      const name = path.relative(buildDir, copy);
      if (!fs.existsSync(copy)) {
        // Pages and scripts from the size on always compress smaller, so they always have both copies.
        if (/\.(html|js)$/.test(file) && body.length >= COMPRESS_MIN_SIZE) missing.push(name);
        continue;
      }
      checked++;
      if (!decompress(fs.readFileSync(copy)).equals(body)) wrong.push(name);
    }
  }
  expect(checked).toBeGreaterThan(2000);
  expect(missing, 'pages and scripts without a precompressed copy (npm run build)').toEqual([]);
  expect(wrong, 'precompressed copies that are not their file').toEqual([]);
});
