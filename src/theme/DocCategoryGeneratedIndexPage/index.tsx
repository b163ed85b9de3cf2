/**
 * Replaces (ejects) `@theme/DocCategoryGeneratedIndexPage` of @docusaurus/theme-classic 3.10: the same page,
 * plus the link to the chapter's print view (src/components/ChapterPrintLink) under the description, and
 * the entries (title, description) of the chapter's docs for its cards. Those are not in the docs version's
 * metadata, a route chunk of every doc page, but in this page's own data (config/loaders/chapterDocs.cjs).
 */
import {useMemo, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {DocsVersionProvider, useCurrentSidebarCategory, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import ChapterPrintLink from '@site/src/components/ChapterPrintLink';

import styles from './styles.module.css';

function DocCategoryGeneratedIndexPageMetadata({categoryGeneratedIndex}: Props): ReactNode {
  return (
    <PageMetadata
      title={categoryGeneratedIndex.title}
      description={categoryGeneratedIndex.description}
      keywords={categoryGeneratedIndex.keywords}
      // TODO `require` this?
      image={useBaseUrl(categoryGeneratedIndex.image)}
    />
  );
}

function DocCategoryGeneratedIndexPageContent({categoryGeneratedIndex}: Props): ReactNode {
  const category = useCurrentSidebarCategory();
  return (
    <div className={styles.generatedIndexPage}>
      <DocVersionBanner />
      <DocBreadcrumbs />
      <DocVersionBadge />
      <header>
        <Heading as="h1" className={styles.title}>
          {categoryGeneratedIndex.title}
        </Heading>
        {categoryGeneratedIndex.description && <p>{categoryGeneratedIndex.description}</p>}
        <ChapterPrintLink categoryPermalink={categoryGeneratedIndex.permalink} />
      </header>
      <article className="margin-top--lg">
        <DocCardList items={category.items} className={styles.list} />
      </article>
      <footer className="margin-top--md">
        <DocPaginator
          previous={categoryGeneratedIndex.navigation.previous}
          next={categoryGeneratedIndex.navigation.next}
        />
      </footer>
    </div>
  );
}

type CategoryIndex = Props['categoryGeneratedIndex'] & {
  chapterDocs?: ReturnType<typeof useDocsVersion>['docs'];
};

/**
 * The docs version as DocCard reads it (useDocById), with the entries of this chapter's docs: the version
 * metadata of every doc page leaves them out (config/loaders/chapterDocs.cjs).
 */
function WithChapterDocs({index, children}: {index: CategoryIndex; children: ReactNode}): ReactNode {
  const version = useDocsVersion();
  const {chapterDocs} = index;
  const withDocs = useMemo(
    () => (chapterDocs ? {...version, docs: {...version.docs, ...chapterDocs}} : version),
    [version, chapterDocs],
  );
  return <DocsVersionProvider version={withDocs}>{children}</DocsVersionProvider>;
}

export default function DocCategoryGeneratedIndexPage(props: Props): ReactNode {
  return (
    <WithChapterDocs index={props.categoryGeneratedIndex}>
      <DocCategoryGeneratedIndexPageMetadata {...props} />
      <DocCategoryGeneratedIndexPageContent {...props} />
    </WithChapterDocs>
  );
}
