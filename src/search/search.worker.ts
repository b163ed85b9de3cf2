/**
 * The search worker: fetches the locale's index (built by @easyops-cn/docusaurus-search-local, same
 * origin, on first use) and answers queries with ./engine.ts, off the main thread.
 */
import lunr from 'lunr';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
// The locale's word lists (src/data/search/<locale>.json), by the alias of plugins/search-snippets/index.ts.
import words from '@search-words';
import {SearchEngine, type WrappedIndex} from './engine';
import {expandIndex, type SerializedIndex} from './indexFormat';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';

let engine: Promise<SearchEngine> | undefined;

const parse = <T>(bytes: ArrayBuffer): T => JSON.parse(new TextDecoder().decode(bytes)) as T;

/**
 * The section texts for the results' snippets (plugins/search-snippets/index.ts). They come after the index, so
 * that on a slow connection the index has the bandwidth and the first results come sooner; results work
 * without them, and quote once they are there. Unreadable or missing snippets count as none.
 */
let receiveSnippets: (snippets: Record<string, string>) => void = () => undefined;
const snippets = new Promise<Record<string, string>>((resolve) => {
  receiveSnippets = resolve;
});
let snippetsRequested = false;
let complete = false;

function takeSnippets(bytes: ArrayBuffer | undefined): void {
  snippetsRequested = true;
  let parsed: Record<string, string> = {};
  try {
    if (bytes) parsed = parse<Record<string, string>>(bytes);
  } catch {
    // As missing.
  }
  receiveSnippets(parsed);
}

function fetchSnippets(baseUrl: string): void {
  if (snippetsRequested) return;
  snippetsRequested = true;
  fetch(new URL(`${baseUrl}search-snippets.json`, self.location.origin))
    .then((answer) => (answer.ok ? answer.arrayBuffer() : undefined))
    .catch(() => undefined)
    .then(takeSnippets);
}

/** Loads the index: from the bytes the main thread fetched (./indexData.ts), else fetches it here. */
function load(baseUrl: string, given: {index?: ArrayBuffer; snippetsComing?: boolean} = {}): Promise<SearchEngine> {
  engine ??= (async () => {
    const url = new URL(`${baseUrl}${searchIndexUrl.replace('{dir}', '')}`, self.location.origin);
    if (url.origin !== self.location.origin) throw new Error('Unexpected index URL');
    type Serialized = {documents: WrappedIndex['documents']; index: SerializedIndex}[];
    let json: Serialized;
    if (given.index) {
      json = parse<Serialized>(given.index);
    } else {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Index: HTTP ${response.status}`);
      json = (await response.json()) as Serialized;
    }
    if (!given.snippetsComing) fetchSnippets(baseUrl);
    const indexes = json.map(({documents, index}, type) => ({
      type,
      documents,
      index: lunr.Index.load(expandIndex(index)) as unknown as WrappedIndex['index'],
    }));
    const locale = language[0] ?? 'nl';
    const loaded = new SearchEngine(indexes, words, locale);
    void snippets.then((texts) => {
      loaded.setSnippets(texts);
      complete = true;
    });
    return loaded;
  })();
  // A failed fetch is tried again on the next query.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** The id of the newest search request per lane, noted as each message arrives (before any await). */
const newest = new Map<string, number>();

/**
 * A macrotask's pause: the messages that arrived while this worker was busy are read (and noted in `newest`)
 * before the search runs, so that of a burst of keystrokes only the last query is searched.
 */
const messagesRead = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function answer(request: WorkerRequest): Promise<Omit<WorkerResponse, 'id' | 'failed'>> {
  if (request.kind === 'snippets') {
    takeSnippets(request.snippets);
    await load(request.baseUrl);
    await snippets;
    return {results: [], complete: true};
  }
  const loaded = await load(request.baseUrl, request.kind === 'load' ? request : undefined);
  if (request.kind === 'load') return {results: [], complete};
  await messagesRead();
  if ((newest.get(request.lane) ?? 0) > request.id) return {results: [], complete, stale: true};
  return {...loaded.search(request.query, request.limit, request.typing), complete};
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'search') newest.set(request.lane, Math.max(request.id, newest.get(request.lane) ?? 0));
  let response: WorkerResponse;
  try {
    response = {id: request.id, ...(await answer(request)), failed: false};
  } catch {
    response = {id: request.id, results: [], failed: true, complete: false};
  }
  self.postMessage(response);
};
