// ESLint for the site's code (TypeScript, React): the recommended TypeScript rules, the rules of React
// hooks, the JSX accessibility rules, and the Docusaurus rules that keep every visible string translatable.
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-stock/',
      '.docusaurus/',
      '.dev-search/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  ...tseslint.configs.recommended,
  {files: ['src/**/*.{ts,tsx}', 'plugins/*/client/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest']},
  {files: ['src/**/*.tsx', 'plugins/*/client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/*/client/**/*.{ts,tsx}'],
    rules: {
      // The site renders what only the browser knows (the reader's storage, the query in the address, today's
      // date) after hydration, so the first client render matches the server HTML; setting that state in an
      // effect is this deliberate pattern, which React Compiler's rule flags as a whole.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A region that scrolls (a wide table) must be reachable from the keyboard (axe:
      // scrollable-region-focusable), so a focusable `role="region"` is allowed.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {roles: ['tabpanel', 'region'], tags: []}],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            'AI-School',
            'AI-Corporate',
            'AI-Public',
            '·',
            '○',
            '◐',
            '◑',
            '●',
            ' · ',
            '×',
            '↵',
            'Ctrl K',
          ],
        },
      ],
    },
  },
  {
    // Bundler loaders (plugins/performance/loaders, registered in plugins/performance/index.ts) are CommonJS modules that rspack
    // loads with require().
    files: ['plugins/performance/loaders/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
