/**
 * Replaces (ejects) `@theme/DocCategoryGeneratedIndexPage` of @docusaurus/theme-classic 3.10: the same page,
 * plus the link to the chapter's print view (src/components/ChapterPrintLink) under the description, and
 * the descriptions of the chapter's docs for its cards. Those are not in the docs version's metadata, a
 * route chunk of every doc page, but in this page's own data (config/loaders/docsDescriptions.cjs).
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

type CategoryIndex = Props['categoryGeneratedIndex'] & {docDescriptions?: {[docId: string]: string}};

/** The docs version as DocCard reads it (useDocById), with this chapter's doc descriptions. */
function WithDocDescriptions({index, children}: {index: CategoryIndex; children: ReactNode}): ReactNode {
  const version = useDocsVersion();
  const descriptions = index.docDescriptions;
  const withDescriptions = useMemo(
    () =>
      descriptions
        ? {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, doc]) => [
                id,
                descriptions[id] ? {...doc, description: descriptions[id]} : doc,
              ]),
            ),
          }
        : version,
    [version, descriptions],
  );
  return <DocsVersionProvider version={withDescriptions}>{children}</DocsVersionProvider>;
}

export default function DocCategoryGeneratedIndexPage(props: Props): ReactNode {
  return (
    <WithDocDescriptions index={props.categoryGeneratedIndex}>
      <DocCategoryGeneratedIndexPageMetadata {...props} />
      <DocCategoryGeneratedIndexPageContent {...props} />
    </WithDocDescriptions>
  );
}
