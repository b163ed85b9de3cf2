import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Build-time changes for first-load speed (see bench/README.md for what each one gained).
 *
 * - Two client modules that every page would load and run are swapped for lighter ones:
 *   - the classic theme's `prism-include-languages` imported Prism into the main bundle. Highlighting
 *     now loads with the code block that needs it (src/theme/CodeBlock/Content), which also registers
 *     `prism.additionalLanguages`, so this module has nothing left to do;
 *   - docusaurus-plugin-image-zoom's `zoom` imported medium-zoom on every page. src/clientModules/imageZoom.ts
 *     does the same job with the same `themeConfig.zoom`, and loads medium-zoom only on a page with images.
 * - `BUNDLE_ANALYSIS=1` (set by `npm run bench:bundle`) adds source maps to the client bundle.
 */
export function performancePlugin({siteDir}: LoadContext): Plugin {
  const replacements: [RegExp, string][] = [
    [/@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, 'src/clientModules/noop.ts'],
    [/docusaurus-plugin-image-zoom[\\/]lib[\\/]zoom(\.js)?$/, 'src/clientModules/imageZoom.ts'],
  ];
  return {
    name: 'ai-school-performance',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: replacements.map(
          ([pattern, file]) => new NormalModuleReplacementPlugin(pattern, path.resolve(siteDir, file)),
        ),
        ...(process.env.BUNDLE_ANALYSIS === '1' && !isServer ? {devtool: 'hidden-source-map'} : {}),
      };
    },
  };
}
