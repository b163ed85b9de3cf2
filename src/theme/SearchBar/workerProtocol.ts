import type {SearchResult} from './engine';

export type WorkerRequest =
  | {id: number; kind: 'load'; baseUrl: string; index?: ArrayBuffer; snippets?: ArrayBuffer}
  | {id: number; kind: 'search'; baseUrl: string; query: string; limit: number; typing: boolean};

export interface WorkerResponse {
  id: number;
  results: SearchResult[];
  suggestion?: string;
  /** True when the index could not be fetched. */
  failed: boolean;
}
