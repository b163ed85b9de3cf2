/**
 * Stands in for core's `BaseUrlIssueBanner` (swapped in plugins/performance/index.ts) while the site config turns
 * the banner off (`baseUrlIssueBanner: false`), as this site's does: upstream's component then renders
 * nothing, yet its code, style and inline-script text were in every page's main bundle. With the banner
 * turned on, the swap is not made.
 */
export default function MaybeBaseUrlIssueBanner(): null {
  return null;
}
