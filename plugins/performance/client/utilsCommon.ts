/**
 * The index of @docusaurus/utils-common (lib/index.js), built in its place by plugins/performance/index.ts: the
 * same exports, from the same modules. Upstream's index is CommonJS compiled with `importHelpers`, and its
 * one `require("tslib")` (for `__importDefault`) put the whole of tslib, 3.3 KB gzip, in every page's main
 * bundle; nothing else in the client bundle uses tslib.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// __ prefix allows search crawlers (Algolia/DocSearch) to ignore anchors (upstream's comment).
export const blogPostContainerID = '__blog-post-container';
