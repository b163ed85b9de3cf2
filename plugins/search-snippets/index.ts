import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOf} from '../lib/htmlFile';
import {searchWordLists, wordListSources} from './words';

/**
 * Writes `search-snippets.json` beside each locale's search index: the text of every docs section (h2/h3) and
 * of each page's opening, keyed by route (`/docs/x` or `/docs/x#anchor`), one line per block (paragraph, list
 * item, table row), cut to SECTION_CHARS characters. The search index stays compact (patches/README.md); the
 * search fetches this file right after the index, on first use, and quotes from it, for each result, the
 * sentence or row with the most of the reader's words (src/search/engine.ts).
 */
export const SNIPPET_FILE = 'search-snippets.json';
/** Enough for all but the longest sections (a fact sits anywhere in its section, not only at its start). */
export const SECTION_CHARS = 1200;

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: ''};

/**
 * The tags of inline elements: they part no words, so they go without a trace (`<strong>Opslaan</strong>.` is
 * "Opslaan.", not "Opslaan ."). Every other tag (a paragraph, a table cell, an image) stands for a space.
 */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\b[^>]*>/gi;

/**
 * Visible text of an HTML fragment: tags dropped, entities decoded, white space collapsed (a no-break space is
 * kept: French puts one before a colon, which must not start a line of the quote). Soft hyphens are dropped too:
 * the build puts them into the long words of tables (plugins/markdown/rehype/tableRegion.ts), and the search
 * matches and marks the word as the reader types it.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) => {
      if (code[0] !== '#') return entities[code.toLowerCase()] ?? match;
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : match;
    })
    .replace(/\u00ad/g, '')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
}

/**
 * Where a block of text starts or ends: what a reader sees as its own line (a paragraph, a list item, a table
 * row). Both, because the minified HTML leaves out the optional end tags (`</p>`, `</li>`, `</tr>`).
 */
const BLOCK_EDGE =
  /<\/?(?:p|li|tr|dt|dd|h[1-6]|blockquote|pre|figcaption|summary|table|ul|ol|dl|details)\b[^>]*>|<br\s*\/?>/gi;

/** Visible text of an HTML fragment, one line per block. */
export function blocksText(html: string): string {
  return html.split(BLOCK_EDGE).map(htmlText).filter(Boolean).join('\n');
}

/** Route → text of the page's opening and of each h2/h3 section of one built docs page. */
export function sectionsOf(route: string, html: string): Record<string, string> {
  const start = html.indexOf('theme-doc-markdown');
  if (start < 0) return {};
  const end = html.indexOf('</article>', start);
  const body = html.slice(start, end < 0 ? undefined : end).replace(/<header>[\s\S]*?<\/header>/, '');
  const out: Record<string, string> = {};
  // Built HTML is minified: attribute values may be unquoted.
  const heading = /<h([23])\b[^>]*\bid=(?:"([^"]+)"|([^\s>"]+))[^>]*>[\s\S]*?<\/h\1>/g;
  let key = route;
  let from = body.indexOf('>') + 1;
  for (let match = heading.exec(body); ; match = heading.exec(body)) {
    const text = blocksText(body.slice(from, match ? match.index : undefined))
      .slice(0, SECTION_CHARS)
      .trim();
    if (text) out[key] = text;
    if (!match) break;
    key = `${route}#${match[2] ?? match[3]}`;
    from = match.index + match[0].length;
  }
  return out;
}

/**
 * Also gives the search worker its locale's word lists as the module `@search-words`: each locale's build bundles
 * its own list only, not all four. The list is src/data/search/<locale>.json with the glossary's terms in Dutch and
 * English added as synonyms (./words.ts), written into the generated files; under
 * `npm start` it is written again when one of its sources changes, and the bundler picks it up.
 */
export function searchSnippetsPlugin({siteDir, generatedFilesDir, i18n}: LoadContext): Plugin {
  const locale = i18n.currentLocale;
  const wordsFile = path.join(generatedFilesDir, 'search-words', `${locale}.json`);
  const writeWords = (): void => {
    const json = `${JSON.stringify(searchWordLists(siteDir, locale))}\n`;
    if (fs.existsSync(wordsFile) && fs.readFileSync(wordsFile, 'utf8') === json) return;
    fs.mkdirSync(path.dirname(wordsFile), {recursive: true});
    fs.writeFileSync(wordsFile, json);
  };
  return {
    name: 'ai-school-search-snippets',
    getPathsToWatch: () => wordListSources(siteDir, locale),
    async loadContent() {
      writeWords();
    },
    configureWebpack() {
      writeWords();
      return {resolve: {alias: {'@search-words': wordsFile}}};
    },
    postBuild({outDir, routesPaths, baseUrl}) {
      const snippets: Record<string, string> = {};
      for (const route of routesPaths) {
        if (!route.startsWith(`${baseUrl}docs/`)) continue;
        const file = htmlFileOf(outDir, baseUrl, route);
        if (file) Object.assign(snippets, sectionsOf(route, fs.readFileSync(file, 'utf8')));
      }
      fs.writeFileSync(path.join(outDir, SNIPPET_FILE), JSON.stringify(snippets));
    },
  };
}
