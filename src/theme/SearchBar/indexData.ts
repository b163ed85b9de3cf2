/**
 * The index and the snippets, fetched by the main thread the moment the reader reaches for search, at the
 * same time as the dialog's chunk and the worker's script. On a slow phone that saves two round trips
 * (chunk, then worker, then its fetch) before the first results. The worker gets the bytes, transferred,
 * with its first request (./searchClient.ts); without them (the search page, or a failed fetch) it fetches
 * the index itself, as before. This module is in the main bundle: keep it this small.
 */
export interface IndexData {
  index?: ArrayBuffer;
  snippets?: ArrayBuffer;
}

let data: Promise<IndexData> | undefined;

const bytes = (url: string): Promise<ArrayBuffer | undefined> =>
  fetch(url)
    .then((response) => (response.ok ? response.arrayBuffer() : undefined))
    .catch(() => undefined);

export function fetchIndexData(baseUrl: string): void {
  data ??= Promise.all([bytes(`${baseUrl}search-index.json`), bytes(`${baseUrl}search-snippets.json`)]).then(
    ([index, snippets]) => ({index, snippets}),
  );
}

/** The fetched data, handed out once: after the transfer to the worker, the worker owns it. */
export function takeIndexData(): Promise<IndexData> | undefined {
  const taken = data;
  data = undefined;
  return taken;
}
