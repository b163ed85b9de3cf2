// Loader for the client build's copy of `.docusaurus/routesChunkNames.json` (config/performance.ts): each
// route's chunk names become their short names (config/loaders/chunkNames.cjs), the same names the client
// registry's keys and chunks get. The server build keeps Docusaurus's names.
'use strict';

const {shortChunkNames} = require('./chunkNames.cjs');

/** @param {string} source */
module.exports = function clientRoutesChunkNames(source) {
  const routesChunkNames = JSON.parse(source);
  const short = shortChunkNames(routesChunkNames);
  const rename = (entry) => {
    if (typeof entry === 'string') return short.get(entry);
    if (Array.isArray(entry)) return entry.map(rename);
    if (entry && typeof entry === 'object')
      return Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, rename(v)]));
    return entry;
  };
  return JSON.stringify(rename(routesChunkNames));
};
