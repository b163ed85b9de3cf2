/**
 * Wraps `@theme/DocVersionBanner` of @docusaurus/theme-classic 3.10: the banner of a docs version that is not
 * the latest ("unreleased" or "unmaintained"). Upstream's component, with its version-suggestion hooks and
 * translations, was in the chunk of every doc page, though the manual has one version and the banner shows
 * only when the version's metadata has one (`banner`). The upstream component now loads only then; without a
 * banner this renders what upstream renders: nothing.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

const DocVersionBanner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  if (!useDocsVersion().banner) return null;
  return (
    <Suspense fallback={null}>
      <DocVersionBanner {...props} />
    </Suspense>
  );
}
