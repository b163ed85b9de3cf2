// Loader for the client build's copy of `.docusaurus/registry.js` (config/performance.ts).
// Each registry entry is `"<chunk name>": [loader, module path, module id]`, the loader an import() with the
// chunk's name as its `webpackChunkName`. In the client bundle:
// - the module path is replaced with 0. It is read only by react-loadable's `Loadable.Capture` during the
//   server render, to list the modules a page used; the browser never reads it, and every page's main bundle
//   carried the path of every route module of the site;
// - the chunk name, as the entry's key and as its chunk's name, becomes its short name
//   (config/loaders/chunkNames.cjs), as in the client's route table (clientRoutesChunkNames.cjs).
// The server build keeps the registry as it is.
'use strict';

const path = require('node:path');
const {readShortChunkNames, routesChunkNamesFile} = require('./chunkNames.cjs');

/** @this {{resourcePath: string, addDependency(file: string): void}} @param {string} source */
module.exports = function clientRegistry(source) {
  const generatedFilesDir = path.dirname(this.resourcePath);
  // The short names come from the route table, generated with the registry; a change to it renames.
  this.addDependency(routesChunkNamesFile(generatedFilesDir));
  const short = readShortChunkNames(generatedFilesDir);
  const entry =
    /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]*")\), \2, require\.resolveWeak\(\2\)\]/g;
  let count = 0;
  const out = source.replace(entry, (match, name, request) => {
    const shortName = short.get(name);
    if (!shortName) throw new Error(`clientRegistry: the registry's chunk ${name} is not in routesChunkNames.json`);
    count += 1;
    return `"${shortName}": [() => import(/* webpackChunkName: "${shortName}" */ ${request}), 0, require.resolveWeak(${request})]`;
  });
  // An entry format that no longer matches would make this a silent no-op; fail the build instead.
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (count !== entries)
    throw new Error(`clientRegistry: ${count} of ${entries} registry entries matched; has the format changed?`);
  return out;
};
