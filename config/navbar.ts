import type * as Preset from '@docusaurus/preset-classic';

/**
 * Navbar: labels are Dutch here and translated in i18n/<locale>/docusaurus-theme-classic/navbar.json.
 * The colour-mode toggle and the search box are placed by the theme after the right-hand items,
 * which gives the spec's order: language dropdown, colour-mode toggle, search.
 */
export const navbar = {
  title: 'AI-School',
  hideOnScroll: true,
  logo: {
    // Empty: the title "AI-School" stands right next to the logo, so the image adds nothing for screen readers.
    alt: '',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'handleidingSidebar', label: 'Handleiding', position: 'left'},
    {
      type: 'dropdown',
      label: 'Roadmap',
      position: 'left',
      items: [
        {to: '/roadmap-school', label: 'AI-School'},
        {to: '/roadmap-corporate', label: 'AI-Corporate'},
        {to: '/roadmap-public', label: 'AI-Public'},
      ],
    },
    {to: '/blog', label: 'Versiegeschiedenis', position: 'left'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];
