/**
 * The default text size of browsers: a media query's `1em` at the default setting (a media query reads `em` at the
 * text size the reader set in the browser, 16 px unless changed). Shared by plugins/text-size (Node: it rewrites
 * the CSS's media queries in em) and the theme's breakpoint in the browser (plugins/performance/client/windowSize.ts),
 * so that both switch the layout at the same width.
 */
export const BROWSER_DEFAULT_PX = 16;
