import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** The WCAG rules every page must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | undefined;
const source = (): string => (axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Puts axe-core in every document the page loads from now on (call before `goto`), for a test that checks
 * page after page. It costs less than evaluating the source after each load (about 0.2 s a page): the crawl of
 * the Dutch sitemap (148 pages, two workers) took 164 s with the source evaluated on each page and 150 s
 * with it installed once.
 */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({content: source()});
}

/**
 * Runs axe-core in the page as it is now; one line per violation: rule, impact and up to three targets.
 *
 * axe-core runs in the page itself (its documented `axe.run`), not through @axe-core/playwright: that
 * wrapper opens a blank page for every call to merge the results of each frame, which took a third of the
 * time of the crawl of every page (tests/faults.spec.ts). The site has no frames, and the check says so
 * rather than skipping them silently.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const frames = page.frames().length;
  if (frames > 1) return [`the page has ${frames - 1} frame(s), which this check does not look into`];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const options: RunOptions = {runOnly: {type: 'tag', values: wcagTags}, resultTypes: ['violations']};
  const {violations} = await page.evaluate(
    (runOptions) =>
      (window as unknown as {axe: {run: (c: Document, o: RunOptions) => Promise<AxeResults>}}).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
