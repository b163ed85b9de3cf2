import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {latestRelease} from '../config/releases';

// The announcement bar names the newest published release note (config/releases.ts), so an editor who adds
// one changes no code. Versions compare as numbers, and a draft is not announced.

function blogWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

const note = (extra = '') => `---\ntitle: "Versie"\n${extra}---\n\nTekst.\n`;

test('the newest published release note is announced; versions compare as numbers; drafts are not', () => {
  const dir = blogWith({
    '2025-10-30-v3.4.3.md': note(),
    '2026-01-12-v3.10.0.md': note(),
    '2026-02-01-v3.9.9.md': note(),
    '2026-03-01-v4.0.0.md': note('draft: true\n'),
    'authors.yml': 'productteam:\n  name: Productteam\n',
  });
  expect(latestRelease(dir)).toBe('3.10.0');
  fs.rmSync(dir, {recursive: true});
});

test('the site announces the newest release note of blog/', () => {
  const versions = fs
    .readdirSync('blog')
    .map((file) => file.match(/-v(\d+\.\d+\.\d+)\.mdx?$/)?.[1])
    .filter((version): version is string => Boolean(version));
  expect(versions).toContain(latestRelease());
  const html = fs.readFileSync(path.join('build', 'index.html'), 'utf8');
  expect(html).toContain(`AI-School ${latestRelease()} is uit.`);
});

test('a blog folder without a release note gives a clear message', () => {
  const dir = blogWith({'authors.yml': ''});
  expect(() => latestRelease(dir)).toThrow(/No published release note in .*YYYY-MM-DD-vX\.Y\.Z\.md/);
  fs.rmSync(dir, {recursive: true});
});
