import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {colourToggleScript} from './colourToggle';
import {ChunkGroupFilesPlugin, writeRouteScripts} from './routeScripts';

/**
 * Build-time changes for first-load speed (see bench/README.md for what each one gained).
 *
 * - Docusaurus's client entry is swapped for one that starts the app in steps, each in its own task
 *   (plugins/performance/client/entry.tsx), instead of evaluating the whole bundle in one long task.
 * - Two client modules that every page would load and run are swapped for lighter ones:
 *   - the classic theme's `prism-include-languages` imported Prism into the main bundle. Highlighting
 *     now loads with the code block that needs it (src/theme/CodeBlock/Content), which also registers
 *     `prism.additionalLanguages`, so this module has nothing left to do;
 *   - docusaurus-plugin-image-zoom's `zoom` imported medium-zoom on every page. src/clientModules/imageZoom.ts
 *     does the same job with the same `themeConfig.zoom`, and loads medium-zoom only on a page with images.
 * - Four modules of Docusaurus's theme packages are swapped for the site's own with the same exports:
 *   `useWindowSize` and the navbar's secondary-menu context (plugins/performance/client/windowSize.ts,
 *   plugins/performance/client/navbarSecondaryMenuContent.tsx), whose first updates after hydration are transitions instead
 *   of one long render on a phone; `useCodeWordWrap` (plugins/performance/client/codeWordWrap.ts), which measures a code
 *   block when it comes near the viewport instead of forcing a layout of the whole page after hydration;
 *   and the index of `@docusaurus/utils-common` (plugins/performance/client/utilsCommon.ts), whose CommonJS build put all of
 *   tslib in the main bundle.
 * - The colour toggle's click handler, an inline script at the start of <body> (plugins/performance/colourToggle.ts), so
 *   the toggle works from the first paint, not only after hydration.
 * - Each page's HTML lists its route chunks (and the search dialog's chunk for an early focus on the search
 *   field), written after the build from the bundler's chunk groups (plugins/performance/routeScripts.ts), so they
 *   download with the main bundle instead of a round trip after it has run.
 * - What every page's JavaScript no longer carries (plugins/performance/loaders): the route registry's module paths and the
 *   build-only fields of the site config (client build only), the chunk-name map of the runtime (chunk files
 *   are named by id). The code block and details components load on a page that has one
 *   (src/theme/MDXComponents), the version and visibility banners on a page that shows one
 *   (src/theme/DocVersionBanner, src/theme/ContentVisibility).
 * - `BUNDLE_ANALYSIS=1` (set by `npm run bench:bundle`) adds source maps to the client bundle.
 */
export interface ModuleSwap {
  /** The upstream client module, as a package path (tests/upgrade.build.spec.ts resolves it). */
  upstream: string;
  /**
   * The file that registers or imports it (a plugin's getClientModules(), core's bundler config for the
   * entry, a module of the package, or its package.json), and the name it uses there.
   */
  registeredBy: {file: string; name: string};
  pattern: RegExp;
  /** The site's module that is built instead. */
  replacement: string;
  /** Swapped only while the site config asks for what the replacement does (else upstream's module stays). */
  when?: (siteConfig: LoadContext['siteConfig']) => boolean;
}

/**
 * The swapped client modules. An upgrade that moves or renames an upstream module would make the swap a
 * silent no-op (the heavy module back in every page); tests/upgrade.build.spec.ts fails first, by name.
 */
