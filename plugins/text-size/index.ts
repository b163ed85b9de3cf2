import type {Plugin} from '@docusaurus/types';
import {BROWSER_DEFAULT_PX} from '../../src/shared/textSize';

/**
 * The layout follows the text size the reader sets in the browser (Chrome's "Font size", Firefox's "Size"), not
 * only the window's width. Every media query of the site's CSS, Infima's and the theme's included, is written
 * in `em` instead of `px` when the CSS is built: a media query reads `em` at the browser's text size, so at the
 * default 16 px nothing changes (996px is 62.25em), and with "Very large" text (24 px) a 1280 px window gets the
 * layout a 853 px window gets at the default size (menu, one column) instead of three columns too narrow for
 * their words. The theme's JavaScript breakpoint reads the same media query
 * (plugins/performance/client/windowSize.ts), so the rendered layout and the CSS agree. Browser zoom already
 * worked this way (it scales CSS pixels); a text size set in the settings did not.
 */

/** `(max-width: 996px)` → `(max-width: 62.25em)`; other lengths and features unchanged. */
export function emMediaQuery(query: string): string {
  return query.replace(/(\d*\.?\d+)px\b/g, (_, px: string) => `${Number(px) / BROWSER_DEFAULT_PX}em`);
}

/** A PostCSS plugin (its API: https://postcss.org/docs/writing-a-postcss-plugin) that does it for each `@media`. */
export const emMediaQueries = {
  postcssPlugin: 'site-em-media-queries',
  AtRule: {
    media(atRule: {params: string}) {
      atRule.params = emMediaQuery(atRule.params);
    },
  },
};

export function textSizePlugin(): Plugin {
  return {
    name: 'site-text-size',
    configurePostCss(options) {
      options.plugins.push(emMediaQueries);
      return options;
    },
  };
}
