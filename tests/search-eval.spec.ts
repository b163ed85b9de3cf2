import {test, expect, hydrated, locales, searchAnswered} from './fixtures';
import {builtEngine, dialogResults, resultText} from './lib/builtSearch';
import {evalCases, evalSets, plain} from './lib/searchEval';

// The search evaluation scores the reader questions in Node, with the site's engine on the built index, snippets
// and word lists (tests/search-eval.build.spec.ts). This test keeps that honest: a sample of the questions (every
// third of each set's tuning half) is typed into the real search dialog of the built site, and the dialog must
// list the same results in the same order, each quoting the same piece of its section. A difference means the
// evaluation no longer measures what readers get (the worker bundles other word lists, the dialog reorders or
// drops results, the snippets are not the built ones).

for (const locale of locales) {
  test(`${locale.code}: the search dialog lists what the evaluation scores, for a sample of the reader questions`, async ({
    page,
  }) => {
    const engine = builtEngine(locale.code);
    const sample = evalSets.flatMap((set) =>
      evalCases(set, locale.code)
        .filter((c) => c.half === 'tune')
        .filter((_, index) => index % 3 === 0),
    );
    expect(sample.length).toBeGreaterThanOrEqual(30);

    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    await page.locator('nav.navbar input[type="search"]').focus();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    // The snippets come after the index: wait until a result quotes its section (a mark in any snippet), so that
    // every question below is answered with its snippets, as the evaluation's engine has them.
    await input.fill('AI-School');
    await expect(dialog.getByRole('option').locator('mark').first()).toBeVisible();
    const differences: string[] = [];
    for (const {query} of sample) {
      await input.fill(query);
      await searchAnswered(page, query);
      const shown = await dialog.getByRole('option').evaluateAll((elements) =>
        elements.map((element) => ({
          route: (element as HTMLElement).dataset.route ?? '',
          text: (element as HTMLElement).innerText,
        })),
      );
      const scored = dialogResults(engine, query);
      const routes = {shown: shown.map((option) => option.route), scored: scored.map((result) => result.route)};
      if (routes.shown.join(' ') !== routes.scored.join(' ')) {
        differences.push(`"${query}": dialog ${routes.shown.join(', ')} | evaluation ${routes.scored.join(', ')}`);
        continue;
      }
      scored.forEach((result, index) => {
        const text = {shown: plain(shown[index].text), scored: plain(resultText(result))};
        if (text.shown !== text.scored)
          differences.push(`"${query}", result ${index + 1}: dialog "${text.shown}" | evaluation "${text.scored}"`);
      });
    }
    expect(differences, 'questions the dialog answers differently from the evaluation').toEqual([]);
  });
}
