/**
 * The benchmark's baseline: the same content, preset, plugins, CSS and features as the site, built the way
 * stock Docusaurus 3.10 builds it, without the project's performance changes. `npm run bench` builds it into
 * build-stock/ (`docusaurus build --config bench/stock.config.ts`) and measures both sites in the same run,
 * so that each figure can be read as a ratio to stock, which machine noise does not move.
 *
 * Left out, and nothing else:
 * - plugins/performance/ssrTemplate.ts: scripts load as stock `defer` scripts in <head>;
 * - plugins/performance/index.ts, with every module swap and loader it adds: Prism and medium-zoom are stock client
 *   modules again (every page), core's client entry and server render are stock, and the colour toggle's
 *   inline click handler is left out;
 * - the performance client module src/clientModules/idlePrefetch.ts (stock prefetching on link visibility);
 * - the performance swizzles (`speed` in src/theme/README.md; tests/stock.build.spec.ts checks the list):
 *   CodeBlock/Content (stock Prism rendering), ColorModeToggle (disabled until hydration), Mermaid (diagrams
 *   render at once), NavbarItem/ComponentTypes (every navbar item type in the main bundle), MDXComponents
 *   (the code block and details in the MDX components chunk), DocVersionBanner and ContentVisibility (their
 *   banners in every doc page's chunks) and Blog/Components/Author/Socials (every platform's icon in every
 *   post); their stock components are built instead;
 * - `baseUrlIssueBanner: false` (stock renders the banner's inline script and component);
 * - plugins/markdown/remark/aboveTheFoldImage.ts (the first image is lazy, as Docusaurus writes it, and every image
 *   under 10 KB is inlined);
 * - plugins/diagrams/index.ts (Mermaid diagrams drawn at build time): the stock Mermaid component draws them.
 * Feature swizzles (search, what's new, print links, footer) stay, so both sites show and do the same.
 */
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import createProjectConfig from '../docusaurus.config';
import {performancePlugin} from '../plugins/performance';
import aboveTheFoldImage from '../plugins/markdown/remark/aboveTheFoldImage';
import {diagramsPlugin, remarkDiagrams} from '../plugins/diagrams';

/** The swizzled components whose only purpose is speed; stock builds the theme's own instead. */
export const performanceSwizzles = [
  'Blog/Components/Author/Socials',
  'CodeBlock/Content',
  'ColorModeToggle',
  'ContentVisibility',
  'DocVersionBanner',
  'MDXComponents',
  'Mermaid',
  'NavbarItem/ComponentTypes',
];
/** Client modules added only for speed. */
export const performanceClientModules = ['./src/clientModules/idlePrefetch.ts'];

function stockThemeComponentsPlugin(): Plugin {
  return {
    name: 'bench-stock-theme-components',
    configureWebpack(config) {
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string | string[] | false>;
      const alias: Record<string, string | string[] | false> = {};
      for (const component of performanceSwizzles) {
        const original = aliases[`@theme-original/${component}`];
        if (!original) throw new Error(`bench/stock.config.ts: no @theme-original/${component} alias to restore.`);
        alias[`@theme/${component}`] = original;
      }
      return {resolve: {alias}};
    },
  };
}

type PresetEntry = [string, Record<string, {remarkPlugins?: unknown[]}>];

/** A remark plugin entry, bare or with its options. */
const isPlugin = (entry: unknown, plugin: unknown): boolean =>
  entry === plugin || (Array.isArray(entry) && entry[0] === plugin);

export default async function createStockConfig(): Promise<Config> {
  const config = await createProjectConfig();
  delete config.ssrTemplate;
  delete config.baseUrlIssueBanner;
  config.clientModules = (config.clientModules ?? []).filter((m) => !performanceClientModules.includes(m));
  config.plugins = [
    ...(config.plugins ?? []).filter(
      (plugin: PluginConfig) => plugin !== performancePlugin && plugin !== diagramsPlugin,
    ),
    stockThemeComponentsPlugin,
  ];
  config.staticDirectories = ['static'];
  for (const preset of (config.presets ?? []) as PresetEntry[]) {
    for (const options of Object.values(preset[1] ?? {})) {
      if (options?.remarkPlugins) {
        options.remarkPlugins = options.remarkPlugins.filter(
          (entry) => !isPlugin(entry, aboveTheFoldImage) && !isPlugin(entry, remarkDiagrams),
        );
      }
    }
  }
  return config;
}
