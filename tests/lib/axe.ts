import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG rules every page must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now; one line per violation: rule, impact and up to three targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
