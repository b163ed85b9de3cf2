import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {specDocs} from './lib/site';

// npm run check:content (scripts/check-content.mjs) on a small planted tree and on the real one. No build
// and no browser: the checker reads the Markdown and data sources. Each planted mistake must be reported
// at its file and line, in the editor's words; the clean tree must give one short line.

type Finding = {file: string; line: number; kind: string; what: string; fix: string; text: string};
type Result = {status: number; stdout: string; stderr: string};

const script = path.resolve('scripts/check-content.mjs');
const run = (root: string, ...args: string[]): Result => {
  const result = spawnSync('node', [script, '--root', root, ...args], {encoding: 'utf8'});
  return {status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr};
};
const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

type Locale = 'nl' | 'en' | 'fr' | 'de';
const locales: Locale[] = ['nl', 'en', 'fr', 'de'];
const docsDir = (locale: Locale) =>
  locale === 'nl' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const blogDir = (locale: Locale) => (locale === 'nl' ? 'blog' : `i18n/${locale}/docusaurus-plugin-content-blog`);

// The words of each locale the small tree is written in.
const words = {
  nl: {
    who: '**Voor wie:** docenten',
    seeAlso: 'Zie ook',
    open: 'Deze pagina legt uit hoe je met AI-School werkt.',
    text: 'Je leest hier wat je ziet en wat je doet.',
    save: 'Klik op **Opslaan**.',
    facts: 'Een sessie duurt 12 uur. Chats blijven 90 dagen bewaard.',
    section: 'Eerste onderwerp',
    problems: 'Problemen bij inloggen',
    make: 'Een les maken',
    test: 'Toetsmodus',
    chats: 'Lesgebonden chats',
    quick: 'Snel naar:',
    start: 'Waar begin ik?',
    help: 'Hulp nodig?',
    post: 'Deze versie maakt AI-School sneller en veiliger voor iedereen.',
  },
  en: {
    who: '**Who is this for:** teachers',
    seeAlso: 'See also',
    open: 'This page explains how you work with AI-School.',
    text: 'You read here what you see and what you do.',
    save: 'Click **Save**.',
    facts: 'A session lasts 12 hours. Chats are kept for 90 days.',
    section: 'First topic',
    problems: 'Problems logging in',
    make: 'Creating a lesson',
    test: 'Test mode',
    chats: 'Lesson chats',
    quick: 'Jump to:',
    start: 'Where do I start?',
    help: 'Need help?',
    post: 'This version makes AI-School faster and safer for everyone.',
  },
  fr: {
    who: '**Pour qui\u00a0:** enseignants',
    seeAlso: 'Voir aussi',
    open: 'Cette page explique comment travailler avec AI-School.',
    text: 'Vous lisez ici ce que vous voyez et faites.',
    save: 'Cliquez sur **Enregistrer**.',
    facts: 'Une session dure 12 heures. Les conversations restent 90 jours.',
    section: 'Premier sujet',
    problems: 'Problèmes de connexion',
    make: 'Créer une leçon',
    test: 'Mode évaluation',
    chats: 'Conversations de leçon',
    quick: 'Accès rapide\u00a0:',
    start: 'Par où commencer\u00a0?',
    help: "Besoin d'aide\u00a0?",
    post: 'Cette version rend AI-School plus rapide et plus sûr pour tous.',
  },
  de: {
    who: '**Für wen:** Lehrkräfte',
    seeAlso: 'Siehe auch',
    open: 'Diese Seite erklärt, wie Sie mit AI-School arbeiten.',
    text: 'Sie lesen hier, was Sie sehen und was Sie tun.',
    save: 'Klicken Sie auf **Speichern**.',
    facts: 'Eine Sitzung dauert 12 Stunden. Chats bleiben 90 Tage gespeichert.',
    section: 'Erstes Thema',
    problems: 'Probleme bei der Anmeldung',
    make: 'Eine Lektion erstellen',
    test: 'Prüfungsmodus',
    chats: 'Lektionschats',
    quick: 'Direkt zu:',
    start: 'Wo fange ich an?',
    help: 'Hilfe nötig?',
    post: 'Diese Version macht AI-School schneller und sicherer für alle.',
  },
};

