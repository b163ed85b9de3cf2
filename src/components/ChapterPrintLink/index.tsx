/**
 * "Print the chapter or save it as PDF": a plain link (no client-side navigation, so the chapter's content
 * is not prefetched) from a category index page or a doc of that chapter to the chapter's print view
 * (config/chapterPrint.ts). `categoryPermalink` is the category's generated index, `/docs/category/<slug>`.
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
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path
            fill="currentColor"
            d="M6 2h12v5h1a3 3 0 0 1 3 3v7h-4v5H6v-5H2v-7a3 3 0 0 1 3-3h1V2zm2 2v3h8V4H8zm0 11v5h8v-5H8z"
          />
        </svg>
        <Translate id="chapterPrint.link" description="Link from a chapter's pages to its print view">
          Hoofdstuk afdrukken of opslaan als pdf
        </Translate>
      </a>
    </p>
  );
}
