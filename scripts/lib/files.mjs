// Helpers shared by the scripts and the tests: list files in a tree, and count the words a reader reads
// in a Markdown/MDX file.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir` whose name matches `match`; folders for which `skip(name)` is true are not
 * entered. A missing `dir` gives an empty list.
 */
export function listFiles(dir, match, skip = () => false) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip(entry.name) ? [] : listFiles(full, match, skip);
    return match.test(entry.name) ? [full] : [];
  });
}

/** The text of a Markdown/MDX file as a reader sees it: no front matter, code, imports, tags or {…}. */
export function prose(file) {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`[^`]*`/g, ' ')
    .replace(/[#>*_|:-]+/g, ' ');
}

/**
 * The build's text files that scripts/precompress.mjs writes `.gz` and `.br` copies of (the types deploy/nginx.conf
 * lists in gzip_types, by extension), from COMPRESS_MIN_SIZE bytes on (nginx's `gzip_min_length`).
 */
export const COMPRESSED_FILES = /\.(html|js|css|json|svg|xml|txt|vtt|webmanifest)$/;
export const COMPRESS_MIN_SIZE = 512;

export const countWords = (text) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) || []).length;
