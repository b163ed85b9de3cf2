/** The route of the page type "not found" (it answers 404 on purpose). */
export const MISSING_ROUTE = '/deze-pagina-bestaat-niet';

/** One page of every page type of the site, per locale (used by the accessibility, privacy and nginx tests). */
export const pageTypes = [
  '/',
  '/docs/intro',
  '/docs/basis/inloggen',
  '/docs/beheeromgeving/intro',
  '/docs/e-learning/leerpad',
  '/docs/geavanceerd/lessen',
  '/docs/modellen/taalmodellen',
  '/docs/privacy-avg-security/inzage_geschiedenis',
  '/docs/category/beheeromgeving',
  '/docs/begrippenlijst',
  '/start/docent',
  '/blog',
  '/blog/2024/04/15/v3.1.3',
  '/blog/tags/privacy',
  '/blog/authors/securityteam',
  '/blog/authors/supportteam',
  '/roadmap-school',
  '/roadmap-corporate',
  '/roadmap-public',
  '/markdown-page',
  '/toegankelijkheid',
  '/privacy',
  MISSING_ROUTE,
];
