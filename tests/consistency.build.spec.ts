import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {localeCodes, specDocs, type LocaleCode} from './lib/site';
import uiLabels from '../src/data/ui-labels.json';
import canonicalFacts from '../src/data/canonical-facts.json';

// Consistency of the manual's Markdown sources (no build, no browser): bold text is a UI label of the app
// (src/data/ui-labels.json) and the canonical numbers (src/data/canonical-facts.json) read the same on
// every page and in every locale. One test per locale, so a locale that is still being revised fails on
// its own. See src/data/README.md.

type Facts = {
  facts: {
    id: string;
    fact: string;
    pages: string[];
    match: Record<LocaleCode, string>;
    forbid?: Partial<Record<LocaleCode, string>>;
  }[];
};

const docsRoot = (locale: LocaleCode): string =>
  locale === 'nl' ? 'docs' : path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');

/** The Markdown source of a doc (front matter and fenced code removed), or null when the file is missing. */
function source(locale: LocaleCode, doc: string): string | null {
  const file = ['.md', '.mdx'].map((ext) => path.join(docsRoot(locale), doc + ext)).find((f) => fs.existsSync(f));
  if (!file) return null;
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, '\n');
}

/** All kinds of spaces as one plain space; typographic apostrophes as '. */
const normalise = (text: string): string => text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').replace(/[’‘]/g, "'");

/** The page as a reader reads it, for the number checks: no bold markers, links as their text, table bars as spaces. */
const plainText = (markdown: string): string =>
  normalise(
    markdown
      .replace(/\*\*/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\|/g, ' '),
  );

// The page template's audience and product lines (CONTENT.md §2.2).
const templateMarkers: Record<LocaleCode, string[]> = {
  nl: ['Voor wie:', 'Alleen in:'],
  en: ['Who is this for:', 'Only in:'],
  fr: ['Pour qui :', 'Uniquement dans :'],
  de: ['Für wen:', 'Nur in:'],
};

// Bold text that is not a UI label but may stay bold. Keep this list tiny: prefer fixing the page.
const allowedBold: Record<LocaleCode, string[]> = {
  nl: [],
  en: [],
  fr: [],
  de: [],
};

const labels: Record<LocaleCode, Set<string>> = Object.fromEntries(
  localeCodes.map((locale) => [locale, new Set(uiLabels.labels.map((label) => normalise(label[locale])))]),
) as Record<LocaleCode, Set<string>>;

/** A bold text, the two characters after it, and whether it starts a list item or a paragraph. */
type Bold = {text: string; next: string; opensBlock: boolean};

/** Every bold text of a page (inline code skipped). */
function boldTexts(markdown: string): Bold[] {
  const found: Bold[] = [];
  for (const line of markdown.split('\n')) {
    const withoutCode = line.replace(/`[^`]*`/g, '``');
    for (const m of withoutCode.matchAll(/\*\*(.+?)\*\*/g)) {
      const before = withoutCode.slice(0, m.index);
      found.push({
        text: normalise(m[1]).trim(),
        next: withoutCode.slice(m.index + m[0].length, m.index + m[0].length + 2),
        opensBlock: /^\s*((\d+\.|[-*])\s+)?$/.test(before),
      });
    }
  }
  return found;
}

/** Whether a bold text may be bold. */
function boldIsAllowed(locale: LocaleCode, bold: Bold): boolean {
  if (labels[locale].has(bold.text)) return true;
  if (templateMarkers[locale].includes(bold.text)) return true;
  // A list or paragraph lead-in: "**Te kort.** …", "**Wat is AI?** …", "- **Onderwerp**: …".
  if (/[.:?!]$/.test(bold.text)) return true;
  if (bold.opensBlock && /^[\s\u00a0\u202f]?[.:]/.test(bold.next)) return true;
  return allowedBold[locale].includes(bold.text);
}

for (const locale of localeCodes) {
  test(`every bold text in the ${locale} docs is a UI label, a template marker or a lead-in`, () => {
    const problems: string[] = [];
    let checked = 0;
    for (const doc of specDocs) {
      const markdown = source(locale, doc);
      if (markdown === null) continue;
      for (const bold of boldTexts(markdown)) {
        checked++;
        if (!boldIsAllowed(locale, bold))
          problems.push(`${locale} ${doc}.md: **${bold.text}** is not a UI label of src/data/ui-labels.json`);
      }
    }
    expect(checked, `bold texts found in the ${locale} docs`).toBeGreaterThan(500);
    expect(problems, `bold text that is not a ${locale} UI label`).toEqual([]);
  });

  test(`the canonical numbers read the same on every listed ${locale} page`, () => {
    const problems: string[] = [];
    for (const fact of (canonicalFacts as Facts).facts) {
      const match = new RegExp(fact.match[locale], 'iu');
      const forbid = fact.forbid?.[locale] ? new RegExp(fact.forbid[locale], 'iu') : null;
      for (const doc of fact.pages) {
        const markdown = source(locale, doc);
        if (markdown === null) {
          problems.push(`${fact.id}: ${locale} ${doc}.md is missing`);
          continue;
        }
        const text = plainText(markdown);
        if (!match.test(text))
          problems.push(`${fact.id} ("${fact.fact}"): ${locale} ${doc}.md does not state /${fact.match[locale]}/`);
        const conflict = forbid ? text.match(forbid) : null;
        if (conflict) problems.push(`${fact.id} ("${fact.fact}"): ${locale} ${doc}.md says "${conflict[0]}"`);
      }
    }
    expect(problems, `canonical facts in ${locale}`).toEqual([]);
  });
}

test('the label and fact tables are well formed', () => {
  const problems: string[] = [];
  for (const label of uiLabels.labels) {
    for (const locale of localeCodes) {
      const text = label[locale];
      if (!text || text !== text.trim() || text.includes('**'))
        problems.push(`label ${JSON.stringify(label)}: bad ${locale} text`);
    }
  }
  for (const fact of (canonicalFacts as Facts).facts) {
    for (const doc of fact.pages) if (!specDocs.includes(doc)) problems.push(`${fact.id}: unknown doc ${doc}`);
    for (const locale of localeCodes) {
      try {
        new RegExp(fact.match[locale], 'iu');
        if (fact.forbid?.[locale]) new RegExp(fact.forbid[locale], 'iu');
      } catch {
        problems.push(`${fact.id}: invalid ${locale} pattern`);
      }
    }
  }
  expect(uiLabels.labels.length).toBeGreaterThan(200);
  expect((canonicalFacts as Facts).facts.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