export const moduleSwaps: ModuleSwap[] = [
  {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    registeredBy: {file: '@docusaurus/core/lib/webpack/client.js', name: '../client/clientEntry.js'},
    pattern: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/,
    replacement: 'plugins/performance/client/entry.tsx',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    registeredBy: {file: '@docusaurus/theme-classic/lib/index.js', name: './prism-include-languages'},
    pattern: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: 'src/clientModules/noop.ts',
  },
  {
    upstream: 'docusaurus-plugin-image-zoom/lib/zoom.js',
    registeredBy: {file: 'docusaurus-plugin-image-zoom/lib/index.js', name: './zoom'},
    pattern: /docusaurus-plugin-image-zoom[\\/]lib[\\/]zoom(\.js)?$/,
    replacement: 'src/clientModules/imageZoom.ts',
  },
  {
    upstream: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    registeredBy: {
      file: '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
      name: '../hooks/useWindowSize',
    },
    pattern: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/,
    replacement: 'plugins/performance/client/windowSize.ts',
  },
  {
    upstream: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
    registeredBy: {
      file: '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
      name: './navbarSecondaryMenu/content',
    },
    pattern: /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content(\.js)?$/,
    replacement: 'plugins/performance/client/navbarSecondaryMenuContent.tsx',
  },
  {
    upstream: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    registeredBy: {file: '@docusaurus/theme-common/lib/internal.js', name: './hooks/useCodeWordWrap'},
    pattern: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap(\.js)?$/,
    replacement: 'plugins/performance/client/codeWordWrap.ts',
  },
  {
    upstream: '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js',
    registeredBy: {file: '@docusaurus/core/lib/client/App.js', name: './BaseUrlIssueBanner'},
    pattern: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index(\.js)?)?$/,
    replacement: 'plugins/performance/client/noBaseUrlIssueBanner.ts',
    when: (siteConfig) => siteConfig.baseUrlIssueBanner === false,
  },
  {
    upstream: '@docusaurus/core/lib/client/renderToHtml.js',
    registeredBy: {file: '@docusaurus/core/lib/client/serverEntry.js', name: './renderToHtml'},
    pattern: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml(\.js)?$/,
    replacement: 'plugins/performance/client/renderToHtml.ts',
  },
  {
    upstream: '@docusaurus/utils-common/lib/index.js',
    registeredBy: {file: '@docusaurus/utils-common/package.json', name: './lib/index.js'},
    pattern: /@docusaurus[\\/]utils-common[\\/]lib[\\/]index(\.js)?$/,
    replacement: 'plugins/performance/client/utilsCommon.ts',
  },
];

/** The search worker's chunk name (`new Worker(…, {name})` in src/search/indexData.ts). */
const SEARCH_WORKER_CHUNK = 'search-worker';

export function performancePlugin({siteDir, siteStorage, siteConfig}: LoadContext): Plugin {
  const replacements = moduleSwaps
    .filter(({when}) => !when || when(siteConfig))
    .map(({pattern, replacement}): [RegExp, string] => [pattern, replacement]);
  const chunkGroupFiles = new ChunkGroupFilesPlugin();
  return {
    name: 'ai-school-performance',
    // The colour toggle works from the first paint (plugins/performance/colourToggle.ts, src/theme/ColorModeToggle).
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: colourToggleScript({
              storageType: siteStorage.type,
              storageKey: `theme${siteStorage.namespace}`,
            }),
          },
        ],
      };
    },
    // Each page's route chunks load with the main bundle, not a round trip after it (plugins/performance/routeScripts.ts).
    postBuild({outDir, baseUrl, routesPaths, generatedFilesDir}) {
      writeRouteScripts({outDir, baseUrl, routesPaths, generatedFilesDir, chunkFiles: chunkGroupFiles.files});
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const loader = (name: string) => [{loader: path.join(__dirname, 'loaders', name)}];
      return {
        plugins: [
          ...replacements.map(
            ([pattern, file]) => new NormalModuleReplacementPlugin(pattern, path.resolve(siteDir, file)),
          ),
          ...(isServer ? [] : [chunkGroupFiles]),
        ],
        module: {
          rules: [
            // The browser's route registry without the module paths only the server render reads
            // (plugins/performance/loaders/clientRegistry.cjs).
            ...(isServer ? [] : [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: loader('clientRegistry.cjs')}]),
            // The browser's site config without the fields only the build reads (plugins/performance/loaders/clientSiteConfig.cjs).
            ...(isServer
              ? []
              : [{test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: loader('clientSiteConfig.cjs')}]),
          ],
        },
        ...(isServer
          ? {}
          : {
              // Chunk files named by their id only: with the chunk's name in its file name, the runtime carried
              // a map of every named chunk's id to its name, next to core's map of every name to its id.
              output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
              // The search worker in one file: the bundler's default vendors group split lunr out of it, and a
              // worker loads its chunks one after the other, so the first search waited a round trip more. The
              // group is otherwise the bundler's default (node_modules, priority -10).
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    defaultVendors: {
                      test: /[\\/]node_modules[\\/]/i,
                      priority: -10,
                      reuseExistingChunk: true,
                      chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
                        !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK,
                    },
                  },
                },
              },
            }),
        ...(process.env.BUNDLE_ANALYSIS === '1' && !isServer ? {devtool: 'hidden-source-map'} : {}),
      };
    },
  };
}
