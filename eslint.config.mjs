// ESLint for the site's code (TypeScript, React): recommended rules, type-aware TypeScript rules and the
// Docusaurus rules that keep every visible string translatable.
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/']},
  ...tseslint.configs.recommended,
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
);
