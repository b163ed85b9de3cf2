import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest version with a published release note: the highest X.Y.Z of the files
 * `blog/<date>-vX.Y.Z.md(x)` whose front matter does not say `draft: true`. The announcement bar names it,
 * so a new release note is announced without a change in the code.
 */
export function latestRelease(blogDir = 'blog'): string {
  const versions = fs
    .readdirSync(blogDir)
    .map((file) => ({file, match: file.match(/^\d{4}-\d{2}-\d{2}-v(\d+)\.(\d+)\.(\d+)\.mdx?$/)}))
    .filter(({file, match}) => match && !/^draft:\s*true\s*$/m.test(frontMatter(path.join(blogDir, file))))
    .map(({match}) => match!.slice(1, 4).map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const newest = versions.at(-1);
  if (!newest) throw new Error(`No published release note in ${blogDir}/ (files named YYYY-MM-DD-vX.Y.Z.md).`);
  return newest.join('.');
}

const frontMatter = (file: string): string => fs.readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
