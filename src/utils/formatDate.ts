/**
 * Dates in the four locales without `Intl.DateTimeFormat` in the browser.
 *
 * The first `Intl.DateTimeFormat` a page creates costs the browser 20–50 ms (it loads the locale's
 * calendar data), and the stock theme creates one while the page hydrates (last-updated date, post date),
 * right when the reader may start to scroll or tap. The month names below are CLDR's, the same text
 * `Intl.DateTimeFormat(htmlLang, {day: 'numeric', month, year: 'numeric'})` prints in nl-NL, en-GB,
 * fr-FR and de-DE; tests/dates.build.spec.ts checks every month against Intl. A locale that is not listed
 * falls back to Intl.
 */
type MonthStyle = 'short' | 'long';

interface LocaleDates {
  /** `{day} {month} {year}` in the locale's order and punctuation. */
  pattern: string;
  short: readonly string[];
  long: readonly string[];
}

const LOCALES: Record<string, LocaleDates> = {
  nl: {
    pattern: '{day} {month} {year}',
    short: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    long: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
  },
  en: {
    pattern: '{day} {month} {year}',
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  fr: {
    pattern: '{day} {month} {year}',
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
  de: {
    pattern: '{day}. {month} {year}',
    short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    long: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
  },
};

/** Formats a date (a Date, a timestamp or an ISO string) as day, month and year, in UTC. */
export function formatDate(date: Date | number | string, locale: string, month: MonthStyle = 'short'): string {
  const value = new Date(date);
  const names = LOCALES[locale];
  if (!names) {
    return new Intl.DateTimeFormat(locale, {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(value);
  }
  return names.pattern
    .replace('{day}', String(value.getUTCDate()))
    .replace('{month}', names[month][value.getUTCMonth()]!)
    .replace('{year}', String(value.getUTCFullYear()));
}
