/**
 * The search behind the dialog and the search page: a Web Worker (./search.worker.ts, started on first
 * use) that holds the locale's index and ranks with ./engine.ts.
 */
import type {SearchResult} from './engine';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';
import {MAX_RESULTS} from './limits';
import {takeIndexData, type IndexData} from './indexData';

export {MAX_QUERY_LENGTH, MAX_RESULTS} from './limits';
export type {SearchResult} from './engine';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (response: WorkerResponse) => void>();

type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function startWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
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

let loading: Promise<WorkerResponse> | undefined;

/**
 * The worker's first request: the index the main thread already fetched (./indexData.ts), if any. Every
 * later request waits for it, so that the worker never fetches the index a second time.
 */
function load(baseUrl: string): Promise<WorkerResponse> {
  if (!loading) {
    startWorker();
    loading = (takeIndexData() ?? Promise.resolve<IndexData>({})).then(({index, snippets}) =>
      ask(
        {kind: 'load', baseUrl, index, snippets},
        [index, snippets].filter((b): b is ArrayBuffer => !!b),
      ),
    );
  }
  return loading;
}

export function preloadIndex(baseUrl: string): Promise<void> {
  return load(baseUrl).then(() => undefined);
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
  await load(baseUrl);
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