const frontMatter = (title: string, position: number) =>
  `---\ntitle: ${title}\nsidebar_label: ${title}\nsidebar_position: ${position}\ndescription: ${title} in AI-School.\nkeywords: [${title.toLowerCase()}, ai-school]\n---\n`;

function page(locale: Locale, id: string): string {
  const w = words[locale];
  const seeAlso = `## ${w.seeAlso}\n\n- [Intro](${id === 'intro' ? '.' : '..'}/intro.md)\n- [Thema](${id === 'intro' ? './basis' : id.startsWith('basis') ? '.' : '../basis'}/thema.md)\n`;
  const lead = `${w.open}\n\n${w.who}\n`;
  if (id === 'intro')
    return `${frontMatter('Intro', 1)}\n${lead}\n## ${w.start} {#waar-begin-ik}\n\n${w.text}\n\n## ${w.help} {#hulp-nodig}\n\n${w.text}\n\n## AI-Corporate {#ai-corporate-in-5-minuten}\n\n${w.text}\n\n## AI-Public {#ai-public-in-5-minuten}\n\n${w.text}\n\n${seeAlso}`;
  if (id === 'basis/inloggen')
    return `${frontMatter('Inloggen', 2)}\n${lead}\n## ${w.section}\n\n${w.facts}\n\n## ${w.problems} {#problemen-bij-inloggen}\n\n${w.text}\n\n${seeAlso}`;
  if (id === 'basis/thema')
    return `${frontMatter('Thema', 3)}\n${lead}\n## ${w.section}\n\n${w.text} ${w.save}\n\n![${w.open}](/img/docs/thema.svg)\n\n[${w.problems}](./inloggen.md#problemen-bij-inloggen)\n\n${seeAlso}`;
  return `${frontMatter('Lessen', 4)}\n${lead}\n${w.quick} [${w.make}](#een-les-maken) · [${w.test}](#toetsmodus-docent) · [${w.chats}](#lesgebonden-chats)\n\n## ${w.make} {#een-les-maken}\n\n${w.text}\n\n## ${w.test} {#toetsmodus-docent}\n\n${w.text}\n\n## ${w.chats} {#lesgebonden-chats}\n\n${w.text}\n\n${seeAlso}`;
}

const post = (locale: Locale) =>
  `---\ntitle: "Versie 9.9.9: sneller"\ndate: 2025-01-06T10:00:00+01:00\nauthors: [supportteam]\ntags: [nieuw]\ndescription: ${words[locale].post}\n---\n\n${words[locale].post}\n\n## ${words[locale].section}\n\n${words[locale].text}\n`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const byLocale = (f: (locale: Locale) => string) => Object.fromEntries(locales.map((l) => [l, f(l)]));

