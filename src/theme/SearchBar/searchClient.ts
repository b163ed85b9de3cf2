/**
 * The search behind the dialog: the per-locale index and Web Worker of @easyops-cn/docusaurus-search-local
 * (its language's stemmer and stop words, exact and prefix matching), re-ranked with the spec's boosts.
 */
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {MAX_QUERY_LENGTH, MAX_RESULTS} from './limits';

export {MAX_QUERY_LENGTH, MAX_RESULTS} from './limits';

/** Document types of the plugin's index, in its order. */
const enum DocType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

/** The spec's boosts: title 5, tags (keywords) 3, parent categories 2, content 1; headings and descriptions between. */
const typeWeight: Record<number, number> = {
  [DocType.Title]: 5,
  [DocType.Heading]: 4,
  [DocType.Keywords]: 3,
  [DocType.Description]: 2,
  [DocType.Content]: 1,
};
const CATEGORY_BOOST = 2;

/**
 * A document of the compact index (patches/README.md): page documents are whole; the others keep their
 * page id `p` (the page document has the URL and title), anchor `h`, and heading `t` or section title `s`.
 */
interface IndexDocument {
  i: number;
  t?: string;
  u?: string;
  p?: number;
  h?: string;
  b?: string[];
  s?: string;
}

interface WorkerResult {
  document: IndexDocument;
  type: number;
  page?: IndexDocument | false;
  tokens: string[];
  score: number;
}

export interface SearchResult {
  id: string;
  /** Page route plus optional #anchor. */
  route: string;
  pageTitle: string;
  sectionTitle?: string;
  chapter?: string;
  terms: string[];
  score: number;
}

/** Lower-cased terms, split on white space and hyphens, at most 512 characters of input. */
export function tokenize(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/[\s\-–—]+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

export function preloadIndex(baseUrl: string): Promise<void> {
  return fetchIndexesByWorker(baseUrl, '').catch(() => undefined);
}

export interface SearchAnswer {
  results: SearchResult[];
  /** True when the index could not be fetched: the dialog then shows nothing, not even the empty state. */
  failed: boolean;
}

async function runQuery(baseUrl: string, terms: string[]): Promise<WorkerResult[]> {
  return (await searchByWorker(baseUrl, '', terms.join(' '), 40)) as WorkerResult[];
}

/**
 * The plugin's worker requires every term of a query. A reader's question often holds a word the page
 * does not use ("wachtwoord vergeten"), so when all terms together give fewer than 8 results, the
 * search also tries the query without one term, then each term alone, at a lower weight.
 */
function fallbackQueries(terms: string[]): {terms: string[]; factor: number}[] {
  if (terms.length < 2) return [];
  const queries: {terms: string[]; factor: number}[] = [];
  if (terms.length <= 6) {
    terms.forEach((_, skip) => queries.push({terms: terms.filter((__, i) => i !== skip), factor: 0.5}));
  }
  for (const term of terms) if (term.length >= 3) queries.push({terms: [term], factor: 0.25});
  return queries;
}

export async function search(baseUrl: string, query: string, limit = MAX_RESULTS): Promise<SearchAnswer> {
  const terms = tokenize(query);
  if (terms.length === 0) return {results: [], failed: false};
  const answers: {raw: WorkerResult[]; factor: number}[] = [];
  try {
    answers.push({raw: await runQuery(baseUrl, terms), factor: 1});
    if (answers[0].raw.length < limit) {
      const extra = fallbackQueries(terms);
      const raws = await Promise.all(extra.map((q) => runQuery(baseUrl, q.terms)));
      raws.forEach((raw, i) => answers.push({raw, factor: extra[i].factor}));
    }
  } catch {
    // An index that cannot be fetched gives empty results, silently (spec §7).
    return {results: [], failed: true};
  }
  const byRoute = new Map<string, SearchResult>();
  for (const {raw, factor} of answers) {
    for (const result of raw) {
      const candidate = toResult(result, terms, factor);
      if (!candidate) continue;
      const existing = byRoute.get(candidate.route);
      if (!existing) byRoute.set(candidate.route, candidate);
      else existing.score = Math.max(existing.score, candidate.score) + Math.min(existing.score, candidate.score) * 0.1;
    }
  }
  // Several hits on one page (title, sections) count for the page: it is listed once, at its best section.
  const byPage = new Map<string, SearchResult>();
  for (const result of [...byRoute.values()].sort((a, b) => b.score - a.score)) {
    const page = result.route.split('#')[0];
    const existing = byPage.get(page);
    if (existing) existing.score += result.score * 0.1;
    else byPage.set(page, result);
  }
  return {results: [...byPage.values()].sort((a, b) => b.score - a.score).slice(0, limit), failed: false};
}

function toResult(result: WorkerResult, terms: string[], factor: number): SearchResult | null {
  const page = result.type === DocType.Title ? result.document : result.page || undefined;
  const url = result.document.u ?? page?.u;
  const pageTitle = page?.t ?? result.document.s ?? result.document.t;
  // A section whose page is not in the index cannot be shown or opened.
  if (!url || !pageTitle) return null;
  const breadcrumbs = (page?.b ?? result.document.b ?? []).filter(Boolean);
  const chapter = breadcrumbs.length > 1 ? breadcrumbs[breadcrumbs.length - 1] : breadcrumbs[0];
  const inCategory = terms.some((term) => breadcrumbs.some((crumb) => crumb.toLowerCase().includes(term)));
  const weight = (typeWeight[result.type] ?? 1) + (inCategory ? CATEGORY_BOOST : 0);
  const route =
    url + (result.type === DocType.Heading || result.type === DocType.Content ? (result.document.h ?? '') : '');
  return {
    id: `${result.type}-${result.document.i}`,
    route,
    pageTitle,
    sectionTitle:
      result.type === DocType.Heading
        ? result.document.t
        : result.type === DocType.Content && result.document.s !== pageTitle
          ? result.document.s
          : undefined,
    chapter,
    terms,
    score: result.score * weight * factor,
  };
}

/** The address a result leads to: its route, with the terms to highlight on arrival. */
export function resultHref(result: SearchResult): string {
  const [path, hash = ''] = result.route.split('#');
  const params = new URLSearchParams();
  for (const term of result.terms) params.append('_highlight', term);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
