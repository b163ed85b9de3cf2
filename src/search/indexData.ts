/**
 * What the first search waits for, started by the main thread the moment the reader reaches for search,
 * all at once: the index (then the snippets), and the worker's script, at the same time as the dialog's chunk.
 * On a slow phone each step that waited for another cost a round trip (half a second): chunk, then
 * worker, then its fetch. The worker gets the bytes, transferred, with its first request
 * (./searchClient.ts); without them (the search page, or a failed fetch) it fetches the index itself.
 * This module is in the main bundle: keep it this small.
 */
import {holdPrefetch} from '@site/src/clientModules/idlePrefetch';
export interface IndexData {
  index: Promise<ArrayBuffer | undefined>;
  /** Fetched once the index is in, so that on a slow connection the index has the bandwidth first. */
  snippets: Promise<ArrayBuffer | undefined>;
}

let data: IndexData | undefined;

const bytes = (url: string): Promise<ArrayBuffer | undefined> =>
  fetch(url)
    .then((response) => (response.ok ? response.arrayBuffer() : undefined))
    .catch(() => undefined);

export function fetchIndexData(baseUrl: string): void {
  if (data) return;
  const index = bytes(`${baseUrl}search-index.json`);
  data = {index, snippets: index.then(() => bytes(`${baseUrl}search-snippets.json`))};
  // Link prefetching waits until both are in: on a slow phone it would otherwise share their bandwidth.
  holdPrefetch(data.snippets);
}

/** The fetched data, handed out once: after the transfer to the worker, the worker owns it. */
export function takeIndexData(): IndexData | undefined {
  const taken = data;
  data = undefined;
  return taken;
}

let worker: Worker | undefined;

/**
 * The search worker (./search.worker.ts), started once. Its chunk is named so that the build keeps it in
 * one file (plugins/performance/index.ts): a worker loads the chunks it imports one after the other.
 */
export function searchWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search-worker'});
    // A script that did not load is tried again by the next caller.
    started.addEventListener('error', () => {
      if (worker === started) worker = undefined;
    });
    worker = started;
  }
  return worker;
}
