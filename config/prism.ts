import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Prism's GitHub theme with the token colours that fall below WCAG AA contrast (4.5:1) on its background
 * (#f6f8fa) darkened in the same hue: comments 2.7 → 5.2, keys and keywords 2.7 → 5.2, numbers and
 * properties 2.6 → 4.8, strings 4.3 → 5.5, tags 4.3 → 6.3. The dark theme (Dracula) passes as it is.
 */
const darker: Record<string, string> = {
  '#999988': '#6a6a5a',
  '#00a4db': '#0070a0',
  '#36acaa': '#137a78',
  '#e3116c': '#c2185b',
  '#d73a49': '#b31d28',
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => ({
    ...entry,
    style: {...entry.style, ...(entry.style.color ? {color: darker[entry.style.color] ?? entry.style.color} : {})},
  })),
};

export const darkCodeTheme: PrismTheme = themes.dracula;
