// Loader for the first-screen image of a doc when it is an SVG file (config/remark/aboveTheFoldImage.ts puts
// it in place of Docusaurus's url-loader, with the same options).
//
// url-loader inlines an image under its `limit` as a base64 data URL, into the page's HTML and its
// JavaScript chunk alike. Base64 hides the SVG's repeated markup from gzip: the login screen's illustration
// is 1.97 KB gzip as base64 and 1.22 KB as a percent-encoded data URL of the same bytes. This loader writes
// the percent-encoded form (whitespace runs collapsed to one space, as SVG renders them, and only the
// characters a URL may carry left unencoded); an SVG over the limit goes to url-loader, which emits it as a
// file as before.
'use strict';

const urlLoader = require('url-loader');

/** The characters encodeURIComponent escapes that a data URL in an HTML attribute may carry as they are. */
const KEPT = {'%3D': '=', '%3A': ':', '%2F': '/', '%2C': ',', '%3B': ';'};

/** @param {string} svg */
function svgDataUrl(svg) {
  const text = svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${encodeURIComponent(text).replace(/%3[DAB]|%2[FC]/g, (code) => KEPT[code])}`;
}

/** @this {{query: string, getOptions(): {limit?: string | number}}} @param {Buffer} content */
function svgDataUri(content) {
  const limit = Number(this.getOptions().limit ?? Infinity);
  if (content.length > limit) return urlLoader.call(this, content);
  return `export default ${JSON.stringify(svgDataUrl(content.toString('utf8')))};`;
}

module.exports = svgDataUri;
module.exports.raw = true;
