/**
 * Replaces (ejects) `@theme/BlogPostItem/Header/Info` of @docusaurus/theme-classic: the same markup and
 * translation ids. In a list of posts, a release published since the reader's previous visit is marked
 * (src/components/WhatsNew); the post date is formatted for the locale's `htmlLang`, as the last-update date
 * (src/utils/formatDate.ts).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {useFormatDate} from '@site/src/utils/formatDate';
import NewPostMark from '@site/src/components/WhatsNew/NewPostMark';
import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: minutes},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const formatDate = useFormatDate('long');
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
      {!isBlogPostPage && <NewPostMark date={date} permalink={metadata.permalink} />}
    </div>
  );
}
