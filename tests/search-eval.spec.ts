import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, locales} from './fixtures';
import {fileForRoute, specDocs} from './lib/site';

// Search evaluation (tests/search-eval/README.md): every reader question of the tuning and the held-out half is
// typed into the real search dialog of the built site; the first 8 results are scored per locale, kind and half
// (hits@1, hits@3, mean reciprocal rank). The report goes to test-results/search-eval/<locale>.json
// (scripts/search-eval-report.mjs turns it into Markdown). The test fails when fewer than 90 % of the held-out
// questions of a locale have a right page among the first 3 results.

const kinds = ['natural', 'synonym', 'typo', 'compound', 'fact', 'mixed'] as const;
const halves = ['tune', 'heldout'] as const;
type Kind = (typeof kinds)[number];
type Half = (typeof halves)[number];

interface EvalCase {
  query: string;
  kind: Kind;
  expect: string[];
  section?: string;
}

interface Outcome extends EvalCase {
  half: Half;
  /** 1-based rank of the first result that is an expected page; 0 when none of the 8 results is. */
  rank: number;
  /** Whether a result among the first 3 is the expected section (only for cases with a section). */
  sectionTop3?: boolean;
  results: string[];
}

interface Score {
  n: number;
  hits1: number;
  hits3: number;
  mrr: number;
}

const HELD_OUT_TOP3_BAR = 0.9;

/** A result route as "doc id#anchor" for docs pages (any locale prefix removed), else the route itself. */
function resultKey(route: string): {doc: string | null; anchor: string} {
  const [pathPart, anchor = ''] = route.split('#');
  const match = /^(?:\/(?:en|fr|de))?\/docs\/(.+?)\/?$/.exec(pathPart);
  return {doc: match ? match[1] : null, anchor};
}

function score(outcomes: Outcome[]): Score {
  const n = outcomes.length;
  const share = (count: number): number => (n ? count / n : 0);
  return {
    n,
    hits1: share(outcomes.filter((o) => o.rank === 1).length),
    hits3: share(outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length),
    mrr: share(outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0)),
  };
}

const percent = (value: number): string => `${(value * 100).toFixed(1).padStart(5)} %`;

