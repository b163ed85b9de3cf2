import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {assertBuilt, buildDir, fileForRoute, htmlFiles, loadHtml, localeCodes, localePrefix, routeOf} from './lib/site';
import {READ_KEY, roleIds, type StartLocaleData} from '../src/data/start/types';
import glossary from '../src/data/glossary.json';

// The start pages by role (/start/<role>), the glossary (/docs/begrippenlijst) and the audience-line links,
// checked on the built site and in their data (src/data/start/<locale>.json, src/data/glossary.json).
test.beforeAll(assertBuilt);

const data = Object.fromEntries(
  localeCodes.map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.resolve('src/data/start', `${locale}.json`), 'utf8')) as StartLocaleData,
  ]),
) as Record<(typeof localeCodes)[number], StartLocaleData>;

const startRoutes = (locale: string): string[] => [
  ...roleIds.map((role) => `${localePrefix(locale as 'nl')}/start/${role}`),
  `${localePrefix(locale as 'nl')}/docs/begrippenlijst`,
];

/** Sentences of an answer: a full stop, question or exclamation mark that ends a sentence (not "am 2."). */
const sentences = (text: string): number => (text.match(/(?<!(?:^|\D)\d{1,2})[.!?](?=\s|$)/g) ?? []).length;

test('every locale has the same roles, path entries, questions, links and tags, in the same order', () => {
  const shape = (locale: (typeof localeCodes)[number]) =>
    data[locale].roles.map((role) => ({
      id: role.id,
      tags: role.tags,
      path: role.path.map((item) => item.doc),
      questions: role.questions.map((question) => `${question.id} → ${question.link}`),
    }));
  for (const locale of localeCodes) expect(shape(locale), `${locale} against nl`).toEqual(shape('nl'));
  expect(data.nl.roles.map((role) => role.id)).toEqual([...roleIds]);
  for (const locale of localeCodes) {
    expect(Object.keys(data[locale].ui).sort(), `${locale} labels`).toEqual(Object.keys(data.nl.ui).sort());
  }
});

test('each role has five summary sentences, a path of 8–12 pages and 8–12 questions answered in 2–3 sentences', () => {
  const problems: string[] = [];
  const tags = fs.readFileSync(path.resolve('blog/tags.yml'), 'utf8');
  for (const locale of localeCodes) {
    for (const role of data[locale].roles) {
      const where = `${locale} ${role.id}`;
      if (role.summary.length !== 5) problems.push(`${where}: ${role.summary.length} summary sentences`);
      if (role.path.length < 8 || role.path.length > 12) problems.push(`${where}: path of ${role.path.length}`);
      if (new Set(role.path.map((item) => item.doc)).size !== role.path.length) problems.push(`${where}: path repeats`);
      if (role.questions.length < 8 || role.questions.length > 12)
        problems.push(`${where}: ${role.questions.length} questions`);
      for (const question of role.questions) {
        const count = sentences(question.a);
        if (count < 2 || count > 3) problems.push(`${where} ${question.id}: ${count} sentences`);
      }
      for (const tag of role.tags)
        if (!new RegExp(`^${tag}:`, 'm').test(tags)) problems.push(`${where}: unknown tag ${tag}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the start pages and the glossary are built in every locale, with every link resolving to a page and anchor', () => {
  const broken: string[] = [];
  for (const locale of localeCodes) {
    for (const route of startRoutes(locale)) {
      const file = fileForRoute(route);
      if (!file) {
        broken.push(`${route}: not built`);
        continue;
      }
      const $ = loadHtml(file);
      $('main a[href]').each((_, element) => {
        const href = $(element).attr('href')!;
        if (/^https?:/.test(href)) return;
        const url = new URL(href, `http://site${route}`);
        const target = url.pathname === route ? file : fileForRoute(url.pathname);
        if (!target) return void broken.push(`${route}: ${href} → no such page`);
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && loadHtml(target)(`[id="${anchor}"]`).length === 0)
          broken.push(`${route}: ${href} → no id "${anchor}" on ${routeOf(target)}`);
      });
    }
  }
  expect(broken).toEqual([]);
});

