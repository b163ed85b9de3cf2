/**
 * Every external address the site links to, in one place. The footer and the pages read them from here;
 * an editor who changes a URL changes it only in this file. Override the hosts with environment
 * variables when the site is deployed elsewhere.
 */
export const links = {
  /** Public address of this manual (used for canonical URLs, sitemap and feeds). */
  site: process.env.SITE_URL ?? 'https://handleiding.ai-school.nl',
  /** Where the "Deze pagina bewerken" links lead; the docs path is appended. */
  editBase: process.env.EDIT_URL ?? 'https://github.com/ai-school/handleiding/edit/main/',
  website: 'https://www.ai-school.nl',
  login: 'https://app.ai-school.nl',
  technicalDocs: 'https://developers.ai-school.nl',
  maintainer: 'https://www.ai-school.nl/over-ons',
} as const;
