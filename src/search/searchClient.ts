/**
 * The search behind the dialog and the search page: a Web Worker (./search.worker.ts, started on first
 * use) that holds the locale's index and ranks with ./engine.ts.
 */
import type {SearchResult} from './engine';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';
import {MAX_RESULTS} from './limits';
import {searchWorker, takeIndexData} from './indexData';
import {highlightTerms} from './highlight';

export {MAX_QUERY_LENGTH, MAX_RESULTS} from './limits';
export type {SearchResult} from './engine';

let worker: Worker | undefined;
let loading: Promise<WorkerResponse> | undefined;
let completing: Promise<void> | undefined;
let nextId = 0;
const pending = new Map<number, (response: WorkerResponse) => void>();

type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function startWorker(): Worker {
  if (!worker) {
    worker = searchWorker();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
    // The worker's script did not load (or the worker died): every open request fails, and the next one
    // starts a new worker.
    worker.onerror = () => {
      worker = undefined;
      loading = undefined;
      completing = undefined;
      for (const [id, resolve] of pending) resolve({id, results: [], failed: true, complete: false});
      pending.clear();
    };
  }
  return worker;
}

function ask(request: RequestBody, transfer: Transferable[] = []): Promise<WorkerResponse> {
  const started = startWorker();
  const id = ++nextId;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    started.postMessage({...request, id} as WorkerRequest, transfer);
  });
}

/**
 * The worker's first request: the index the main thread already fetched (./indexData.ts), if any; then
 * the snippets, when they are in. Every later request waits for the index, so that the worker never
 * fetches it a second time.
 */
function load(baseUrl: string): Promise<WorkerResponse> {
  if (!loading) {
    startWorker();
    const data = takeIndexData();
    const loaded = (data?.index ?? Promise.resolve(undefined)).then((index) =>
      ask({kind: 'load', baseUrl, index, snippetsComing: !!data}, index ? [index] : []),
    );
    loading = loaded;
    completing = loaded
      .then(() => data?.snippets)
      .then((snippets) => ask({kind: 'snippets', baseUrl, snippets}, snippets ? [snippets] : []))
      .then(() => undefined);
  }
  return loading;
}

export function preloadIndex(baseUrl: string): Promise<void> {
  return load(baseUrl).then(() => undefined);
}

/** Settles when the results quote their sections: the snippets come after the index (./indexData.ts). */
function whenComplete(baseUrl: string): Promise<void> {
  return load(baseUrl).then(() => completing);
}

export interface SearchAnswer {
  results: SearchResult[];
  /** With no result: the nearest known words ("Did you mean …?"). */
  suggestion?: string;
  /** True when the index could not be fetched: the dialog then shows nothing, not even the empty state. */
  failed: boolean;
  /** False while the snippets are on their way: `quotedAgain` gives the same answer with its quotes. */
  complete: boolean;
  /** True when a newer search of the same lane was asked before this one ran: it was dropped unanswered. */
  stale?: boolean;
}

/**
 * Searches the locale's index. `typing`: the last word may still be incomplete, so it also matches as a
 * prefix (the dialog, lane "dialog"); the search page searches whole words (lane "page"). A search that a
 * newer one of its lane overtakes before the worker gets to it comes back `stale`, without results.
 */
export function search(baseUrl: string, query: string, limit = MAX_RESULTS, typing = true): Promise<SearchAnswer> {
  return searchIn(typing ? 'dialog' : 'page', baseUrl, query, limit, typing);
}

async function searchIn(
  lane: string,
  baseUrl: string,
  query: string,
  limit: number,
  typing: boolean,
): Promise<SearchAnswer> {
  if (!query.trim()) return {results: [], failed: false, complete: true};
  await load(baseUrl);
  const answer = await ask({kind: 'search', baseUrl, query, limit, typing, lane});
  const {results, suggestion, failed, complete, stale} = answer;
  return {results, suggestion, failed, complete, stale};
}

/**
 * For an answer given before the snippets were in (`complete: false`): the same search once they are, with
 * its quotes (same results, same order). Undefined when there is nothing to add or the search failed.
 */
export async function quotedAgain(
  baseUrl: string,
  query: string,
  answer: SearchAnswer,
  limit = MAX_RESULTS,
  typing = true,
): Promise<SearchAnswer | undefined> {
  if (answer.failed || answer.complete) return undefined;
  await whenComplete(baseUrl);
  // A lane of its own: sent for an earlier query once the snippets are in, it must not make the reader's
  // newest query stale.
  const again = await searchIn(typing ? 'dialog-quoted' : 'page-quoted', baseUrl, query, limit, typing);
  return again.failed || again.stale ? undefined : again;
}

/** The address a result leads to: its route, with the terms to highlight on arrival. */
export function resultHref(result: SearchResult): string {
  const [path, hash = ''] = result.route.split('#');
  const params = new URLSearchParams();
  for (const term of highlightTerms(result.terms)) params.append('_highlight', term);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
