import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {htmlText} from '../plugins/search-snippets';
import {assertBuilt, fileForRoute, localeCodes, localePrefix, specDocs} from './lib/site';
import {builtEngine, dialogResults, resultText} from './lib/builtSearch';
import {
  evalCases,
  evalSets,
  kinds,
  plain,
  resultKey,
  type EvalCase,
  type EvalSet,
  type Half,
  type Kind,
} from './lib/searchEval';

// Search evaluation (tests/search-eval/README.md): every reader question of the tuning and the held-out half is
// answered by the site's search engine on the built index, snippets and word lists of its locale, as the search
// worker answers what the reader types into the dialog (tests/lib/builtSearch.ts; tests/search-eval.spec.ts checks
// in the real dialog that it lists the same). The first 8 results are scored per locale, kind and half (hits@1,
// hits@3, mean reciprocal rank, the named section as first result, and for questions with an answer sentence
// whether the first result shows it). Three sets: the first set (tests/search-eval/<locale>.<half>.json), the
// answers set (tests/search-eval/answers/), written later with answer sentences for its fact questions, and the
// third set (tests/search-eval/more/), a tuning half only: its first run, before any change, is in its README.
// The reports go to test-results/search-eval/<set>/<locale>.json (scripts/search-eval-report.mjs turns them into
// Markdown). The first set's test fails when fewer than 90 % of the held-out questions of a locale have a right
// page among the first 3 results; the answers set's test fails below its floors (tests/lib/searchEval.ts), which
// hold what the search reaches today. The search issue's targets for that set (hits@1 90 %, hits@3 97 %,
// section@1 and answer@1 80 %) are not reached yet: tests/search-eval/AFTER-ANSWER-SENTENCE.md has the figures
// per locale.

test.beforeAll(assertBuilt);

interface Outcome extends EvalCase {
  half: Half;
  /** 1-based rank of the first result that is an expected page; 0 when none of the 8 results is. */
  rank: number;
  /** Whether a result among the first 3 is the expected section (only for cases with a section). */
  sectionTop3?: boolean;
  /** Whether the first result is the expected section (only for cases with a section). */
  section1?: boolean;
  /** Whether the first result is an expected page and its snippet shows the answer (only with an answer). */
  answer1?: boolean;
  results: string[];
  /** The first result's snippet as shown. */
  snippet1?: string;
}

interface Score {
  n: number;
  hits1: number;
  hits3: number;
  mrr: number;
  /** Cases with a named section, and the share of them whose first result is that section. */
  sectionN: number;
  section1: number;
  /** Cases with an answer sentence, and the share of them whose first result shows it. */
  answerN: number;
  answer1: number;
}

function score(outcomes: Outcome[]): Score {
  const n = outcomes.length;
  const share = (count: number): number => (n ? count / n : 0);
  const withSection = outcomes.filter((o) => o.section);
  const withAnswer = outcomes.filter((o) => o.answer);
  return {
    n,
    hits1: share(outcomes.filter((o) => o.rank === 1).length),
    hits3: share(outcomes.filter((o) => o.rank >= 1 && o.rank <= 3).length),
    mrr: share(outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0)),
    sectionN: withSection.length,
    section1: withSection.length ? withSection.filter((o) => o.section1).length / withSection.length : 0,
    answerN: withAnswer.length,
    answer1: withAnswer.length ? withAnswer.filter((o) => o.answer1).length / withAnswer.length : 0,
  };
}

const percent = (value: number): string => `${(value * 100).toFixed(1).padStart(5)} %`;

