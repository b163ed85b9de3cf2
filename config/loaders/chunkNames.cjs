// Short chunk names for the route modules, in the client build only (config/performance.ts).
//
// Docusaurus names each route module's chunk with an 8-digit hash (`"0058b4c6"`). Every page's main bundle
// carries each name three times or more: as a key of the route registry (`.docusaurus/registry.js`), in the
// route table's chunk names (`.docusaurus/routesChunkNames.json`, once per route that uses the module) and
// in core's map from chunk name to chunk id (`__webpack_require__.gca`, used to prefetch a route). Random
// hex digits barely compress.
//
// In the browser's bundle each name becomes its shortest prefix that no other route chunk's name starts
// with (at least MIN_LENGTH digits; 3 for about 220 names). A prefix, not a counter: adding a page changes
// only the names that share its prefix, so the other chunks keep their ids and file names (the bundler
// derives a named chunk's id from its name), and readers' caches stay valid across a release.
//
// The registry and the route table are renamed by their loaders (clientRegistry.cjs,
// clientRoutesChunkNames.cjs), and config/routeScripts.ts looks the bundler's chunk groups up by the same
// short names. The server build keeps Docusaurus's names.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const MIN_LENGTH = 3;

/** Every chunk name in a routesChunkNames entry (nested objects and arrays of chunk names). */
function chunkNamesOf(entry, names = []) {
  if (typeof entry === 'string') names.push(entry);
  else if (entry && typeof entry === 'object') for (const value of Object.values(entry)) chunkNamesOf(value, names);
  return names;
}

/** The length of the common prefix of two strings. */
function commonPrefix(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Each chunk name of the route table (the parsed routesChunkNames.json) → its short name: the shortest
 * prefix (at least MIN_LENGTH characters) that no other name starts with; the whole name if it is itself
 * the start of another. Short names are distinct because no two names share the prefix that was kept.
 * @param {Record<string, unknown>} routesChunkNames
 * @returns {Map<string, string>}
 */
function shortChunkNames(routesChunkNames) {
  const names = [...new Set(chunkNamesOf(routesChunkNames))].sort();
  const short = new Map();
  names.forEach((name, i) => {
    // In sorted order, the longest prefix shared with any other name is shared with a neighbour.
    const shared = Math.max(i > 0 ? commonPrefix(name, names[i - 1]) : 0, commonPrefix(name, names[i + 1] ?? ''));
    short.set(name, name.slice(0, Math.max(MIN_LENGTH, shared + 1)));
  });
  if (new Set(short.values()).size !== short.size) throw new Error('chunkNames: two route chunks got one short name');
  return short;
}

/** The route table's file next to a generated file (both in the site's `.docusaurus` folder). */
const routesChunkNamesFile = (generatedFilesDir) => path.join(generatedFilesDir, 'routesChunkNames.json');

/** The short names of the route chunks of a build, from its generated files folder. */
function readShortChunkNames(generatedFilesDir) {
  return shortChunkNames(JSON.parse(fs.readFileSync(routesChunkNamesFile(generatedFilesDir), 'utf8')));
}

module.exports = {shortChunkNames, readShortChunkNames, routesChunkNamesFile, chunkNamesOf};
