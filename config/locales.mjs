// The site's locales, in one place. Everything that lists the locales (the Docusaurus config, the
// scripts, the tests and the benchmark) imports this module, so adding a language starts here.
// Plain JavaScript so that Node scripts (.mjs) and TypeScript (config, tests) share it; types in
// locales.d.mts.

/** Dutch is the default locale, served at `/`; the others at `/<code>/`. */
export const defaultLocale = 'nl';

export const locales = [
  {code: 'nl', label: 'Nederlands', htmlLang: 'nl-NL', franc: 'nld'},
  {code: 'en', label: 'English', htmlLang: 'en-GB', franc: 'eng'},
  {code: 'fr', label: 'Français', htmlLang: 'fr-FR', franc: 'fra'},
  {code: 'de', label: 'Deutsch', htmlLang: 'de-DE', franc: 'deu'},
];

/** Locale codes in site order. */
export const localeCodes = locales.map((locale) => locale.code);

/** The locales translated from the default one. */
export const translatedLocales = localeCodes.filter((code) => code !== defaultLocale);

/** URL path prefix of a locale: '' for the default locale, '/en' for English. */
export const localePrefix = (code) => (code === defaultLocale ? '' : `/${code}`);
