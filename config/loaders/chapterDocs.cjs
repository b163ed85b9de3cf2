// Loader for the docs plugin's page data (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`), in
// the server and the client build alike, so the server HTML and the hydrated page read the same data
// (config/performance.ts).
//
// The version's metadata (`<prefix>docs-<hash>.json`) is a route chunk of every doc page: the sidebars plus
// a map of every doc (id, title, sidebar, description). Only the cards of a chapter's index page read that
// map (DocCard through useDocById), so it moves:
// - the version metadata keeps an empty map (`docs: {}`);
// - each chapter index page's data (`<prefix>docs-category-<slug>-<hash>.json`) gains `chapterDocs`, the
//   entries of the docs in that chapter, which src/theme/DocCategoryGeneratedIndexPage gives back to its
//   cards through the docs version context.
// A `<DocCardList>` in a doc's Markdown would find no doc in the map (useDocById throws, so the build fails
// with the doc's id); the manual has none: its chapter overviews are the generated index pages.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The docs in a sidebar category (and its subcategories). */
function docIdsIn(items, ids = []) {
  for (const item of items ?? []) {
    if (item.docId) ids.push(item.docId);
    if (item.type === 'category') docIdsIn(item.items, ids);
  }
  return ids;
}

/** The sidebar category whose own link is `permalink`, in any sidebar. */
function findCategory(sidebars, permalink) {
  const walk = (items) => {
    for (const item of items ?? []) {
      if (item.type !== 'category') continue;
      if (item.href === permalink) return item;
      const found = walk(item.items);
      if (found) return found;
    }
    return undefined;
  };
  for (const items of Object.values(sidebars ?? {})) {
    const found = walk(items);
    if (found) return found;
  }
  return undefined;
}

/** @param {string} source */
module.exports = function chapterDocs(source) {
  const data = JSON.parse(source);
  if (data.version?.docs) {
    data.version.docs = {};
    return JSON.stringify(data);
  }
  const index = data.categoryGeneratedIndex;
  if (!index) return source;
  // The version metadata that holds this chapter: a sibling file whose sidebars link to the chapter page.
  const dir = path.dirname(this.resourcePath);
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.json') || name.includes('docs-category-') || name === path.basename(this.resourcePath))
      continue;
    const file = path.join(dir, name);
    const version = JSON.parse(fs.readFileSync(file, 'utf8')).version;
    const category = version?.docs && findCategory(version.docsSidebars, index.permalink);
    if (!category) continue;
    this.addDependency(file);
    index.chapterDocs = Object.fromEntries(
      docIdsIn(category.items)
        .filter((id) => version.docs[id])
        .map((id) => [id, version.docs[id]]),
    );
    return JSON.stringify(data);
  }
  throw new Error(`chapterDocs: no version metadata next to ${this.resourcePath} links to ${index.permalink}`);
};
