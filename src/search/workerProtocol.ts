import type {SearchResult} from './engine';

export type WorkerRequest =
  /** The index; `snippetsComing`: the main thread fetches the snippets and sends them (`snippets`). */
  | {id: number; kind: 'load'; baseUrl: string; index?: ArrayBuffer; snippetsComing?: boolean}
  /** The snippets' bytes (or none, if their fetch failed); answered once the results quote them. */
  | {id: number; kind: 'snippets'; baseUrl: string; snippets?: ArrayBuffer}
  /** `lane`: who asks (the dialog, the search page); a newer search of the same lane makes this one stale. */
  | {id: number; kind: 'search'; baseUrl: string; query: string; limit: number; typing: boolean; lane: string};

export interface WorkerResponse {
  id: number;
  results: SearchResult[];
  suggestion?: string;
  /** True when the index could not be fetched. */
  failed: boolean;
  /** False while the snippets are still on their way: the results have no quotes yet. */
  complete: boolean;
  /** True when a newer search of the same lane came in first: this one was dropped, not run. */
  stale?: boolean;
}