test('each start page shows its path with reading times, its questions and links to the other start pages', () => {
  for (const locale of localeCodes) {
    for (const role of data[locale].roles) {
      const $ = loadHtml(fileForRoute(`${localePrefix(locale)}/start/${role.id}`)!);
      expect($('h1').text(), `${locale} ${role.id}`).toBe(role.title);
      const items = $('main ol li');
      expect(items.length).toBe(role.path.length);
      items.each((index, item) => {
        const link = $(item).find('a').first();
        expect(link.attr('href')).toBe(`${localePrefix(locale)}/docs/${role.path[index]!.doc}`);
        // The title is the doc's own title, read at build time.
        const doc = loadHtml(fileForRoute(link.attr('href')!)!);
        expect(link.text()).toBe(doc('article h1').first().text());
        expect($(item).text()).toMatch(/\d+/);
        expect($(item).find('input[type="checkbox"]').length).toBe(1);
      });
      expect($('main h3').length).toBe(role.questions.length);
      for (const other of roleIds.filter((id) => id !== role.id)) {
        expect($(`main a[href="${localePrefix(locale)}/start/${other}"]`).length, `${role.id} → ${other}`).toBe(1);
      }
      expect($(`main a[href="${localePrefix(locale)}/docs/begrippenlijst"]`).length).toBe(1);
    }
  }
});

/** The blog posts of the source, newest first, with their tags and site path. */
function blogPosts(): {path: string; tags: string[]; date: string}[] {
  return fs
    .readdirSync(path.resolve('blog'))
    .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name))
    .map((name) => {
      const source = fs.readFileSync(path.resolve('blog', name), 'utf8');
      const front = source.split('\n---')[0]!;
      const tags = (front.match(/^tags:\s*\[(.*)\]/m)?.[1] ?? '').split(',').map((tag) => tag.trim());
      const date = front.match(/^date:\s*['"]?([\d-]+)/m)?.[1] ?? name.slice(0, 10);
      const slug = front.match(/^slug:\s*(.+)$/m)?.[1]?.trim() ?? name.slice(11).replace(/\.mdx?$/, '');
      return {path: `/blog/${name.slice(0, 10).replace(/-/g, '/')}/${slug}`, tags, date};
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.path.localeCompare(a.path));
}

test('the release-note list shows the newest posts that carry one of the role’s tags, newest first', () => {
  const posts = blogPosts();
  for (const locale of localeCodes) {
    for (const role of data[locale].roles) {
      const expected = posts.filter((post) => post.tags.some((tag) => role.tags.includes(tag)));
      const $ = loadHtml(fileForRoute(`${localePrefix(locale)}/start/${role.id}`)!);
      const shown = $('[data-testid="posts"] a')
        .map((_, a) => $(a).attr('href'))
        .get();
      expect(shown.length, `${locale} ${role.id}`).toBeGreaterThan(0);
      expect(shown[0], `${locale} ${role.id}: newest matching post`).toBe(
        `${localePrefix(locale)}${expected[0]!.path}`,
      );
      expect(shown).toEqual(expected.slice(0, shown.length).map((post) => `${localePrefix(locale)}${post.path}`));
    }
  }
});

test('the glossary lists every term A–Z in each locale, with its id, definition and the other three languages', () => {
  for (const locale of localeCodes) {
    const $ = loadHtml(fileForRoute(`${localePrefix(locale)}/docs/begrippenlijst`)!);
    const headings = $('article h3')
      .map((_, h) => ({
        id: $(h).attr('id'),
        text: $(h)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      }))
      .get();
    expect(headings.map((h) => h.id).sort()).toEqual(glossary.terms.map((term) => term.id).sort());
    const collator = new Intl.Collator(locale, {sensitivity: 'base'});
    const texts = headings.map((h) => h.text);
    expect(texts).toEqual([...texts].sort(collator.compare));
    for (const term of glossary.terms) {
      // The entry: the heading and definition in a box of their own, then the other languages and the link.
      const entry = $(`[id="${term.id}"]`).parent().parent();
      expect(entry.find('h3').text()).toContain(term.term[locale]);
      for (const other of localeCodes.filter((code) => code !== locale)) {
        expect(entry.find(`[lang="${other}"]`).text(), `${locale} ${term.id} in ${other}`).toBe(term.term[other]);
      }
      expect(entry.find('a[href*="/docs/"]').length).toBeGreaterThan(0);
    }
  }
});

test('the glossary is in the search index but not in the sidebar; the footer links to it', () => {
  for (const locale of localeCodes) {
    const index = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'search-index.json'), 'utf8');
    expect(index, `${locale} search index`).toContain('docs/begrippenlijst');
    const $ = loadHtml(fileForRoute(`${localePrefix(locale)}/docs/intro`)!);
    expect($('.theme-doc-sidebar-menu a[href$="/docs/begrippenlijst"]').length).toBe(0);
    expect($('footer a[href$="/docs/begrippenlijst"]').length).toBe(1);
  }
});

