/**
 * Wraps `@theme/Blog/Components/Author/Socials` of @docusaurus/theme-classic 3.10. Upstream imports the icon of
 * every social platform it knows (about 5 KB gzip of inline SVG components) into the chunk of every post and
 * blog list, also when no author has a social link, as in this manual's `blog/authors.yml`. The upstream
 * component now loads only for an author with social links; without, this renders what upstream renders then:
 * the empty row that keeps the author names aligned (with a class of its own, `blog-author-socials`).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

const Socials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function BlogAuthorSocials(props: Props): ReactNode {
  // `blog-author-socials`: a class of this site's own, for tests and styles (upstream's is a CSS-module name).
  const empty = <div className={`${styles.authorSocials} blog-author-socials`} />;
  if (Object.keys(props.author.socials ?? {}).length === 0) return empty;
  return (
    <Suspense fallback={empty}>
      <Socials {...props} />
    </Suspense>
  );
}