/** Writes the clean small tree, commits it, and returns its folder. */
function cleanTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), text);
  };
  for (const locale of locales) {
    for (const id of ['intro', 'basis/inloggen', 'basis/thema', 'geavanceerd/lessen'])
      write(`${docsDir(locale)}/${id}.md`, page(locale, id));
    write(`${blogDir(locale)}/2025-01-06-v9.9.9.md`, post(locale));
    write(`i18n/${locale}/code.json`, json({'home.title': {message: words[locale].open, description: 'Home'}}));
    write(`src/data/start/${locale}.json`, json({ui: {intro: words[locale].text}}));
    write(
      `src/data/roadmaps/school.${locale}.json`,
      json({updated: '2025-01-06', items: [{title: words[locale].section, description: words[locale].text}]}),
    );
  }
  write('blog/authors.yml', 'supportteam:\n  name: Supportteam\n');
  write('blog/tags.yml', 'nieuw:\n  label: Nieuw\n  permalink: /nieuw\n');
  write('static/img/docs/thema.svg', '<svg xmlns="http://www.w3.org/2000/svg" role="img"><title>Thema</title></svg>\n');
  write('src/data/ui-labels.json', json({labels: [{nl: 'Opslaan', en: 'Save', fr: 'Enregistrer', de: 'Speichern'}]}));
  write(
    'src/data/canonical-facts.json',
    json({
      facts: [
        {
          id: 'session-length',
          fact: 'A session lasts at most 12 hours',
          pages: ['basis/inloggen'],
          match: {nl: '12 uur', en: '12 hours', fr: '12 heures', de: '12 Stunden'},
          forbid: {
            nl: 'duurt (?!12 )\\d+ uur',
            en: 'lasts (?!12 )\\d+ hours',
            fr: 'dure (?!12 )\\d+ heures',
            de: 'dauert (?!12 )\\d+ Stunden',
          },
        },
        {
          id: 'retention',
          fact: 'Chats are kept 90 days',
          pages: ['basis/inloggen'],
          match: {nl: '90 dagen', en: '90 days', fr: '90 jours', de: '90 Tage'},
          forbid: {nl: '\\b60 dagen', en: '\\b60 days', fr: '\\b60 jours', de: '\\b60 Tage'},
          forbidEverywhere: true,
        },
      ],
    }),
  );
  write(
    'src/data/glossary.json',
    json({
      terms: [
        {
          id: 'les',
          doc: 'geavanceerd/lessen',
          term: byLocale((l) => words[l].make),
          definition: byLocale((l) => words[l].text),
        },
      ],
    }),
  );
  for (const file of ['forbidden-words.json', 'content-rules.json'])
    fs.copyFileSync(path.resolve('src/data', file), path.join(root, 'src/data', file));
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'Clean tree');
  return root;
}

let clean = '';
const trees: string[] = [];
test.beforeAll(() => {
  clean = cleanTree();
  trees.push(clean);
});
test.afterAll(() => {
  for (const tree of trees) fs.rmSync(tree, {recursive: true, force: true});
});

