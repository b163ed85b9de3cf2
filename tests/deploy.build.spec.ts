import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// The Content-Security-Policy trusts only the inline scripts named in scripts/deploy-headers.mjs, by purpose;
// the build runs its check after every build (package.json "build").

/** Runs the check on a small site made of the given pages. */
function check(pages: Record<string, string>): {status: number | null; output: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), html);
  }
  const run = spawnSync('node', ['scripts/deploy-headers.mjs', '--check', '--dir', dir], {encoding: 'utf8'});
  return {status: run.status, output: run.stdout + run.stderr};
}

const video =
  '!function(d){d.addEventListener("click",function(e){e.target.closest("button[data-intro-video-play]")})}(document)';

test('an inline script that is not on the allow-list fails the check with its page and first characters', () => {
  const {status, output} = check({
    'index.html': `<html><body><script>${video}</script></body></html>`,
    'docs/page.html': '<html><body><p>x</p><script>window.track("reader")</script></body></html>',
  });
  expect(status).toBe(1);
  expect(output).toContain('unknown inline script in docs/page.html: "window.track(\\"reader\\")"');
});

test('a second version of an allowed inline script fails the check', () => {
  const {status, output} = check({
    'index.html': `<html><body><script>${video}</script></body></html>`,
    'en/index.html': `<html><body><script>${video};window.x=1</script></body></html>`,
  });
  expect(status).toBe(1);
  expect(output).toMatch(/2 different versions of the video play button/);
});

test('the build has only allowed inline scripts, and the committed headers have their hashes', () => {
  const run = spawnSync('node', ['scripts/deploy-headers.mjs', '--check'], {encoding: 'utf8'});
  expect(run.stdout + run.stderr).toContain('deploy headers match the build');
  expect(run.status).toBe(0);
});