test('the audience line of a doc page links the roles it names to their start pages', () => {
  const lead = /^(Voor wie|Who is this for|Pour qui|Für wen)\s*:$/;
  const everyone = /^(iedereen|everyone|tout le monde|alle)$/i;
  for (const locale of localeCodes) {
    let linked = 0;
    const problems: string[] = [];
    for (const file of htmlFiles(path.join(buildDir, localePrefix(locale), 'docs'))) {
      const $ = loadHtml(file);
      $('article p').each((_, p) => {
        const strong = $(p).children('strong').first();
        if (!lead.test(strong.text().trim()) || $(p).contents().first().text() !== strong.text()) return;
        const links = $(p).find('a');
        links.each((__, a) => {
          const href = $(a).attr('href')!;
          if (!new RegExp(`^${localePrefix(locale)}/start/(${roleIds.join('|')})$`).test(href))
            problems.push(`${routeOf(file)}: ${href}`);
          if (everyone.test($(a).text())) problems.push(`${routeOf(file)}: "${$(a).text()}" is linked`);
        });
        const audience = $(p).text().split('·')[0]!.replace(strong.text(), '').trim();
        if (!everyone.test(audience) && links.length === 0) problems.push(`${routeOf(file)}: no link in "${audience}"`);
        linked += links.length;
      });
    }
    expect(problems, locale).toEqual([]);
    expect(linked, `${locale}: linked role words`).toBeGreaterThan(20);
  }
});

test('the start pages and the glossary add no JavaScript to the first load of other pages', () => {
  const js = path.join(buildDir, 'assets/js');
  const chunks = fs.readdirSync(js).filter((name) => name.endsWith('.js'));
  const withKey = chunks.filter((name) => fs.readFileSync(path.join(js, name), 'utf8').includes(READ_KEY));
  const term = glossary.terms.find((entry) => entry.id === 'vier-ogenprincipe')!.definition.nl;
  const withGlossary = chunks.filter((name) => fs.readFileSync(path.join(js, name), 'utf8').includes(term));
  expect(withKey.length, 'the start page component chunk').toBeGreaterThan(0);
  expect(withGlossary.length, 'the glossary chunk').toBeGreaterThan(0);
  for (const name of [...withKey, ...withGlossary]) expect(name).not.toMatch(/^(main|runtime)/);
  for (const route of ['/', '/docs/intro', '/docs/basis/inloggen', '/blog', '/en/docs/intro', '/de/']) {
    const html = fs.readFileSync(fileForRoute(route)!, 'utf8');
    for (const name of [...withKey, ...withGlossary]) expect(html, `${route} loads ${name}`).not.toContain(name);
  }
});
