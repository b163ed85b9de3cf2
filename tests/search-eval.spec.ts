import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, locales, searchAnswered} from './fixtures';
import {fileForRoute, specDocs} from './lib/site';
import {htmlText} from '../plugins/search-snippets';

// Search evaluation (tests/search-eval/README.md): every reader question of the tuning and the held-out half is
// typed into the real search dialog of the built site; the first 8 results are scored per locale, kind and half
// (hits@1, hits@3, mean reciprocal rank, the named section as first result, and for questions with an answer
// sentence whether the first result shows it). Three sets: the first set (tests/search-eval/<locale>.<half>.json),
// the answers set (tests/search-eval/answers/), written later with answer sentences for its fact questions, and the
// third set (tests/search-eval/more/), a tuning half only: its first run, before any change, is in its README.
// The reports go to test-results/search-eval/<set>/<locale>.json (scripts/search-eval-report.mjs turns them into
// Markdown). The first set's test fails when fewer than 90 % of the held-out questions of a locale have a right
// page among the first 3 results; the answers set's test fails below its floors (ANSWERS_FLOORS), which hold
// what the search reaches today. The search issue's targets for that set (hits@1 90 %, hits@3 97 %, section@1
// and answer@1 80 %) are not reached yet: tests/search-eval/AFTER-ANSWER-SENTENCE.md has the figures per locale.

const kinds = ['natural', 'synonym', 'typo', 'compound', 'fact', 'mixed'] as const;
const halves = ['tune', 'heldout'] as const;
type Kind = (typeof kinds)[number];
type Half = (typeof halves)[number];

interface EvalCase {
  query: string;
  kind: Kind;
  expect: string[];
  section?: string;
  /** The manual's own sentence that answers the question, or a distinctive part of it (answers set). */
  answer?: string;
}

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

interface EvalSet {
  name: 'first' | 'answers' | 'more';
  dir: string;
  /** The halves the set has: the third set was read question by question from its first run, so it is all tuning. */
  halves: readonly Half[];
  bars: Partial<Record<'hits1' | 'hits3' | 'section1' | 'answer1', number>>;
  /** Questions per half at least. */
  perHalf: number;
}

/**
 * What the answers set's held-out half must not fall below: the lowest locale's figures when each was measured
 * (hits@1 85 %: fr and de; hits@3 90 %, the first floor, below every locale's 95–100 %; section@1 and answer@1
 * 50 %: fr; after the ranking round of tests/search-eval/AFTER-ANSWER-SENTENCE.md). Raise a floor when every
 * locale has passed it.
 */
const ANSWERS_FLOORS = {hits1: 0.85, hits3: 0.9, section1: 0.5, answer1: 0.5};
/**
 * The first set: hits@3 90 %, the first search issue's bar; hits@1 83 %, the lowest locale's held-out figure
 * after the ranking round (fr, 30 of 36), so that the first result cannot quietly get worse.
 */
const FIRST_FLOORS = {hits1: 0.83, hits3: 0.9};
const sets: EvalSet[] = [
  {name: 'first', dir: 'search-eval', halves, bars: FIRST_FLOORS, perHalf: 32},
  {name: 'answers', dir: path.join('search-eval', 'answers'), halves, bars: ANSWERS_FLOORS, perHalf: 20},
  {name: 'more', dir: path.join('search-eval', 'more'), halves: ['tune'], bars: {}, perHalf: 40},
];

/** Text as compared for the answer: no table pipes or Markdown emphasis, spaces collapsed, lower case. */
const plain = (text: string): string =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[|*`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A result route as "doc id#anchor" for docs pages (any locale prefix removed), else the route itself. */
function resultKey(route: string): {doc: string | null; anchor: string} {
  const [pathPart, anchor = ''] = route.split('#');
  const match = /^(?:\/(?:en|fr|de))?\/docs\/(.+?)\/?$/.exec(pathPart);
  return {doc: match ? match[1] : null, anchor};
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

for (const set of sets)
  for (const locale of locales) {
    const barText = Object.entries(set.bars)
      .map(([key, value]) => `${key} ≥ ${value * 100} %`)
      .join(', ');
    const title = set.halves.includes('heldout')
      ? `held-out reader questions (${barText})`
      : 'tuning questions, measured and reported (a set with no held-out half has no bar)';
    test(`${set.name} set, ${locale.code}: ${title}`, async ({page}) => {
      test.setTimeout(300_000);
      const cases = set.halves.flatMap((half) =>
        (
          JSON.parse(
            fs.readFileSync(path.join(__dirname, set.dir, `${locale.code}.${half}.json`), 'utf8'),
          ) as EvalCase[]
        ).map((c) => ({...c, half})),
      );
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
            const file = fileForRoute(`${locale.prefix}/docs/${doc}`);
            return file !== null && anchor.test(fs.readFileSync(file, 'utf8'));
          });
          expect(withSection, `"${c.query}": section #${c.section} on an expected page`).not.toHaveLength(0);
        }
        if (c.answer) {
          expect(c.section, `"${c.query}": an answer needs its section`).toBeTruthy();
          const file = fileForRoute(`${locale.prefix}/docs/${c.expect[0]}`);
          const text = file ? plain(htmlText(fs.readFileSync(file, 'utf8'))) : '';
          expect(text, `"${c.query}": the answer is the manual's own text`).toContain(plain(c.answer));
        }
      }

      await page.goto(`${locale.prefix}/docs/intro`);
      await hydrated(page);
      await page.locator('nav.navbar input[type="search"]').focus();
      const dialog = page.getByRole('dialog');
      const input = dialog.getByRole('combobox');
      // The snippets come after the index: wait until a result quotes its section (a mark in any snippet), so that
      // every question below is answered with its snippets.
      await input.fill('AI-School');
      await expect(dialog.getByRole('option').locator('mark').first()).toBeVisible();
      const outcomes: Outcome[] = [];
      for (const c of cases) {
        await input.fill(c.query);
        await searchAnswered(page, c.query);
        const options = await dialog.getByRole('option').evaluateAll((elements) =>
          elements.map((element) => ({
            route: (element as HTMLElement).dataset.route ?? '',
            text: (element as HTMLElement).innerText,
          })),
        );
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
        locale: locale.code,
        date: new Date().toISOString(),
        bars: set.bars,
        all: score(outcomes),
        halves: byHalf,
        // Per question only for the tuning half: the held-out half is read as aggregate figures.
        tuneCases: outcomes.filter((o) => o.half === 'tune'),
      };
      const outDir = path.join(process.cwd(), 'test-results', 'search-eval', set.name);
      fs.mkdirSync(outDir, {recursive: true});
      fs.writeFileSync(path.join(outDir, `${locale.code}.json`), JSON.stringify(report, null, 2) + '\n');

      const rows = [
        `${set.name} ${locale.code}  kind       half      n   hits@1   hits@3     MRR  section@1  answer@1`,
      ];
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
          `${set.name} ${locale.code} tuning-half misses (page, section or answer not first):\n  ${tuneMisses
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
          .soft(
            held[key],
            `${set.name} set, ${locale.code}: held-out ${key} ${percent(held[key])} (bar ${bar * 100} %)`,
          )
          .toBeGreaterThanOrEqual(bar);
    });
  }
