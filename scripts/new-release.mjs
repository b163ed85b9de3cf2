#!/usr/bin/env node
// Starts the Dutch release note of a new version in blog/, from the template the README describes
// (title "Versie X.Y.Z: <thema>", date, authors and tags from blog/authors.yml and blog/tags.yml, a
// summary, the truncate line, then Nieuw / Verbeterd / Opgelost), as a draft. Refuses a version that is
// not X.Y.Z, one that already has a note or is not newer than the newest note, and unknown authors or tags.
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine, usageError} from './lib/cli.mjs';

const blogDir = 'blog';
/** The top-level keys of a YAML list such as blog/authors.yml (one key per entry, at the start of a line). */
const keysOf = (file) =>
  [...fs.readFileSync(path.join(blogDir, file), 'utf8').matchAll(/^([\w-]+):\s*$/gm)].map((m) => m[1]);
const authors = keysOf('authors.yml');
const tags = keysOf('tags.yml');

const usage = `
Starts the Dutch release note of a new version.

Usage: npm run new:release -- <version> [--theme "beveiligingsupdate"] [--date YYYY-MM-DD]
                                        [--authors productteam] [--tags nieuw,verbeterd]

  <version>   the new version, X.Y.Z, newer than the newest release note
  --theme     what the release is about, in a few Dutch words: the title becomes "Versie X.Y.Z: <theme>"
  --date      the release date (default: today); the note is published at 10:00 Dutch time
  --authors   comma-separated keys of blog/authors.yml (default: productteam): ${authors.join(', ')}
  --tags      comma-separated keys of blog/tags.yml (default: nieuw): ${tags.join(', ')}

Writes blog/<date>-v<version>.md with draft: true.
`;

const {values, positionals} = parseCommandLine({
  usage,
  options: {
    theme: {type: 'string'},
    date: {type: 'string'},
    authors: {type: 'string', default: 'productteam'},
    tags: {type: 'string', default: 'nieuw'},
  },
  allowPositionals: true,
});

if (positionals.length !== 1) usageError('give one version, e.g. 3.4.4');
const version = positionals[0].replace(/^v/, '');
if (!/^\d+\.\d+\.\d+$/.test(version)) usageError(`"${positionals[0]}" is not a version: write it as X.Y.Z, e.g. 3.4.4`);

const compare = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const existing = fs
  .readdirSync(blogDir)
  .map((file) => file.match(/^(\d{4}-\d{2}-\d{2})-v(\d+\.\d+\.\d+)\.mdx?$/))
  .filter(Boolean)
  .map((match) => ({file: match[0], version: match[2]}));
const same = existing.find((note) => note.version === version);
if (same) usageError(`version ${version} already has a release note: ${path.join(blogDir, same.file)}`);
const newest = existing
  .map((note) => note.version)
  .sort(compare)
  .at(-1);
if (newest && compare(version, newest) <= 0)
  usageError(`version ${version} is not newer than the newest release note (${newest})`);

const list = (text, known, kind, file) => {
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0) usageError(`give at least one of the ${kind}: ${known.join(', ')}`);
  for (const key of keys) {
    if (!known.includes(key))
      usageError(`unknown ${kind.replace(/s$/, '')} "${key}": use keys of blog/${file} (${known.join(', ')})`);
  }
  return keys;
};
const noteAuthors = list(values.authors, authors, 'authors', 'authors.yml');
const noteTags = list(values.tags, tags, 'tags', 'tags.yml');

/** A date as YYYY-MM-DD in Dutch time. */
const dutchDay = (date) => new Intl.DateTimeFormat('en-CA', {timeZone: 'Europe/Amsterdam'}).format(date);
const day = values.date ?? dutchDay(new Date());
if (
  !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
  Number.isNaN(Date.parse(`${day}T12:00:00Z`)) ||
  dutchDay(new Date(`${day}T12:00:00Z`)) !== day
) {
  usageError(`"${day}" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-01`);
}
// The offset of Dutch time on that day (+01:00 in winter, +02:00 in summer).
const offset = new Intl.DateTimeFormat('en', {timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset'})
  .formatToParts(new Date(`${day}T10:00:00Z`))
  .find((part) => part.type === 'timeZoneName')
  .value.replace('GMT', '');

const theme = values.theme?.trim();
const title = theme ? `Versie ${version}: ${theme}` : `Versie ${version}`;
const file = path.join(blogDir, `${day}-v${version}.md`);
const note = `---
title: ${JSON.stringify(title)}
date: ${day}T10:00:00${offset}
authors: [${noteAuthors.join(', ')}]
tags: [${noteTags.join(', ')}]
description: ""
draft: true
---

{/* Eén of twee zinnen samenvatting: wat verandert er voor de lezer? */}

{/* truncate */}

## Nieuw

{/* Per punt één zin wat er nieuw is, dan een link naar de handleiding met een sitepad:
Lees meer in [Spraakchat](/docs/geavanceerd/spraakchat). Laat een kop weg die je niet nodig hebt. */}

## Verbeterd

## Opgelost
`;

fs.writeFileSync(file, note);
console.log(`Written: ${file} (${title}, draft)

Next:
  1. Write the note: the description (one sentence), the summary, and the points under Nieuw, Verbeterd and
     Opgelost (remove a heading you do not need).${theme ? '' : ' Add the theme to the title: "Versie X.Y.Z: <thema>".'}
  2. Check it: npm run check:content (reports each finding as file:line).
  3. Translations: the same file name under i18n/<en|fr|de>/docusaurus-plugin-content-blog/.
  4. Remove "draft: true" when the note and its translations are ready, then open a pull request.`);