for (const set of evalSets)
  for (const locale of localeCodes) {
    const barText = Object.entries(set.bars)
      .map(([key, value]) => `${key} ≥ ${value * 100} %`)
      .join(', ');
    const title = set.halves.includes('heldout')
      ? `held-out reader questions (${barText})`
      : 'tuning questions, measured and reported (a set with no held-out half has no bar)';
    test(`${set.name} set, ${locale}: ${title}`, () => {
      const cases = evalCases(set, locale);
      // The set itself: both halves the same size, every kind in both, every expected page a real docs page.
      for (const half of set.halves) {
        const inHalf = cases.filter((c) => c.half === half);
        expect(inHalf.length, `${half} half`).toBeGreaterThanOrEqual(set.perHalf);
        for (const kind of kinds)
          expect(inHalf.filter((c) => c.kind === kind).length, `${half} ${kind}`).toBeGreaterThan(0);
      }
      if (set.halves.length === 2)
        expect(cases.filter((c) => c.half === 'tune').length).toBe(cases.filter((c) => c.half === 'heldout').length);
      for (const c of cases) {
        expect(kinds, c.query).toContain(c.kind);
        expect(c.expect.length, c.query).toBeGreaterThan(0);
        for (const doc of c.expect) expect(specDocs, `"${c.query}" expects ${doc}`).toContain(doc);
        if (c.section) {
          const anchor = new RegExp(`id=["']?${c.section}[\\s"'>]`);
          const withSection = c.expect.filter((doc) => {
            const file = fileForRoute(`${localePrefix(locale)}/docs/${doc}`);
            return file !== null && anchor.test(fs.readFileSync(file, 'utf8'));
          });
          expect(withSection, `"${c.query}": section #${c.section} on an expected page`).not.toHaveLength(0);
        }
        if (c.answer) {
          expect(c.section, `"${c.query}": an answer needs its section`).toBeTruthy();
          const file = fileForRoute(`${localePrefix(locale)}/docs/${c.expect[0]}`);
          const text = file ? plain(htmlText(fs.readFileSync(file, 'utf8'))) : '';
          expect(text, `"${c.query}": the answer is the manual's own text`).toContain(plain(c.answer));
        }
      }

      const engine = builtEngine(locale);
      const outcomes: Outcome[] = [];
      for (const c of cases) {
        const options = dialogResults(engine, c.query).map((result) => ({
          route: result.route,
          text: resultText(result),
        }));
        const routes = options.map((option) => option.route);
        // The glossary (doc id "begrippenlijst") is listed after the third manual result by design; it is not a
        // page that answers a question, so it is left out when scoring.
        const keys = routes.map(resultKey).filter((key) => key.doc !== 'begrippenlijst');
        const rank = keys.findIndex((key) => key.doc !== null && c.expect.includes(key.doc)) + 1;
        const outcome: Outcome = {...c, rank, results: routes};
        const isSection = (key: {doc: string | null; anchor: string}): boolean =>
          key.doc !== null && c.expect.includes(key.doc) && key.anchor === c.section;
        if (c.section) {
          outcome.sectionTop3 = keys.slice(0, 3).some(isSection);
          outcome.section1 = keys.length > 0 && isSection(keys[0]);
        }
        // The first result as the reader sees it (the glossary left out, as above).
        const first = options.find((option) => resultKey(option.route).doc !== 'begrippenlijst');
        if (c.answer) {
          outcome.snippet1 = first?.text ?? '';
          outcome.answer1 = rank === 1 && plain(outcome.snippet1).includes(plain(c.answer));
        }
        outcomes.push(outcome);
      }

      const byHalf = Object.fromEntries(
        set.halves.map((half) => {
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
      ) as Partial<Record<Half, {all: Score; kinds: Record<Kind, Score>; sections: {n: number; top3: number}}>>;
      const report = {
        set: set.name,
        locale,
        date: new Date().toISOString(),
        bars: set.bars,
        all: score(outcomes),
        halves: byHalf,
        // Per question only for the tuning half: the held-out half is read as aggregate figures.
        tuneCases: outcomes.filter((o) => o.half === 'tune'),
      };
      const outDir = path.join(process.cwd(), 'test-results', 'search-eval', set.name);
      fs.mkdirSync(outDir, {recursive: true});
      fs.writeFileSync(path.join(outDir, `${locale}.json`), JSON.stringify(report, null, 2) + '\n');

      const rows = [`${set.name} ${locale}  kind       half      n   hits@1   hits@3     MRR  section@1  answer@1`];
      const line = (label: string, half: Half, s: Score): string =>
        `    ${label.padEnd(10)} ${half.padEnd(8)} ${String(s.n).padStart(2)}  ${percent(s.hits1)}  ${percent(s.hits3)}  ${s.mrr.toFixed(3)}  ${s.sectionN ? percent(s.section1) : '      -'}  ${s.answerN ? percent(s.answer1) : '      -'}`;
      for (const half of set.halves) {
        for (const kind of kinds) rows.push(line(kind, half, byHalf[half]!.kinds[kind]));
        rows.push(line('all', half, byHalf[half]!.all));
      }
      console.log(rows.join('\n'));
      const tuneMisses = outcomes.filter(
        (o) => o.half === 'tune' && (o.rank !== 1 || o.section1 === false || o.answer1 === false),
      );
      if (tuneMisses.length)
        console.log(
          `${set.name} ${locale} tuning-half misses (page, section or answer not first):\n  ${tuneMisses
            .map(
              (o) =>
                `[${o.kind}] "${o.query}" → ${o.results.slice(0, 3).join(', ') || 'nothing'} (wanted ${o.expect.join(' or ')}${o.section ? `#${o.section}` : ''})${o.answer1 === false ? ` snippet: ${JSON.stringify(o.snippet1)}` : ''}`,
            )
            .join('\n  ')}`,
        );

      const held = byHalf.heldout?.all;
      if (!held) return;
      for (const [key, bar] of Object.entries(set.bars) as [keyof EvalSet['bars'], number][])
        expect
          .soft(held[key], `${set.name} set, ${locale}: held-out ${key} ${percent(held[key])} (bar ${bar * 100} %)`)
          .toBeGreaterThanOrEqual(bar);
    });
  }