/** A copy of the clean tree (with its history) after `plant` changed it. */
function planted(plant: (root: string) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  trees.push(root);
  fs.cpSync(clean, root, {recursive: true});
  plant(root);
  return root;
}
const edit = (root: string, rel: string, change: (text: string) => string) => {
  const file = path.join(root, rel);
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the planted mistake did not change ${rel}`);
  fs.writeFileSync(file, after);
};
/** The line number of the first line of a file that contains `needle`. */
const lineOf = (root: string, rel: string, needle: string): number => {
  const index = fs
    .readFileSync(path.join(root, rel), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`${needle} is not in ${rel}`);
  return index + 1;
};

test('a clean tree passes with one short line', () => {
  const result = run(clean);
  expect(result.stderr).toBe('');
  expect(result.stdout).toMatch(/^check:content: \d+ files, nothing to fix \(\d+\.\d s\)\.\n$/);
  expect(result.status).toBe(0);
});

test('a bad option is refused with one line and exit code 2; --help answers', () => {
  const bad = spawnSync('node', [script, '--nope'], {encoding: 'utf8'});
  expect(bad.status).toBe(2);
  expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  expect(bad.stderr).toContain("Unknown option '--nope'");
  const help = spawnSync('node', [script, '--help'], {encoding: 'utf8'});
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('Usage: npm run check:content');
});

const thema = 'docs/basis/thema.md';
const themaEn = 'i18n/en/docusaurus-plugin-content-docs/current/basis/thema.md';
const themaFr = 'i18n/fr/docusaurus-plugin-content-docs/current/basis/thema.md';
const inloggen = 'docs/basis/inloggen.md';
const lessen = 'docs/geavanceerd/lessen.md';

/** Each planted mistake, the file and line it is on, and the start of what the checker must say there. */
const mistakes: {
  name: string;
  plant: (root: string) => void;
  file: string;
  line: (root: string) => number;
  says: string;
}[] = [
  {
    name: 'a docs page without keywords',
    plant: (root) => edit(root, thema, (t) => t.replace(/^keywords:.*\n/m, '')),
    file: thema,
    line: () => 1,
    says: 'the front matter has no keywords',
  },
  {
    name: 'a translation with another sidebar position',
    plant: (root) => edit(root, themaEn, (t) => t.replace('sidebar_position: 3', 'sidebar_position: 7')),
    file: themaEn,
    line: (root) => lineOf(root, themaEn, 'sidebar_position'),
    says: 'sidebar_position is 7, the Dutch page has 3',
  },
  {
    name: 'a release note with a tag that is not in blog/tags.yml',
    plant: (root) => edit(root, 'blog/2025-01-06-v9.9.9.md', (t) => t.replace('tags: [nieuw]', 'tags: [nieuw, snel]')),
    file: 'blog/2025-01-06-v9.9.9.md',
    line: (root) => lineOf(root, 'blog/2025-01-06-v9.9.9.md', 'tags:'),
    says: 'tag "snel" is not in blog/tags.yml',
  },
  {
    name: 'a release note by an unknown author',
    plant: (root) => edit(root, 'blog/2025-01-06-v9.9.9.md', (t) => t.replace('[supportteam]', '[piet]')),
    file: 'blog/2025-01-06-v9.9.9.md',
    line: (root) => lineOf(root, 'blog/2025-01-06-v9.9.9.md', 'authors:'),
    says: 'author "piet" is not in blog/authors.yml',
  },
  {
    name: 'a section after "Zie ook"',
    plant: (root) => edit(root, thema, (t) => `${t}\n## Nog iets\n\nTekst.\n`),
    file: thema,
    line: (root) => lineOf(root, thema, '## Zie ook'),
    says: '"## Zie ook" is not the last section',
  },
  {
    name: 'a level-4 heading',
    plant: (root) =>
      edit(root, thema, (t) => t.replace('## Eerste onderwerp\n', '## Eerste onderwerp\n\n#### Detail\n')),
    file: thema,
    line: (root) => lineOf(root, thema, '#### Detail'),
    says: '"#### Detail" is below level 3',
  },
  {
    name: 'a page without the audience line',
    plant: (root) => edit(root, thema, (t) => t.replace('**Voor wie:** docenten\n', '')),
    file: thema,
    line: (root) => lineOf(root, thema, '## Eerste onderwerp'),
    says: 'no audience line before the first section',
  },
  {
    name: 'bold text that is not a UI label',
    plant: (root) => edit(root, thema, (t) => t.replace('Klik op **Opslaan**.', 'Klik op **Knop die niet bestaat**.')),
    file: thema,
    line: (root) => lineOf(root, thema, 'Knop die niet bestaat'),
    says: '**Knop die niet bestaat** is not a nl label of the app',
  },
  {
    name: 'a canonical fact stated differently',
    plant: (root) => edit(root, inloggen, (t) => t.replace('Een sessie duurt 12 uur.', 'Een sessie duurt 8 uur.')),
    file: inloggen,
    line: (root) => lineOf(root, inloggen, 'duurt 8 uur'),
    says: '"duurt 8 uur" contradicts the fact "A session lasts at most 12 hours"',
  },
  {
    name: 'a canonical fact contradicted in the start-page data',
    plant: (root) =>
      edit(root, 'src/data/start/de.json', (t) =>
        t.replace('"intro": "', '"extra": "Chats bleiben 60 Tage.",\n    "intro": "'),
      ),
    file: 'src/data/start/de.json',
    line: (root) => lineOf(root, 'src/data/start/de.json', '60 Tage'),
    says: '"60 Tage" contradicts the fact "Chats are kept 90 days"',
  },
  {
    name: 'a menu path in the start-page data with a step that is not a label',
    plant: (root) =>
      edit(root, 'src/data/start/de.json', (t) =>
        t.replace('"intro": "', '"intro": "Gehen Sie zu Speicher > Ihre Datei. '),
      ),
    file: 'src/data/start/de.json',
    line: (root) => lineOf(root, 'src/data/start/de.json', 'Speicher >'),
    says: '"Gehen Sie zu Speicher" in a menu path is not a de label of the app',
  },
  {
    name: 'a word the locale retires (German docs)',
    plant: (root) =>
      edit(root, 'i18n/de/docusaurus-plugin-content-docs/current/basis/thema.md', (t) =>
        t.replace('Sie lesen hier', 'Die lernende Person liest hier'),
      ),
    file: 'i18n/de/docusaurus-plugin-content-docs/current/basis/thema.md',
    line: (root) => lineOf(root, 'i18n/de/docusaurus-plugin-content-docs/current/basis/thema.md', 'lernende Person'),
    says: '"lernende Person" must not appear in de text',
  },
  {
    name: 'a Dutch abbreviation in the English glossary',
    plant: (root) =>
      edit(root, 'src/data/glossary.json', (t) => t.replace('"en": "You read here', '"en": "The LAS shows here')),
    file: 'src/data/glossary.json',
    line: (root) => lineOf(root, 'src/data/glossary.json', 'The LAS shows'),
    says: '"LAS" must not appear in en text',
  },
  {
    name: 'megabytes as MB in a French UI string',
    plant: (root) => edit(root, 'i18n/fr/code.json', (t) => t.replace('"message": "', '"message": "50 MB. ')),
    file: 'i18n/fr/code.json',
    line: (root) => lineOf(root, 'i18n/fr/code.json', '50 MB'),
    says: '"MB" must not appear in fr text',
  },
  {
    name: 'a Dutch word in a German roadmap',
    plant: (root) =>
      edit(root, 'src/data/roadmaps/school.de.json', (t) => t.replace('"Erstes Thema"', '"Neue Toetsmodus"')),
    file: 'src/data/roadmaps/school.de.json',
    line: (root) => lineOf(root, 'src/data/roadmaps/school.de.json', 'Toetsmodus'),
    says: '"Toetsmodus" must not appear in de text',
  },
  {
    name: 'a link to a heading id that does not exist',
    plant: (root) => edit(root, thema, (t) => t.replace('inloggen.md#problemen-bij-inloggen', 'inloggen.md#problemen')),
    file: thema,
    line: (root) => lineOf(root, thema, 'inloggen.md#problemen)'),
    says: 'the link to ./inloggen.md#problemen names a heading that does not exist on docs/basis/inloggen.md',
  },
  {
    name: 'a link to a file that does not exist',
    plant: (root) => edit(root, thema, (t) => t.replace('](./inloggen.md#', '](./aanmelden.md#')),
    file: thema,
    line: (root) => lineOf(root, thema, 'aanmelden.md'),
    says: 'the link to ./aanmelden.md leads nowhere',
  },
  {
    name: 'a link to a generated heading id that is spelled differently',
    plant: (root) => edit(root, lessen, (t) => t.replace('(#een-les-maken)', '(#een-les-maaken)')),
    file: lessen,
    line: (root) => lineOf(root, lessen, '#een-les-maaken'),
    says: 'the link to this page#een-les-maaken names a heading that does not exist on this page',
  },
  {
    name: 'an image without alt text',
    plant: (root) => edit(root, thema, (t) => t.replace(/!\[[^\]]*\]/, '![]')),
    file: thema,
    line: (root) => lineOf(root, thema, '![]'),
    says: 'the image /img/docs/thema.svg has no alt text',
  },
  {
    name: 'an image that does not exist',
    plant: (root) => edit(root, thema, (t) => t.replace('/img/docs/thema.svg', '/img/docs/tema.svg')),
    file: thema,
    line: (root) => lineOf(root, thema, 'tema.svg'),
    says: 'the image /img/docs/tema.svg does not exist',
  },
  {
    name: 'a Dutch page over 900 words',
    plant: (root) =>
      edit(root, thema, (t) => t.replace('## Eerste onderwerp\n', `## Eerste onderwerp\n\n${'woord '.repeat(900)}\n`)),
    file: thema,
    line: () => 1,
    says: 'the page has 9',
  },
  {
    name: 'a translation more than 20 % longer than its Dutch page',
    plant: (root) =>
      edit(root, themaEn, (t) => t.replace('## First topic\n', `## First topic\n\n${'word '.repeat(20)}\n`)),
    file: themaEn,
    line: () => 1,
    says: 'the translation is 1',
  },
  {
    name: 'lessen without its quick-links line',
    plant: (root) => edit(root, lessen, (t) => t.replace(/^Snel naar:.*\n\n/m, '')),
    file: lessen,
    line: (root) => lineOf(root, lessen, '## Een les maken'),
    says: 'no quick-links line before the first section',
  },
  {
    name: 'intro with "Waar begin ik?" after the other products',
    plant: (root) =>
      edit(root, 'docs/intro.md', (t) => {
        const start = t.indexOf('## Waar begin ik?');
        const corporate = t.indexOf('## AI-Corporate');
        const seeAlso = t.indexOf('## Zie ook');
        return t.slice(0, start) + t.slice(corporate, seeAlso) + t.slice(start, corporate) + t.slice(seeAlso);
      }),
    file: 'docs/intro.md',
    line: (root) => lineOf(root, 'docs/intro.md', '## Waar begin ik?'),
    says: 'the section #waar-begin-ik comes after #ai-corporate-in-5-minuten',
  },
  {
    name: 'a missing translation',
    plant: (root) => fs.rmSync(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/basis/thema.md')),
    file: 'i18n/fr/docusaurus-plugin-content-docs/current/basis/thema.md',
    line: () => 1,
    says: 'the fr translation of docs/basis/thema.md is missing',
  },
  {
    name: 'a translation older than its Dutch page',
    plant: (root) => {
      edit(root, thema, (t) => t.replace('Je leest hier wat je ziet', 'Je leest hier alles wat je ziet'));
      git(root, 'commit', '-q', '-am', 'Thema: one more word');
    },
    file: themaEn,
    line: () => 1,
    says: 'docs/basis/thema.md changed after this translation',
  },
  {
    name: 'a French colon after an ordinary space, where a line can break before it',
    plant: (root) => edit(root, themaFr, (t) => t.replace('**Pour qui\u00a0:**', '**Pour qui :**')),
    file: themaFr,
    line: (root) => lineOf(root, themaFr, '**Pour qui :**'),
    says: 'an ordinary space before ":" in "**Pour qui :** enseignants": a line can break there',
  },
  {
    name: 'a French question mark after an ordinary space in a heading',
    plant: (root) =>
      edit(root, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md', (t) =>
        t.replace('commencer\u00a0?', 'commencer ?'),
      ),
    file: 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
    line: (root) => lineOf(root, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '## Par où commencer ?'),
    says: 'an ordinary space before "?" in "## Par où commencer ? {#waar-begin-ik}": a line can break there',
  },
  {
    name: 'a German percentage after an ordinary space',
    plant: (root) =>
      edit(root, 'src/data/start/de.json', (t) => t.replace(/"intro": "[^"]*"/, '"intro": "Zu 100 % kurz gesagt"')),
    file: 'src/data/start/de.json',
    line: (root) => lineOf(root, 'src/data/start/de.json', 'Zu 100 % kurz gesagt'),
    says: 'an ordinary space before "%" in "Zu 100 % kurz gesagt": a line can break there',
  },
  {
    name: 'a data file that is not valid JSON',
    plant: (root) => edit(root, 'src/data/start/fr.json', (t) => t.replace('"intro"', '"intro",')),
    file: 'src/data/start/fr.json',
    line: (root) => lineOf(root, 'src/data/start/fr.json', '"intro",'),
    says: 'the file is not valid JSON',
  },
];

for (const mistake of mistakes) {
  test(`planted: ${mistake.name}`, () => {
    const root = planted(mistake.plant);
    const result = run(root);
    const where = `${mistake.file}:${mistake.line(root)}: `;
    expect(result.stdout, `check:content reports ${where}${mistake.says}`).toContain(`${where}${mistake.says}`);
    expect(result.stdout).toMatch(/\n?check:content: \d+ finding\(s\) in \d+ file\(s\) of \d+ \(\d+\.\d s\)\.\n$/);
    expect(result.status).toBe(1);
  });
}

test('a Dutch-only change marked [nl-only], or a translation marked translation_outdated, is not reported', () => {
  const root = planted((tree) => {
    edit(tree, thema, (t) => t.replace('Je leest hier wat je ziet', 'Je leest hier alles wat je ziet'));
    for (const locale of ['fr', 'de'] as const)
      edit(tree, `${docsDir(locale)}/basis/thema.md`, (t) =>
        t.replace('---\n\n', 'translation_outdated: true\n---\n\n'),
      );
    git(tree, 'commit', '-q', '-am', 'Thema: one more word');
  });
  const stale = run(root).stdout;
  expect(stale).toContain(`${themaEn}:1: docs/basis/thema.md changed after this translation`);
  expect(stale).not.toContain('i18n/fr/docusaurus-plugin-content-docs/current/basis/thema.md:1');
  git(root, 'commit', '-q', '--amend', '-m', 'Thema: one more word [nl-only]');
  expect(run(root).status).toBe(0);
});

// ---- The real tree: the checks that the build-time tests made on the Markdown sources (bold labels,
// canonical facts, translations, alt text, diagrams) are made by check:content now; this runs it and
// requires what those tests required.

let real: {
  findings: Finding[];
  filesRead: number;
  counts: {bold: Record<Locale, number>; links: number; jsonTexts: number; diagrams: number; svgs: number};
};
test.describe('the real tree', () => {
  test.beforeAll(() => {
    const result = spawnSync('node', [script, '--json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    expect(result.stderr).toBe('');
    real = JSON.parse(result.stdout);
  });

  test('every finding names a real line of its file, and a reported word is on that line', () => {
    expect(real.filesRead).toBeGreaterThan(400);
    expect(real.counts.links).toBeGreaterThan(1000);
    expect(real.counts.jsonTexts).toBeGreaterThan(1000);
    for (const finding of real.findings) {
      expect(finding.text).toMatch(/^[^\s:]+:\d+: .+ — .+$/);
      const lines = fs.readFileSync(finding.file, 'utf8').split('\n');
      expect(finding.line, finding.text).toBeGreaterThanOrEqual(1);
      expect(finding.line, finding.text).toBeLessThanOrEqual(lines.length);
      const word = /^"(.+)" must not appear/.exec(finding.what)?.[1];
      if (word) {
        const line = lines[finding.line - 1].replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[’‘]/g, "'");
        expect(line, finding.text).toContain(word);
      }
    }
  });

  for (const locale of locales) {
    test(`${locale}: every bold text of the docs is a UI label, a template marker or a lead-in; the canonical facts hold`, () => {
      expect(real.counts.bold[locale], `bold texts found in the ${locale} docs`).toBeGreaterThan(500);
      const mine = (f: Finding) =>
        f.kind === 'label' || f.kind === 'fact' ? f.file.startsWith(docsDir(locale) + '/') : false;
      expect(real.findings.filter(mine).map((f) => f.text)).toEqual([]);
    });
  }

  test('the label and fact tables are well formed and large enough', () => {
    const labels = JSON.parse(fs.readFileSync('src/data/ui-labels.json', 'utf8')).labels as unknown[];
    const facts = JSON.parse(fs.readFileSync('src/data/canonical-facts.json', 'utf8')).facts as {pages: string[]}[];
    expect(labels.length).toBeGreaterThan(200);
    expect(facts.length).toBeGreaterThan(20);
    for (const fact of facts) for (const doc of fact.pages) expect(specDocs, `fact page ${doc}`).toContain(doc);
    expect(real.findings.filter((f) => f.kind === 'data').map((f) => f.text)).toEqual([]);
  });

  test('the manual has at least 6 Mermaid diagrams and 12 SVG illustrations, each with its text alternative', () => {
    expect(real.counts.diagrams).toBeGreaterThanOrEqual(6);
    expect(real.counts.svgs).toBeGreaterThanOrEqual(12);
    expect(real.findings.filter((f) => f.kind === 'image').map((f) => f.text)).toEqual([]);
  });

  test('translations are complete, in their language, of sane length and up to date', () => {
    expect(real.findings.filter((f) => f.kind === 'translation').map((f) => f.text)).toEqual([]);
  });

  test('nothing to fix: every content check passes on the real tree', () => {
    expect(real.findings.map((f) => f.text)).toEqual([]);
  });
});
