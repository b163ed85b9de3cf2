/**
 * Media queries in `em`, which a browser reads at the text size the reader set in its settings (16 px unless
 * changed). Shared by plugins/text-size (Node: it rewrites the CSS's media queries) and the theme's breakpoint
 * in the browser (plugins/performance/client/windowSize.ts), so that both switch the layout at the same width.
 */

/** The default text size of browsers: a media query's `1em` at the default setting. */
export const BROWSER_DEFAULT_PX = 16;

/** `(max-width: 996px)` → `(max-width: 62.25em)`; other lengths and features unchanged. */
export function emMediaQuery(query: string): string {
  return query.replace(/(\d*\.?\d+)px\b/g, (_, px: string) => `${Number(px) / BROWSER_DEFAULT_PX}em`);
}
