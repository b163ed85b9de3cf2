/**
 * The search worker: fetches the locale's index (built by @easyops-cn/docusaurus-search-local, same
 * origin, on first use) and answers queries with ./engine.ts, off the main thread.
 */
import lunr from 'lunr';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import nl from '@site/src/data/search/nl.json';
import en from '@site/src/data/search/en.json';
import fr from '@site/src/data/search/fr.json';
import de from '@site/src/data/search/de.json';
import {SearchEngine, type LocaleData, type WrappedIndex} from './engine';
import {expandIndex, type SerializedIndex} from './indexFormat';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';

const data: Record<string, LocaleData> = {nl, en, fr, de};
let engine: Promise<SearchEngine> | undefined;

const parse = <T>(bytes: ArrayBuffer): T => JSON.parse(new TextDecoder().decode(bytes)) as T;

/** Loads the index: from the bytes the main thread fetched (./indexData.ts), else fetches it here. */
function load(baseUrl: string, given: {index?: ArrayBuffer; snippets?: ArrayBuffer} = {}): Promise<SearchEngine> {
  engine ??= (async () => {
    const url = new URL(`${baseUrl}${searchIndexUrl.replace('{dir}', '')}`, self.location.origin);
    if (url.origin !== self.location.origin) throw new Error('Unexpected index URL');
    const snippets: Promise<Record<string, string>> = given.snippets
      ? Promise.resolve(given.snippets)
          .then((bytes) => parse<Record<string, string>>(bytes))
          .catch(() => ({}))
      : fetch(new URL(`${baseUrl}search-snippets.json`, self.location.origin))
          .then((answer) => (answer.ok ? (answer.json() as Promise<Record<string, string>>) : {}))
          .catch(() => ({}));
    type Serialized = {documents: WrappedIndex['documents']; index: SerializedIndex}[];
    let json: Serialized;
    if (given.index) {
      json = parse<Serialized>(given.index);
    } else {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Index: HTTP ${response.status}`);
      json = (await response.json()) as Serialized;
    }
    const indexes = json.map(({documents, index}, type) => ({
      type,
      documents,
      index: lunr.Index.load(expandIndex(index)) as unknown as WrappedIndex['index'],
    }));
    const locale = language[0] ?? 'nl';
    const loaded = new SearchEngine(indexes, data[locale] ?? data.nl, locale);
    // The section texts for the results' snippets (config/searchSnippets.ts); results work without them.
    loaded.setSnippets(await snippets);
    return loaded;
  })();
  // A failed fetch is tried again on the next query.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let response: WorkerResponse;
  try {
    const loaded = await load(request.baseUrl, request.kind === 'load' ? request : undefined);
    response =
      request.kind === 'load'
        ? {id: request.id, results: [], failed: false}
        : {id: request.id, ...loaded.search(request.query, request.limit, request.typing), failed: false};
  } catch {
    response = {id: request.id, results: [], failed: true};
  }
  self.postMessage(response);
};