for (const locale of locales) {
  test(`${locale.code}: held-out reader questions find a right page in the top 3 (at least 90 %)`, async ({page}) => {
    test.setTimeout(300_000);
    const cases = halves.flatMap((half) =>
      (
        JSON.parse(
          fs.readFileSync(path.join(__dirname, 'search-eval', `${locale.code}.${half}.json`), 'utf8'),
        ) as EvalCase[]
      ).map((c) => ({...c, half})),
    );
    // The set itself: both halves the same size, every kind in both, every expected page a real docs page.
    for (const half of halves) {
      const inHalf = cases.filter((c) => c.half === half);
      expect(inHalf.length, `${half} half`).toBeGreaterThanOrEqual(32);
      for (const kind of kinds)
        expect(inHalf.filter((c) => c.kind === kind).length, `${half} ${kind}`).toBeGreaterThan(0);
    }
    expect(cases.filter((c) => c.half === 'tune').length).toBe(cases.filter((c) => c.half === 'heldout').length);
    for (const c of cases) {
      expect(kinds, c.query).toContain(c.kind);
      expect(c.expect.length, c.query).toBeGreaterThan(0);
      for (const doc of c.expect) expect(specDocs, `"${c.query}" expects ${doc}`).toContain(doc);
      if (c.section) {
        const anchor = new RegExp(`id=["']?${c.section}[\\s"'>]`);
        const withSection = c.expect.filter((doc) => {
          const file = fileForRoute(`${locale.prefix}/docs/${doc}`);
          return file !== null && anchor.test(fs.readFileSync(file, 'utf8'));
        });
        expect(withSection, `"${c.query}": section #${c.section} on an expected page`).not.toHaveLength(0);
      }
    }

    await page.goto(`${locale.prefix}/docs/intro`);
    await hydrated(page);
    await page.locator('nav.navbar input[type="search"]').focus();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    const outcomes: Outcome[] = [];
    for (const c of cases) {
      await input.fill(c.query);
      await expect(dialog.locator('[data-status="done"]')).toHaveAttribute('data-query', c.query);
      const routes = await dialog
        .getByRole('option')
        .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.route ?? ''));
      // The glossary (doc id "begrippenlijst") is listed after the third manual result by design; it is not a
      // page that answers a question, so it is left out when scoring.
      const keys = routes.map(resultKey).filter((key) => key.doc !== 'begrippenlijst');
      const rank = keys.findIndex((key) => key.doc !== null && c.expect.includes(key.doc)) + 1;
      const outcome: Outcome = {...c, rank, results: routes};
      if (c.section)
        outcome.sectionTop3 = keys
          .slice(0, 3)
          .some((key) => key.doc !== null && c.expect.includes(key.doc) && key.anchor === c.section);
      outcomes.push(outcome);
    }

    const byHalf = Object.fromEntries(
      halves.map((half) => {
        const inHalf = outcomes.filter((o) => o.half === half);
        return [
          half,
          {
            all: score(inHalf),
            kinds: Object.fromEntries(kinds.map((kind) => [kind, score(inHalf.filter((o) => o.kind === kind))])),
            sections: {
              n: inHalf.filter((o) => o.section).length,
              top3: inHalf.filter((o) => o.sectionTop3).length,
            },
          },
        ];
      }),
    ) as Record<Half, {all: Score; kinds: Record<Kind, Score>; sections: {n: number; top3: number}}>;
    const report = {
      locale: locale.code,
      date: new Date().toISOString(),
      bar: {heldoutHits3: HELD_OUT_TOP3_BAR},
      all: score(outcomes),
      halves: byHalf,
      // Per question only for the tuning half: the held-out half is read as aggregate figures.
      tuneCases: outcomes.filter((o) => o.half === 'tune'),
    };
    const outDir = path.join(process.cwd(), 'test-results', 'search-eval');
    fs.mkdirSync(outDir, {recursive: true});
    fs.writeFileSync(path.join(outDir, `${locale.code}.json`), JSON.stringify(report, null, 2) + '\n');

    const rows = [`${locale.code}  kind       half      n   hits@1   hits@3     MRR`];
    for (const half of halves) {
      for (const kind of kinds) {
        const s = byHalf[half].kinds[kind];
        rows.push(
          `    ${kind.padEnd(10)} ${half.padEnd(8)} ${String(s.n).padStart(2)}  ${percent(s.hits1)}  ${percent(s.hits3)}  ${s.mrr.toFixed(3)}`,
        );
      }
      const s = byHalf[half].all;
      rows.push(
        `    ${'all'.padEnd(10)} ${half.padEnd(8)} ${String(s.n).padStart(2)}  ${percent(s.hits1)}  ${percent(s.hits3)}  ${s.mrr.toFixed(3)}`,
      );
    }
    console.log(rows.join('\n'));
    const tuneMisses = outcomes.filter((o) => o.half === 'tune' && (o.rank === 0 || o.rank > 3));
    if (tuneMisses.length)
      console.log(
        `${locale.code} tuning-half misses (top 3):\n  ${tuneMisses
          .map(
            (o) =>
              `[${o.kind}] "${o.query}" → ${o.results.slice(0, 3).join(', ') || 'nothing'} (wanted ${o.expect.join(' or ')})`,
          )
          .join('\n  ')}`,
      );

    expect(
      byHalf.heldout.all.hits3,
      `${locale.code}: held-out hits@3 ${percent(byHalf.heldout.all.hits3)} (bar ${HELD_OUT_TOP3_BAR * 100} %)`,
    ).toBeGreaterThanOrEqual(HELD_OUT_TOP3_BAR);
  });
}
