// Loader for the client build's copy of `.docusaurus/registry.js` (config/performance.ts).
// Each registry entry is [loader, module path, module id]. The module path is read only by react-loadable's
// `Loadable.Capture` during the server render, to list the modules a page used; the browser never reads it.
// In the client bundle the path is replaced with 0, so every page's main bundle no longer carries the path
// of every route module of the site. The server build keeps the registry as it is.
'use strict';

/** @param {string} source */
module.exports = function clientRegistry(source) {
  const entry = /\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\), \1, require\.resolveWeak\(\1\)\]/g;
  let count = 0;
  const out = source.replace(entry, (match) => {
    count += 1;
    const [, request] = /import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\)/.exec(match);
    return match.replace(`), ${request}, require`, '), 0, require');
  });
  // An entry format that no longer matches would make this a silent no-op; fail the build instead.
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (count !== entries)
    throw new Error(`clientRegistry: ${count} of ${entries} registry entries matched; has the format changed?`);
  return out;
};
