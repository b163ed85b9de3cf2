import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type MonthStyle = 'short' | 'long';

/**
 * A date as the locale writes it: `Intl.DateTimeFormat` with the locale's `htmlLang` (en-GB, not en-US), day,
 * month and year, in UTC (the build's dates are days). The theme's own dates (last update, post date) are
 * formatted the same way (src/theme/LastUpdated, src/theme/BlogPostItem/Header/Info).
 */
export function useFormatDate(month: MonthStyle): (date: Date | number | string) => string {
  const {i18n} = useDocusaurusContext();
  const format = new Intl.DateTimeFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (date) => format.format(new Date(date));
}
