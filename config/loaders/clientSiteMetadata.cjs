// Loader for the client build's copy of `.docusaurus/site-metadata.json` (config/performance.ts). Every page's
// main bundle carried the name, type and version of each plugin (`pluginVersions`), which Docusaurus reads
// at build time and the debug plugin shows; no code of this site reads it in the browser. The client copy
// keeps the Docusaurus and site versions and an empty `pluginVersions`; the server build keeps the whole file.
'use strict';

/** @param {string} source */
module.exports = function clientSiteMetadata(source) {
  const metadata = JSON.parse(source);
  if (!metadata.pluginVersions)
    throw new Error('clientSiteMetadata: site-metadata.json has no pluginVersions; has it changed?');
  return JSON.stringify({...metadata, pluginVersions: {}});
};
