import {assertBuilt, fileForRoute, loadHtml, localePrefix, specCategories, type LocaleCode} from './site';

/**
 * The chapters of the built manual, read from the build itself (never hard-coded: the docs text changes):
 * each category index page lists its docs in sidebar order, and each doc page has its title in its h1.
 */
export interface BuiltChapter {
  slug: string;
  title: string;
  categoryRoute: string;
  printRoute: string;
  docs: {route: string; title: string}[];
}

export function builtChapters(locale: LocaleCode): BuiltChapter[] {
  assertBuilt();
  const prefix = localePrefix(locale);
  return specCategories.map((slug) => {
    const categoryRoute = `${prefix}/docs/category/${slug}`;
    const $ = loadHtml(fileForRoute(categoryRoute)!);
    const docs = $('main article a.card[href]')
      .map((_, card) => $(card).attr('href')!)
      .get()
      .map((route) => {
        const file = fileForRoute(route);
        if (!file) throw new Error(`${categoryRoute} links to ${route}, which is not built`);
        return {route, title: loadHtml(file)('article h1').first().text().trim()};
      });
    return {
      slug,
      title: $('main h1').first().text().trim(),
      categoryRoute,
      printRoute: `${prefix}/afdrukken/${slug}`,
      docs,
    };
  });
}
