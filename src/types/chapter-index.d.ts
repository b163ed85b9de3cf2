// The chapters of the locale being built, written by plugins/chapter-print/index.ts (its configureWebpack alias).
declare module '@chapter-index' {
  const chapters: {title: string; permalink: string}[];
  export default chapters;
}
