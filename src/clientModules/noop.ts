/**
 * Stands in for a theme client module whose work moved elsewhere (see plugins/performance/index.ts): the classic
 * theme's `prism-include-languages`, now run by src/theme/CodeBlock/Content/Highlighted.tsx.
 */
export {};
