import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {navbar} from './config/navbar';
import {performancePlugin} from './plugins/performance';
import {chapterPrintPlugin, printBasePath} from './plugins/chapter-print';
import {whatsNewPlugin} from './plugins/whats-new';
import {textSizePlugin} from './plugins/text-size';
import {searchSnippetsPlugin} from './plugins/search-snippets';
import {devSearchPlugin, devSearchStaticDir, isDevServer} from './plugins/dev-search';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {ssrTemplate} from './plugins/performance/ssrTemplate';
import {diagramsPlugin, diagramsStaticDir, mermaidThemes, remarkDiagrams} from './plugins/diagrams';
import aboveTheFoldImage from './plugins/markdown/remark/aboveTheFoldImage';
import tableRegion from './plugins/markdown/rehype/tableRegion';
import audienceLinks from './plugins/markdown/remark/audienceLinks';
import {startPagesPlugin, GLOSSARY_DOC} from './plugins/start-pages';
import {footer} from './config/footer';
import {links} from './config/links';
import {currentLocale, localized} from './config/localized';
import {latestRelease} from './config/releases';
import {defaultLocale, localeCodes, locales as siteLocales} from './config/locales.mjs';
import {version} from './package.json';

/**
 * The site configuration. It only assembles: navbar, footer, links and localized strings live in config/.
 * Docusaurus evaluates this factory once per locale, with DOCUSAURUS_CURRENT_LOCALE set.
 */
