/**
 * Rehype plugin for every Markdown table (docs, blog and pages): one place that makes tables readable on
 * every screen, instead of a fix per page.
 *
 * - The table is wrapped in `<div class="table-region" role="region" tabindex="0">`, labelled by the
 *   text of the nearest heading above it or, before the first heading, by its column headers (an
 *   `aria-label`: `aria-labelledby` would add the heading's "Direct link to …" anchor to the name). The
 *   CSS (src/css/tables.css) lets the table take the full text width and wrap its cells, so on a laptop
 *   no column is hidden; if a table still needs more room, the region scrolls, can be reached and scrolled
 *   with the keyboard, and shows a shadow on the side that has more.
 * - Long words in cells (Dutch and German compounds such as "standaardcontractbepalingen") get soft
 *   hyphens from the locale's hyphenation patterns, at build time, so a five-column table still fits a
 *   laptop's text column and a word breaks only at a syllable, with a visible hyphen.
 * - Every body cell gets `data-label` with its column header, so below 600 px the CSS shows each row as a
 *   stacked card ("Bewaartermijn: 90 dagen") instead of a table that scrolls sideways. Explicit table roles
 *   keep the semantics that `display: block` would drop in some browsers.
 */

import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** Hyphenation patterns per site locale (the `hyphen` package; build time only, nothing reaches the browser). */
const PATTERNS: Record<string, string> = {nl: 'hyphen/nl', en: 'hyphen/en-gb', fr: 'hyphen/fr', de: 'hyphen/de'};

/** Words of at least this many letters get soft hyphens; shorter words always fit a column. */
export const HYPHENATE_FROM = 12;

type Hyphenate = (text: string, options: {minWordLength: number}) => string;

function hyphenator(locale: string): Hyphenate | undefined {
  const patterns = PATTERNS[locale];
  if (!patterns) return undefined;
  return (require(patterns) as {hyphenateSync: Hyphenate}).hyphenateSync;
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const elements = (node: HastNode, tagName: string): HastNode[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

function hyphenateText(node: HastNode, hyphenate: Hyphenate): void {
  if (node.type === 'text' && node.value) {
    node.value = hyphenate(node.value, {minWordLength: HYPHENATE_FROM});
    return;
  }
  // Code stays as written: a soft hyphen would end up in what the reader copies.
  if (node.type === 'element' && node.tagName === 'code') return;
  for (const child of node.children ?? []) hyphenateText(child, hyphenate);
}

function labelCells(table: HastNode): string[] {
  const head = elements(table, 'thead')[0];
  const headerRow = head ? elements(head, 'tr')[0] : undefined;
  const headers = headerRow ? elements(headerRow, 'th').map((cell) => textOf(cell).trim()) : [];
  if (headerRow) headerRow.properties = {...headerRow.properties, role: 'row'};
  for (const cell of headerRow ? elements(headerRow, 'th') : []) {
    cell.properties = {...cell.properties, role: 'columnheader'};
  }
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      row.properties = {...row.properties, role: 'row'};
      elements(row, 'td').forEach((cell, index) => {
        cell.properties = {...cell.properties, role: 'cell', dataLabel: headers[index] ?? ''};
      });
    }
  }
  for (const group of [...elements(table, 'thead'), ...elements(table, 'tbody')]) {
    group.properties = {...group.properties, role: 'rowgroup'};
  }
  table.properties = {...table.properties, role: 'table'};
  return headers;
}

export interface TableRegionOptions {
  /** The site locale being built (nl, en, fr, de): chooses the hyphenation patterns. */
  locale?: string;
}

export default function tableRegion(options: TableRegionOptions = {}) {
  const hyphenate = options.locale ? hyphenator(options.locale) : undefined;
  return (tree: HastNode): void => {
    // Walk in document order, remembering the text of the last heading seen.
    let lastHeading: string | undefined;
    const walk = (node: HastNode): void => {
      const children = node.children ?? [];
      children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (HEADING.test(child.tagName ?? '')) {
          lastHeading = textOf(child).trim() || lastHeading;
          return;
        }
        if (child.tagName === 'table') {
          const headers = labelCells(child);
          if (hyphenate) hyphenateText(child, hyphenate);
          const label = lastHeading ?? headers.filter(Boolean).join(', ');
          children[index] = {
            type: 'element',
            tagName: 'div',
            properties: {className: ['table-region'], role: 'region', tabIndex: 0, ariaLabel: label},
            children: [child],
          };
          return;
        }
        walk(child);
      });
    };
    walk(tree);
  };
}
