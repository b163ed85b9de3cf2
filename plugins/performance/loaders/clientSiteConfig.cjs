// Loader for the client build's copy of `.docusaurus/docusaurus.config.mjs` (plugins/performance/index.ts).
// The site config is in every page's main bundle. The fields below are read only at build time (by core,
// the plugins and the server render), never in the browser, so the client copy leaves them out. The server
// build keeps the whole config.
'use strict';

const buildOnly = [
  'ssrTemplate',
  'presets',
  'themes',
  'plugins',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
];

/** @param {string} source */
module.exports = function clientSiteConfig(source) {
  const match = /^([\s\S]*?export default )(\{[\s\S]*\});?\s*$/.exec(source);
  if (!match) throw new Error('clientSiteConfig: the generated site config is no longer `export default {…}`');
  const config = JSON.parse(match[2]);
  for (const key of buildOnly) delete config[key];
  return `${match[1]}${JSON.stringify(config)};\n`;
};
