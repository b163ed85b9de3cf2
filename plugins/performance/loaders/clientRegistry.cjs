// Loader for the client build's copy of `.docusaurus/registry.js` (plugins/performance/index.ts).
// Each registry entry is `"<chunk name>": [loader, module path, module id]`, the loader an import() with the
// chunk's name as its `webpackChunkName`. In the client bundle the module path is replaced with 0. It is read
// only by react-loadable's `Loadable.Capture` during the server render, to list the modules a page used; the
// browser never reads it, and every page's main bundle carried the path of every route module of the site.
// The server build keeps the registry as it is.
'use strict';

/** @param {string} source */
module.exports = function clientRegistry(source) {
  const entry =
    /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]*")\), \2, require\.resolveWeak\(\2\)\]/g;
  let count = 0;
  const out = source.replace(entry, (match, name, request) => {
    count += 1;
    return `"${name}": [() => import(/* webpackChunkName: "${name}" */ ${request}), 0, require.resolveWeak(${request})]`;
  });
  // An entry format that no longer matches would make this a silent no-op; fail the build instead.
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (count !== entries)
    throw new Error(`clientRegistry: ${count} of ${entries} registry entries matched; has the format changed?`);
  return out;
};
