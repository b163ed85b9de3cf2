/**
 * The search behind the dialog and the search page: a Web Worker (./search.worker.ts, started on first
 * use) that holds the locale's index and ranks with ./engine.ts.
 */
import type {SearchResult} from './engine';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';
import {MAX_RESULTS} from './limits';

export {MAX_QUERY_LENGTH, MAX_RESULTS} from './limits';
export type {SearchResult} from './engine';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (response: WorkerResponse) => void>();

type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function ask(request: RequestBody): Promise<WorkerResponse> {
  if (!worker) {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
  }
  const id = ++nextId;
  const started = worker;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    started.postMessage({...request, id} as WorkerRequest);
  });
}

export function preloadIndex(baseUrl: string): Promise<void> {
  return ask({kind: 'load', baseUrl}).then(() => undefined);
}

export interface SearchAnswer {
  results: SearchResult[];
  /** With no result: the nearest known words ("Did you mean …?"). */
  suggestion?: string;
  /** True when the index could not be fetched: the dialog then shows nothing, not even the empty state. */
  failed: boolean;
}

/**
 * Searches the locale's index. `typing`: the last word may still be incomplete, so it also matches as a
 * prefix (the dialog); the search page searches whole words.
 */
export async function search(
  baseUrl: string,
  query: string,
  limit = MAX_RESULTS,
  typing = true,
): Promise<SearchAnswer> {
  if (!query.trim()) return {results: [], failed: false};
  const {results, suggestion, failed} = await ask({kind: 'search', baseUrl, query, limit, typing});
  return {results, suggestion, failed};
}

/** The address a result leads to: its route, with the terms to highlight on arrival. */
export function resultHref(result: SearchResult): string {
  const [path, hash = ''] = result.route.split('#');
  const params = new URLSearchParams();
  for (const term of result.terms) params.append('_highlight', term);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
