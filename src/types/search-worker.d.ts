// Types for what the site's search worker (src/search/search.worker.ts) imports from packages
// that ship no declarations.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The index's languages (one per locale build). */
  export const language: string[];
  /** The index's address under the base URL, with `{dir}` for the search context. */
  export const searchIndexUrl: string;
}
declare module 'lunr' {
  interface Builder {
    use(plugin: unknown): void;
    ref(name: string): void;
    field(name: string): void;
    add(doc: object): void;
    metadataWhitelist: string[];
  }
  interface Lunr {
    (config: (this: Builder, builder: Builder) => void): unknown;
    Index: {load(serialized: object): unknown};
  }
  const lunr: Lunr;
  export default lunr;
}
declare module '@search-words' {
  /** The current locale's search word lists (src/data/search/<locale>.json; plugins/search-snippets/index.ts). */
  const words: {stopWords: string[]; synonyms: Record<string, string[]>};
  export default words;
}
