#!/usr/bin/env node
// Starts a Dutch docs page from the page template of the content brief (front matter, intro, audience
// line, one section, "Zie ook"), as a draft: Docusaurus shows a draft in `npm start` and leaves it out of
// the built site until the editor removes `draft: true`. Refuses an unknown chapter, a bad file name and
// an existing page.
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine, usageError} from './lib/cli.mjs';

const usage = `
Starts a new Dutch docs page from the template.

Usage: npm run new:page -- <chapter>/<name> [--title "Titel van de pagina"]

  <chapter>   a chapter folder of docs/ (basis, beheeromgeving, e-learning, geavanceerd, modellen,
              privacy-avg-security)
  <name>      the file name without .md: lower-case letters, digits and hyphens (it becomes the address)
  --title     the page title (default: the name with a capital letter); the sidebar label is the same

Writes docs/<chapter>/<name>.md with draft: true and sidebar_position after the chapter's last page.
`;

const {values, positionals} = parseCommandLine({
  usage,
  options: {title: {type: 'string'}},
  allowPositionals: true,
});

const docsDir = 'docs';
const chapters = fs
  .readdirSync(docsDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(docsDir, entry.name, '_category_.json')))
  .map((entry) => entry.name)
  .sort();

if (positionals.length !== 1) usageError('give one page as <chapter>/<name>, e.g. basis/sneltoetsen');
const [chapter, name, ...rest] = positionals[0].replace(/\.mdx?$/, '').split('/');
if (!chapter || !name || rest.length > 0)
  usageError(`"${positionals[0]}" is not <chapter>/<name>, e.g. basis/sneltoetsen`);
if (!chapters.includes(chapter)) usageError(`unknown chapter "${chapter}": use one of ${chapters.join(', ')}`);
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
  usageError(`"${name}" is not a valid page name: use lower-case letters, digits and hyphens, e.g. sneltoetsen`);
}
const title = (values.title ?? name.replace(/-/g, ' ')).trim();
if (!title) usageError('the title is empty');
const file = path.join(docsDir, chapter, `${name}.md`);
for (const existing of [file, file.replace(/\.md$/, '.mdx')]) {
  if (fs.existsSync(existing)) usageError(`${existing} already exists: choose another name or edit that page`);
}

// After the chapter's last page: one more than the highest sidebar_position in the folder.
const positions = fs
  .readdirSync(path.join(docsDir, chapter))
  .filter((entry) => /\.mdx?$/.test(entry))
  .map((entry) => fs.readFileSync(path.join(docsDir, chapter, entry), 'utf8').match(/^sidebar_position:\s*(\d+)/m))
  .map((match) => (match ? Number(match[1]) : 0));
const position = Math.max(0, ...positions) + 1;

const label = title.charAt(0).toUpperCase() + title.slice(1);
const yamlString = (text) => JSON.stringify(text);
const page = `---
title: ${yamlString(label)}
sidebar_label: ${yamlString(label)}
sidebar_position: ${position}
description: ""
keywords: []
draft: true
---

{/* Eén tot drie zinnen: wat is dit en wat kun je ermee? Schrijf met "je", in B1-Nederlands. */}

**Voor wie:** iedereen

{/* Noem de rollen in kleine letters (leerlingen, docenten, medewerkers, zorgcoördinatoren, beheerders) of
"iedereen". Voeg " · **Alleen in:** AI-School" toe als de pagina niet voor AI-Corporate en AI-Public geldt. */}

## ${label}

{/* Alleen ## en ### koppen. Stappen als genummerde lijst, knoppen en menu's vet zoals in de app:
**Voorkeuren** > **Algemeen**. */}

## Zie ook

{/* Twee tot vijf links, als relatief bestandspad met .md, bijvoorbeeld [Inloggen bij AI-School](../basis/inloggen.md). */}
`;

fs.writeFileSync(file, page);
console.log(`Written: ${file} (sidebar position ${position}, draft)

Next:
  1. Write the page: the description (one sentence), keywords, the text in place of the {/* */} notes.
     Preview it with npm start (a draft shows there, not in the built site).
  2. Check it: npm run check:content (reports each finding as file:line).
  3. Illustration, if any: static/img/docs/${chapter}/${name}.svg, with alt text in every locale.
  4. Translations: the same file name under i18n/<en|fr|de>/docusaurus-plugin-content-docs/current/${chapter}/.
  5. Remove "draft: true" when the page and its translations are ready, then open a pull request.`);
