import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';

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
  docs: PrintChapterDoc[];
}

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

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
  return {
    name: 'ai-school-chapter-print',
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
      for (const items of Object.values(version.sidebars)) {
        for (const category of items) {
          if (category.type !== 'category' || category.link?.type !== 'generated-index') continue;
          const slug = category.link.permalink.split('/').filter(Boolean).pop()!;
          const docs = docIds(category.items).map((id) => {
            const doc = docsById.get(id);
            if (!doc) throw new Error(`chapterPrintPlugin: sidebar doc "${id}" not found.`);
            return doc;
          });
          const chapter: PrintChapter = {
            title: category.label,
            description: category.link.description,
            categoryPermalink: category.link.permalink,
            version: version.label,
            locale: i18n.currentLocale,
            localeLabel: i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale,
            builtAt,
            docs: docs.map((doc) => ({
              id: doc.id,
              title: doc.title,
              permalink: doc.permalink,
              anchor: anchorOf(doc.id),
            })),
          };
          const chapterData = await actions.createData(`chapter-${slug}.json`, JSON.stringify(chapter));
          actions.addRoute({
            path: `${baseUrl}${printBasePath}/${slug}`,
            component: '@site/src/components/ChapterPrint/index.tsx',
            exact: true,
            modules: {
              chapter: chapterData,
              contents: docs.map((doc) => ({content: doc.source})),
            },
          });
        }
      }
    },
  };
}
