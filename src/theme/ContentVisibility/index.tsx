/**
 * Wraps `@theme/ContentVisibility` of @docusaurus/theme-classic 3.10: the "draft" and "unlisted" banners of a
 * doc, post or page. Upstream's component and its translations were in the chunk of every doc page and post,
 * though a page shows a banner only when its front matter makes it a draft or unlisted. The upstream
 * component now loads only for such a page (read the same way as upstream: `metadata.unlisted` or the front
 * matter, which in development is the only place that says so); for any other page this renders what
 * upstream renders then: nothing.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const ContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  if (!(unlisted || frontMatter.unlisted || frontMatter.draft)) return null;
  return (
    <Suspense fallback={null}>
      <ContentVisibility {...props} />
    </Suspense>
  );
}
