import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {assertBuilt, fileForRoute, loadHtml, localeCodes, localePrefix, type LocaleCode} from './lib/site';

// The version history as the spec and the content brief (§5.4) define it.
const releases: [string, string][] = [
  ...Array.from({length: 10}, (_, p): [string, string] => [`3.0.${p}`, '2024/02/12']),
  ['3.1.0', '2024/03/04'],
  ['3.1.1', '2024/03/18'],
  ['3.1.2', '2024/04/02'],
  ['3.1.3', '2024/04/15'],
  ['3.1.4', '2024/05/06'],
  ['3.1.5', '2024/05/21'],
  ['3.1.6', '2024/06/03'],
  ['3.1.7', '2024/06/17'],
  ['3.1.8', '2024/07/01'],
  ['3.1.9', '2024/07/15'],
  ['3.2.0', '2024/08/26'],
  ['3.2.1', '2024/09/09'],
  ['3.2.2', '2024/09/23'],
  ['3.2.3', '2024/10/07'],
  ['3.2.4', '2024/10/21'],
  ['3.2.5', '2024/11/04'],
  ['3.2.6', '2024/11/18'],
  ['3.2.7', '2024/12/02'],
  ['3.2.8', '2024/12/09'],
  ['3.2.9', '2024/12/16'],
  ['3.3.0', '2025/01/13'],
  ['3.3.1', '2025/01/27'],
  ['3.3.2', '2025/02/10'],
  ['3.3.3', '2025/03/03'],
  ['3.3.4', '2025/03/24'],
  ['3.3.5', '2025/04/14'],
  ['3.3.6', '2025/05/06'],
  ['3.3.7', '2025/05/26'],
  ['3.3.8', '2025/06/16'],
  ['3.3.9', '2025/07/07'],
  ['3.4.0', '2025/08/25'],
  ['3.4.1', '2025/09/15'],
  ['3.4.2', '2025/10/06'],
  ['3.4.3', '2025/10/30'],
];

test.beforeAll(assertBuilt);

