export type LocaleCode = 'nl' | 'en' | 'fr' | 'de';
export interface SiteLocale {
  code: LocaleCode;
  label: string;
  htmlLang: string;
  /** ISO 639-3 code that franc (language detection) reports for this language. */
  franc: string;
}
export declare const defaultLocale: LocaleCode;
export declare const locales: SiteLocale[];
export declare const localeCodes: LocaleCode[];
export declare const translatedLocales: LocaleCode[];
export declare function localePrefix(code: LocaleCode): string;
