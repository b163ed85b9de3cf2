import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {currentLocale, type Locale} from '../../config/localized';

/**
 * The print view of each chapter: one page per sidebar category, with every doc of the chapter in sidebar
 * order, for printing or saving as PDF (src/components/ChapterPrint).
 *
 * Route: `<locale base>/afdrukken/<slug>`, where `<slug>` is the last part of the category's generated
 * index (`/docs/category/<slug>`). The route's `contents` are the docs' own Markdown sources, the same
 * modules the doc pages import, so the print view shows the same compiled content and nothing is copied.
 * The page is `noindex` and left out of the sitemap (docusaurus.config.ts); the search index covers /docs only.
 */
export const printBasePath = 'afdrukken';

/**
 * The print view's own words, per locale. They travel in the chapter's data (only the print view needs
 * them) instead of i18n/<locale>/code.json, whose messages all go into the main bundle of every page.
 */
export interface PrintLabels {
  button: string;
  /** Page title; `{chapter}` is the chapter's title. */
  title: string;
  back: string;
  manual: string;
  version: string;
  date: string;
  language: string;
  toc: string;
}

const labels: Record<Locale, PrintLabels> = {
  nl: {
    button: 'Afdrukken of opslaan als pdf',
    title: '{chapter} (afdrukversie)',
    back: 'Terug naar het hoofdstuk',
    manual: 'Handleiding',
    version: 'Versie van de handleiding',
    date: 'Datum',
    language: 'Taal',
    toc: 'Inhoud',
  },
  en: {
    button: 'Print or save as PDF',
    title: '{chapter} (print version)',
    back: 'Back to the chapter',
    manual: 'Manual',
    version: 'Manual version',
    date: 'Date',
    language: 'Language',
    toc: 'Contents',
  },
  fr: {
    button: 'Imprimer ou enregistrer en PDF',
    title: '{chapter} (version imprimable)',
    back: 'Retour au chapitre',
    manual: 'Manuel',
    version: 'Version du manuel',
    date: 'Date',
    language: 'Langue',
    toc: 'Sommaire',
  },
  de: {
    button: 'Drucken oder als PDF speichern',
    title: '{chapter} (Druckversion)',
    back: 'Zurück zum Kapitel',
    manual: 'Handbuch',
    version: 'Version des Handbuchs',
    date: 'Stand',
    language: 'Sprache',
    toc: 'Inhalt',
  },
};

export interface PrintChapterDoc {
  id: string;
  title: string;
  permalink: string;
  /** The id of the doc's section in the print view; its headings get `<anchor>--<heading id>`. */
  anchor: string;
}

export interface PrintChapter {
  title: string;
  description?: string;
  /** The category's index page (`/docs/category/<slug>`, with the locale's base). */
  categoryPermalink: string;
  version: string;
  locale: string;
  localeLabel: string;
  /** Build time (ms): the print view shows the reader's date once it runs in the browser. */
  builtAt: number;
  labels: PrintLabels;
  docs: PrintChapterDoc[];
}

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** The chapters of the locale by slug (the last part of the print view's path). */
export type PrintChapters = Record<string, PrintChapter>;

/** The docs of a sidebar category, depth first, in sidebar order. */
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...own, ...docIds(item.items)];
    }
    return [];
  });
}

export const anchorOf = (docId: string): string => `doc-${docId.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

export function chapterPrintPlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n} = context;
  const siteUrl = context.siteConfig.url;
  let chapterIndex: string | undefined;
  return {
    name: 'ai-school-chapter-print',
    // The list of chapters (title and index page) as the module `@chapter-index`, for the search page
    // without JavaScript (src/theme/SearchPage), which links to each chapter.
    configureWebpack() {
      if (!chapterIndex) throw new Error('chapterPrintPlugin: the chapter list was not written before the bundle.');
      return {resolve: {alias: {'@chapter-index': chapterIndex}}};
    },
    // The site's public address, for the absolute link addresses of printed pages (src/css/print.css).
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'style', innerHTML: `@media print{:root{--site-print-url:${JSON.stringify(siteUrl)}}}`}],
      };
    },
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions.find((v) => v.versionName === 'current');
      if (!version) throw new Error('chapterPrintPlugin: the docs plugin has no current version.');
      const docsById = new Map<string, DocMetadata>(version.docs.map((doc) => [doc.id, doc]));
      const builtAt = Date.now();
      const chapters: PrintChapters = {};
      const routes: {slug: string; sources: string[]}[] = [];
      for (const items of Object.values(version.sidebars)) {
        for (const category of items) {
          if (category.type !== 'category' || category.link?.type !== 'generated-index') continue;
          const slug = category.link.permalink.split('/').filter(Boolean).pop()!;
          const docs = docIds(category.items).map((id) => {
            const doc = docsById.get(id);
            if (!doc) throw new Error(`chapterPrintPlugin: sidebar doc "${id}" not found.`);
            return doc;
          });
          chapters[slug] = {
            title: category.label,
            description: category.link.description,
            categoryPermalink: category.link.permalink,
            version: version.label,
            locale: i18n.currentLocale,
            localeLabel: i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale,
            builtAt,
            labels: labels[currentLocale()],
            docs: docs.map((doc) => ({
              id: doc.id,
              title: doc.title,
              permalink: doc.permalink,
              anchor: anchorOf(doc.id),
            })),
          };
          routes.push({slug, sources: docs.map((doc) => doc.source)});
        }
      }
      // One data module for all chapters (a few KB): every route of the site costs bytes in the main bundle.
      const chaptersData = await actions.createData('chapters.json', JSON.stringify(chapters));
      chapterIndex = await actions.createData(
        'chapter-index.json',
        JSON.stringify(
          Object.values(chapters).map(({title, categoryPermalink}) => ({title, permalink: categoryPermalink})),
        ),
      );
      for (const {slug, sources} of routes) {
        actions.addRoute({
          path: `${baseUrl}${printBasePath}/${slug}`,
          component: '@site/src/components/ChapterPrint/index.tsx',
          exact: true,
          modules: {chapters: chaptersData, contents: sources.map((source) => ({content: source}))},
        });
      }
    },
  };
}
