import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOf} from '../lib/htmlFile';

/**
 * Writes `search-snippets.json` beside each locale's search index: the text of every docs section (h2/h3) and
 * of each page's opening, cut to SNIPPET_CHARS characters, keyed by route (`/docs/x` or `/docs/x#anchor`).
 * The search index stays compact (patches/README.md); the search fetches this file right after the index, on
 * first use, and cuts from it the piece around the reader's words for each result.
 */
export const SNIPPET_FILE = 'search-snippets.json';
const SNIPPET_CHARS = 280;

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** Visible text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) => {
      if (code[0] !== '#') return entities[code.toLowerCase()] ?? match;
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : match;
    })
    .replace(/\s+/g, ' ')
    .trim();
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
    const text = htmlText(body.slice(from, match ? match.index : undefined)).slice(0, SNIPPET_CHARS);
    if (text) out[key] = text;
    if (!match) break;
    key = `${route}#${match[2] ?? match[3]}`;
    from = match.index + match[0].length;
  }
  return out;
}

/**
 * Also gives the search worker its locale's word lists (src/data/search/<locale>.json) as the module
 * `@search-words`: each locale's build bundles its own list only, not all four.
 */
export function searchSnippetsPlugin({siteDir, i18n}: LoadContext): Plugin {
  const words = path.join(siteDir, 'src', 'data', 'search', `${i18n.currentLocale}.json`);
  return {
    name: 'ai-school-search-snippets',
    configureWebpack() {
      if (!fs.existsSync(words))
        throw new Error(`No search word lists for ${i18n.currentLocale}: add ${path.relative(siteDir, words)}.`);
      return {resolve: {alias: {'@search-words': words}}};
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
