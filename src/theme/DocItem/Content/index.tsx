/**
 * Replaces (ejects) `@theme/DocItem/Content` of @docusaurus/theme-classic 3.10: the same markup, plus the
 * "updated since your previous visit" note under the title (src/components/WhatsNew). The note is placed in
 * the title's bottom margin, so it moves nothing when it appears after hydration.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import UpdatedSinceNote from '@site/src/components/WhatsNew/UpdatedSinceNote';

/** The front-matter title, unless the Markdown has its own `# title` or hides it (as upstream). */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return shouldRender ? metadata.title : null;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const {metadata} = useDoc();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header className="whatsnew-title">
          <Heading as="h1">{syntheticTitle}</Heading>
          <UpdatedSinceNote lastUpdatedAt={metadata.lastUpdatedAt} />
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