/** The theme's translated reading-time text ("Een minuut leestijd|{readingTime} minuten leestijd") as a pattern. */
function readingTimePattern(locale: LocaleCode): RegExp {
  const messages = JSON.parse(fs.readFileSync(path.join('i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const forms = messages['theme.blog.post.readingTime.plurals'].message
    .split('|')
    .map((form) => form.replace(/[.*+?^${}()[\]\\]/g, '\\$&').replace('\\{readingTime\\}', '\\d+'));
  return new RegExp(`(${forms.join('|')})`);
}

for (const locale of localeCodes) {
  const prefix = localePrefix(locale);

  test(`${locale}: blog pages 1 to 5 hold 10, 10, 10, 10 and 5 posts, newest first`, () => {
    const counts = ['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4', '/blog/page/5'].map((route) => {
      const file = fileForRoute(`${prefix}${route}`);
      expect(file, `${prefix}${route} exists`).not.toBeNull();
      return loadHtml(file!)('main article').length;
    });
    expect(counts).toEqual([10, 10, 10, 10, 5]);
    expect(fileForRoute(`${prefix}/blog/page/6`)).toBeNull();
    const $ = loadHtml(fileForRoute(`${prefix}/blog`)!);
    expect($('main article h2 a').first().attr('href')).toBe(`${prefix}/blog/2025/10/30/v3.4.3`);
    // Reading time is shown on every post of the list, in the locale's own words ("3 minuten leestijd").
    const readingTime = readingTimePattern(locale);
    $('main article header').each((index, header) => {
      expect($(header).text(), `reading time of post ${index + 1} on ${prefix}/blog`).toMatch(readingTime);
    });
  });

  test(`${locale}: every release has its post at /blog/{date}/v{version}, and same-day posts keep version order`, () => {
    const missing = releases.filter(([version, date]) => !fileForRoute(`${prefix}/blog/${date}/v${version}`));
    expect(missing).toEqual([]);
    expect(fileForRoute(`${prefix}/blog/2024/02/12/welkom`)).not.toBeNull();
    // Page 5 holds 3.0.3, 3.0.2, 3.0.1, 3.0.0 and the welcome post, in that order.
    const $ = loadHtml(fileForRoute(`${prefix}/blog/page/5`)!);
    const hrefs = $('main article h2 a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(hrefs).toEqual(
      ['v3.0.3', 'v3.0.2', 'v3.0.1', 'v3.0.0', 'welkom'].map((slug) => `${prefix}/blog/2024/02/12/${slug}`),
    );
  });

  test(`${locale}: the archive lists 45 posts from 2024-02-12 to 2025-10-30`, () => {
    const $ = loadHtml(fileForRoute(`${prefix}/blog/archive`)!);
    const links = $('main a[href*="/blog/20"]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(new Set(links).size).toBe(45);
    const dates = links.map((href) => /\/blog\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(href)!.slice(1).join('-')).sort();
    expect(dates[0]).toBe('2024-02-12');
    expect(dates.at(-1)).toBe('2025-10-30');
  });

  test(`${locale}: the sidebar lists all posts grouped by year`, () => {
    const $ = loadHtml(fileForRoute(`${prefix}/blog/2025/10/30/v3.4.3`)!);
    const sidebar = $('aside nav').first();
    expect(sidebar.find('a[href*="/blog/20"]').length).toBe(45);
    const years = sidebar
      // Each year is a group (role="group") headed by its year.
      .find('[role="group"] > h3')
      .map((_, h) => $(h).text().trim())
      .get();
    expect(years).toEqual(['2025', '2024']);
  });

  test(`${locale}: a post has a summary, sections, tags, author and links into the manual`, () => {
    const $ = loadHtml(fileForRoute(`${prefix}/blog/2024/04/15/v3.1.3`)!);
    const article = $('main article').first();
    expect(article.find('h2').length).toBeGreaterThanOrEqual(1);
    expect(article.find('a[href*="/docs/geavanceerd/spraakchat"]').length).toBeGreaterThanOrEqual(1);
    expect(article.find('a[href*="/blog/tags/nieuw"]').length).toBe(1);
    expect(article.find('a[href*="/blog/authors/productteam"]').length).toBeGreaterThanOrEqual(1);
    expect(article.find('img[src^="http"]').length).toBe(0);
  });

  test(`${locale}: tag, tags list and author pages render, including the author without posts`, () => {
    const tags = loadHtml(fileForRoute(`${prefix}/blog/tags`)!);
    expect(tags('main a[href*="/blog/tags/"]').length).toBe(9);
    const tag = loadHtml(fileForRoute(`${prefix}/blog/tags/privacy`)!);
    expect(tag('main article').length).toBeGreaterThan(0);
    const authors = loadHtml(fileForRoute(`${prefix}/blog/authors`)!);
    expect(authors('main').text()).toContain('AI-School');
    const author = loadHtml(fileForRoute(`${prefix}/blog/authors/securityteam`)!);
    expect(author('main article').length).toBe(7);
    const empty = loadHtml(fileForRoute(`${prefix}/blog/authors/supportteam`)!);
    expect(empty('main article').length).toBe(0);
    // The theme's "no posts" message, as the locale's translation file words it.
    const messages = JSON.parse(fs.readFileSync(`i18n/${locale}/code.json`, 'utf8')) as Record<
      string,
      {message: string}
    >;
    const emptyText = messages['theme.blog.author.noPosts'].message;
    expect(emptyText.length).toBeGreaterThan(10);
    expect(empty('main').text()).toContain(emptyText);
  });

  test(`${locale}: RSS and Atom feeds list the posts`, () => {
    for (const feed of ['rss.xml', 'atom.xml']) {
      const file = fileForRoute(`${prefix}/blog/${feed}`);
      expect(file, `${prefix}/blog/${feed}`).not.toBeNull();
    }
  });
}
