import type * as Preset from '@docusaurus/preset-classic';
import {links} from './links';

/**
 * Footer columns. Titles and labels are translated in i18n/<locale>/docusaurus-theme-classic/footer.json;
 * the addresses come from config/links.ts. External links get the theme's "(opens in new tab)" label.
 */
export const footer = {
  style: 'dark',
  logo: {
    alt: 'Website AI-School (opent in een nieuw tabblad)',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 40,
    height: 40,
    href: links.website,
    // Like the footer's other external links, and as its text alternative says.
    target: '_blank',
  },
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Handleiding', to: '/docs/intro'},
        {label: 'Begrippenlijst', to: '/docs/begrippenlijst'},
      ],
    },
    {
      title: 'Links',
      items: [
        {label: 'Website AI-School', href: links.website},
        {label: 'Inloggen', href: links.login},
        {label: 'Technische documentatie', href: links.technicalDocs},
      ],
    },
    {
      title: 'Beheerder',
      items: [{label: 'AI-School B.V.', href: links.maintainer}],
    },
  ],
  copyright: 'Copyright © 2025 AI-School',
} satisfies Preset.ThemeConfig['footer'];
