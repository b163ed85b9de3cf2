// Types for what the site's search worker (src/theme/SearchBar/search.worker.ts) imports from packages
// that ship no declarations.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The index's languages (one per locale build). */
  export const language: string[];
  /** The index's address under the base URL, with `{dir}` for the search context. */
  export const searchIndexUrl: string;
}
declare module 'lunr' {
  const lunr: {Index: {load(serialized: object): unknown}};
  export default lunr;
}
