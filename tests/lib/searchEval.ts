// The reader question sets of tests/search-eval/ (README there): what they hold and how a result is read. Scored
// in Node by tests/search-eval.build.spec.ts; tests/search-eval.spec.ts types a sample into the real dialog.
import fs from 'node:fs';
import path from 'node:path';
import type {LocaleCode} from './site';

export const kinds = ['natural', 'synonym', 'typo', 'compound', 'fact', 'mixed'] as const;
export const halves = ['tune', 'heldout'] as const;
export type Kind = (typeof kinds)[number];
export type Half = (typeof halves)[number];

export interface EvalCase {
  query: string;
  kind: Kind;
  expect: string[];
  section?: string;
  /** The manual's own sentence that answers the question, or a distinctive part of it (answers set). */
  answer?: string;
}

export interface EvalSet {
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
export const evalSets: EvalSet[] = [
  {name: 'first', dir: 'search-eval', halves, bars: FIRST_FLOORS, perHalf: 32},
  {name: 'answers', dir: path.join('search-eval', 'answers'), halves, bars: ANSWERS_FLOORS, perHalf: 20},
  {name: 'more', dir: path.join('search-eval', 'more'), halves: ['tune'], bars: {}, perHalf: 40},
];

/** The questions of a set in a locale, each with its half. */
export const evalCases = (set: EvalSet, locale: LocaleCode): (EvalCase & {half: Half})[] =>
  set.halves.flatMap((half) =>
    (
      JSON.parse(fs.readFileSync(path.join(__dirname, '..', set.dir, `${locale}.${half}.json`), 'utf8')) as EvalCase[]
    ).map((c) => ({...c, half})),
  );

/** A result route as "doc id#anchor" for docs pages (any locale prefix removed), else the route itself. */
export function resultKey(route: string): {doc: string | null; anchor: string} {
  const [pathPart, anchor = ''] = route.split('#');
  const match = /^(?:\/(?:en|fr|de))?\/docs\/(.+?)\/?$/.exec(pathPart);
  return {doc: match ? match[1] : null, anchor};
}

/** Text as compared for the answer: no table pipes or Markdown emphasis, spaces collapsed, lower case. */
export const plain = (text: string): string =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[|*`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
