/**
 * Config strings that have no JSON translation file in Docusaurus (tagline, announcement bar, blog
 * description, search language). They are looked up by the locale being built
 * (`DOCUSAURUS_CURRENT_LOCALE`, set by Docusaurus for each locale), and a missing value throws.
 */
import {defaultLocale, localeCodes as locales, type LocaleCode} from './locales.mjs';

export type Locale = LocaleCode;

const values = {
  tagline: {
    nl: 'Handleiding voor medewerkers en beheerders',
    en: 'Manual for staff and administrators',
    fr: 'Manuel pour le personnel et les administrateurs',
    de: 'Handbuch für Mitarbeitende und Admins',
  },
  announcement: {
    nl: 'AI-School {version} is uit. Lees wat er nieuw is in de <a href="/blog">versiegeschiedenis</a>.',
    en: 'AI-School {version} is out. Read what is new in the <a href="/en/blog">version history</a>.',
    fr: 'AI-School {version} est disponible. Découvrez les nouveautés dans l’<a href="/fr/blog">historique des versions</a>.',
    de: 'AI-School {version} ist da. Lesen Sie die Neuerungen im <a href="/de/blog">Versionsverlauf</a>.',
  },
  blogDescription: {
    nl: 'Versiegeschiedenis van AI-School: wat er nieuw, verbeterd en opgelost is in elke versie.',
    en: 'Version history of AI-School: what is new, improved and fixed in each version.',
    fr: 'Historique des versions d’AI-School : les nouveautés, améliorations et corrections de chaque version.',
    de: 'Versionsverlauf von AI-School: was in jeder Version neu, verbessert und behoben ist.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * The locale Docusaurus is building or serving. `docusaurus build` sets DOCUSAURUS_CURRENT_LOCALE to each
 * locale it builds; `docusaurus start` sets it to its `--locale` option, and without that option assigns
 * `undefined`, which Node stores as the text "undefined": Docusaurus then serves the default locale
 * (`locale ?? i18n.defaultLocale` in its site loader), and so does this function. Commands that do not set
 * it (write-translations, serve) also get the default locale.
 */
export function currentLocale(): Locale {
  const value = process.env.DOCUSAURUS_CURRENT_LOCALE;
  const locale = value === undefined || value === '' || value === 'undefined' ? defaultLocale : value;
  if (!(locales as readonly string[]).includes(locale)) {
    throw new Error(`Unknown locale "${locale}": add it to config/localized.ts (known: ${locales.join(', ')}).`);
  }
  return locale as Locale;
}

export function localized(key: keyof typeof values, locale: Locale = currentLocale()): string {
  const value: string | undefined = values[key][locale];
  if (!value) {
    throw new Error(`Config value "${key}" is missing for locale "${locale}" in config/localized.ts.`);
  }
  return value;
}
