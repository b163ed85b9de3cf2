import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** The WCAG rules every page must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | undefined;

/**
 * The site's chrome: the navbar, the docs sidebar and the footer. They are the same on every page of a page
 * type (`pageTypes`, tests/lib/pages.ts) in a locale, so the crawl checks them in full on the page types
 * only and leaves them out on every other page; a11y.spec.ts checks them on every page type in dark mode and
 * at 390 px.
 */
export const chrome = ['nav.navbar', '.theme-doc-sidebar-container', 'footer.footer'];

/**
 * Runs axe-core in the page as it is now; one line per violation: rule, impact and up to three targets.
 *
 * axe-core runs in the page itself (its documented `axe.run`), not through @axe-core/playwright: that
 * wrapper opens a blank page for every call to merge the results of each frame, which took a third of the
 * time of the crawl of every page (tests/faults.spec.ts). The site has no frames, and the check says so
 * rather than skipping them silently.
 *
 * `exclude`: parts of the page not checked (CSS selectors). The document stays the context, so the rules
 * on the document itself (its title, language, the skip link) still run.
 */
export async function axeViolations(page: Page, {exclude = []}: {exclude?: string[]} = {}): Promise<string[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const frames = page.frames().length;
  if (frames > 1) return [`the page has ${frames - 1} frame(s), which this check does not look into`];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {runOnly: {type: 'tag', values: wcagTags}, resultTypes: ['violations']};
  const {violations} = await page.evaluate(
    ([runOptions, excluded]) =>
      (window as unknown as {axe: {run: (c: unknown, o: RunOptions) => Promise<AxeResults>}}).axe.run(
        excluded.length > 0 ? {include: [document], exclude: excluded.map((selector) => [selector])} : document,
        runOptions,
      ),
    [options, exclude] as const,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
