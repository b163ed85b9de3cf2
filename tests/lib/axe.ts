import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** The WCAG rules every page must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | undefined;

/**
 * Runs axe-core in the page as it is now; one line per violation: rule, impact and up to three targets.
 *
 * axe-core runs in the page itself (its documented `axe.run`), not through @axe-core/playwright: that
 * wrapper opens a blank page for every call to merge the results of each frame, which took a third of the
 * time of the crawl of every page (tests/faults.spec.ts). The site has no frames, and the check says so
 * rather than skipping them silently.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const frames = page.frames().length;
  if (frames > 1) return [`the page has ${frames - 1} frame(s), which this check does not look into`];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
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
