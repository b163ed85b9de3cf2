/**
 * "Print the chapter or save it as PDF": a plain link (no client-side navigation, so the chapter's content
 * is not prefetched) from a category index page or a doc of that chapter to the chapter's print view
 * (plugins/chapter-print/index.ts). `categoryPermalink` is the category's generated index, `/docs/category/<slug>`.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

export function chapterPrintHref(categoryPermalink: string): string | null {
  const match = /^(.*)\/docs\/category\/([^/]+)$/.exec(categoryPermalink);
  return match ? `${match[1]}/afdrukken/${match[2]}` : null;
}

export default function ChapterPrintLink({categoryPermalink}: {categoryPermalink: string}): ReactNode {
  const href = chapterPrintHref(categoryPermalink);
  if (!href) return null;
  return (
    <p className="chapter-print-link">
      {/* A plain link on purpose: <Link> would prefetch the whole chapter's content on every page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={href} data-chapter-print-link="">
        <Translate id="chapterPrint.link" description="Link from a chapter's pages to its print view">
          Hoofdstuk afdrukken of opslaan als pdf
        </Translate>
      </a>
    </p>
  );
}