export default async function createConfig(): Promise<Config> {
  const locale = currentLocale();
  return {
    title: 'AI-School',
    tagline: localized('tagline'),
    favicon: 'img/favicon.svg',
    // The Mermaid diagrams drawn at build time (plugins/diagrams/index.ts) are served from a generated directory.
    // Under `npm start`, also the search files of plugins/dev-search/index.ts.
    staticDirectories: ['static', diagramsStaticDir(locale), ...(isDevServer() ? [devSearchStaticDir(locale)] : [])],
    url: links.site,
    baseUrl: '/',
    trailingSlash: false,
    // The site is served at its root (tests/nginx.spec.ts), so the banner that explains a wrong baseUrl has
    // nothing to explain; it cost every page an inline script and 0.7 KB gzip of main.js.
    baseUrlIssueBanner: false,
    // No frame is painted before the navbar is parsed whole: the element that follows it is the skip link's
    // target (theme-common's SkipToContentFallbackId). Painted while only part of it was parsed (a slow or busy
    // connection), the navbar's right group, pushed to the right edge, was too narrow (and its last item not yet
    // `:last-child`), and moved left when the rest arrived (tests/navbar.spec.ts; upstream/manifest.json,
    // `behaviour:navbar-end`). Browsers without `rel="expect"` ignore the link.
    headTags: [
      {
        tagName: 'link',
        attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'},
      },
    ],

    // Future flags named one by one (what `v4: true` and `faster: true` turn on in Docusaurus 3.10), so that a
    // flag a minor release adds stays off until it is named here (upstream/manifest.json, `future-flags`;
    // tests/upgrade.build.spec.ts fails until then).
    future: {
      v4: {
        removeLegacyPostBuildHeadAttribute: true,
        useCssCascadeLayers: true,
        siteStorageNamespacing: true,
        fasterByDefault: true,
        mdx1CompatDisabledByDefault: true,
      },
      faster: {
        swcJsLoader: true,
        swcJsMinimizer: true,
        swcHtmlMinimizer: true,
        lightningCssMinimizer: true,
        mdxCrossCompilerCache: true,
        rspackBundler: true,
        rspackPersistentCache: true,
        ssgWorkerThreads: true,
        gitEagerVcs: true,
      },
    },
    // Scripts load after the first paint (see plugins/performance/ssrTemplate.ts).
    ssrTemplate,
    clientModules: [
      './src/clientModules/idlePrefetch.ts',
      './src/clientModules/whatsNew.ts',
      './src/clientModules/progressBar.ts',
    ],
    // Keep the plain browser-storage keys of the spec ("theme"), not the v4 namespaced ones.
    storage: {type: 'localStorage', namespace: false},

    // The spec: broken Markdown images fail the build, broken links and anchors only warn.
    // The test suite (tests/links.build.spec.ts) turns every broken link or anchor into a failure.
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'throw',
    markdown: {
      mermaid: true,
      // The brief's explicit heading ids (`## Toetsmodus {#toetsmodus}`) stay valid; MDX comments use {/* */}.
      mdx1Compat: {comments: false, admonitions: false, headingIds: true},
      hooks: {onBrokenMarkdownImages: 'throw', onBrokenMarkdownLinks: 'warn'},
    },

    i18n: {
      defaultLocale,
      locales: localeCodes,
      localeConfigs: Object.fromEntries(
        siteLocales.map(({code, label, htmlLang}) => [code, {label, htmlLang, direction: 'ltr' as const}]),
      ),
    },

    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: './sidebars.ts',
            // The glossary is a docs page (so that search finds its terms) but not a page of the sidebar:
            // the footer, the intro and the start pages link to it.
            sidebarItemsGenerator: async ({defaultSidebarItemsGenerator, ...args}) =>
              (await defaultSidebarItemsGenerator(args)).filter(
                (item) => !(item.type === 'doc' && item.id === GLOSSARY_DOC),
              ),
            editUrl: ({docPath}) => `${links.editBase}docs/${docPath}`,
            showLastUpdateTime: true,
            breadcrumbs: true,
            versions: {current: {label: version, badge: true}},
            remarkPlugins: [aboveTheFoldImage, [audienceLinks, {locale}], [remarkDiagrams, {locale}]],
            rehypePlugins: [[tableRegion, {locale}]],
          },
          blog: {
            blogTitle: 'Versiegeschiedenis',
            blogDescription: localized('blogDescription'),
            blogSidebarTitle: 'Recente berichten',
            blogSidebarCount: 'ALL',
            postsPerPage: 10,
            showReadingTime: true,
            authorsMapPath: 'authors.yml',
            tags: 'tags.yml',
            onInlineAuthors: 'throw',
            onInlineTags: 'throw',
            onUntruncatedBlogPosts: 'throw',
            remarkPlugins: [[remarkDiagrams, {locale}]],
            rehypePlugins: [[tableRegion, {locale}]],
            feedOptions: {
              type: ['rss', 'atom'],
              title: 'AI-School – Versiegeschiedenis',
              copyright: 'Copyright © 2025 AI-School',
              language: locale,
            },
          },
          pages: {remarkPlugins: [[remarkDiagrams, {locale}]], rehypePlugins: [[tableRegion, {locale}]]},
          theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
          // The chapter print views (plugins/chapter-print/index.ts) are noindex and not in the sitemap.
          sitemap: {
            lastmod: 'date',
            changefreq: null,
            priority: null,
            ignorePatterns: [`/${printBasePath}/**`, `/*/${printBasePath}/**`],
          },
        } satisfies Preset.Options,
      ],
    ],

    themes: [
      '@docusaurus/theme-mermaid',
      [
        '@easyops-cn/docusaurus-search-local',
        {
          hashed: true,
          // Each locale's index is stemmed with its own language (see patches/README.md).
          language: [locale],
          indexDocs: true,
          indexBlog: false,
          indexPages: false,
          docsRouteBasePath: '/docs',
          // The index and the worker are the plugin's; the search bar, dialog, page and highlighting on the
          // target page are the site's own (src/theme/SearchBar, SearchPage), so the plugin's options for its
          // own search bar are left out (highlightSearchTermsOnTargetPage would bundle mark.js into every page).
          searchResultLimits: 8,
          // The glossary's letter headings (A, B, C …) only structure the page; its terms are indexed.
          ignoreCssSelectors: ['.glossary-letter'],
        },
      ],
    ],

    // performancePlugin keeps Prism and medium-zoom out of the main bundle (see plugins/performance/index.ts).
    // chapterPrintPlugin adds each chapter's print view, whatsNewPlugin the release dates for "what's new",
    // searchSnippetsPlugin the section texts that search results quote and the search word lists
    // (plugins/search-snippets/index.ts),
    // startPagesPlugin builds /start/<role> from src/data/start/, the docs and the blog;
    // diagramsPlugin draws the Mermaid diagrams at build time (plugins/diagrams/index.ts);
    // textSizePlugin writes the CSS media queries in em, so that the layout follows the browser's text size.
    plugins: [
      'docusaurus-plugin-image-zoom',
      performancePlugin,
      chapterPrintPlugin,
      whatsNewPlugin,
      searchSnippetsPlugin,
      startPagesPlugin,
      diagramsPlugin,
      textSizePlugin,
      // Search while editing: under `npm start` only (plugins/dev-search/index.ts).
      ...(isDevServer() ? [devSearchPlugin] : []),
    ],

    themeConfig: {
      image: 'img/social-card.png',
      metadata: [{name: 'theme-color', content: '#1D4ED8'}],
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
      // The newest published release note, named in the bar; a new id shows the bar again to those who closed it.
      announcementBar: {
        id: `release-${latestRelease().replace(/\./g, '-')}`,
        content: localized('announcement').replace('{version}', latestRelease()),
        isCloseable: true,
      },
      navbar,
      footer,
      docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
      blog: {sidebar: {groupByYear: true}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme},
      mermaid: {theme: mermaidThemes},
      zoom: {
        // Only images inside an article, never logos or icons of the shell.
        selector: 'article .markdown img, .mdx-page article img',
        background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
        config: {margin: 24},
      },
    } satisfies Preset.ThemeConfig,
  };
}
