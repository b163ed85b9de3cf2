import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Reads a PDF with poppler-utils (`pdftotext`, `pdftoppm`; Debian package poppler-utils, installed by .ci/run):
 * the text of each page, and for each page whether anything at all is drawn on it.
 */
export interface PdfPage {
  /** The page's text, whitespace collapsed. */
  text: string;
  /** Pixels darker than light grey, at 24 dpi in greyscale: 0 means the page is blank. */
  inked: number;
}

function inkedPixels(pgm: Buffer): number {
  // Binary PGM: "P5", width, height, maxval, then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const pixels = pgm.subarray(header[0].length);
  let count = 0;
  for (const value of pixels) if (value < 200) count += 1;
  return count;
}

export function readPdf(pdf: Buffer): PdfPage[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {encoding: 'utf8', maxBuffer: 64 << 20});
    const pages = text.split('\f').slice(0, -1);
    execFileSync('pdftoppm', ['-r', '24', '-gray', file, path.join(dir, 'page')]);
    const images = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort();
    if (images.length !== pages.length) throw new Error(`${pages.length} pages of text, ${images.length} images`);
    return pages.map((page, index) => ({
      text: page.replace(/\s+/g, ' ').trim(),
      inked: inkedPixels(fs.readFileSync(path.join(dir, images[index]!))),
    }));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
