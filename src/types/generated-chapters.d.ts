// The chapters data module that config/chapterPrint.ts writes with createData (one per locale build).
declare module '@generated/ai-school-chapter-print/default/chapters.json' {
  import type {PrintChapters} from '@site/config/chapterPrint';

  const chapters: PrintChapters;
  export default chapters;
}
