/**
 * Wraps `@theme/DocItem/Footer` of @docusaurus/theme-classic (safe to wrap): a doc inside a chapter links to
 * the chapter's print view (src/components/ChapterPrintLink) above the footer. Docs outside a chapter
 * (the introduction) have no such link.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import ChapterPrintLink from '@site/src/components/ChapterPrintLink';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const chapter = useSidebarBreadcrumbs()?.[0];
  return (
    <>
      {chapter?.type === 'category' && chapter.href && <ChapterPrintLink categoryPermalink={chapter.href} />}
      <Footer {...props} />
    </>
  );
}
