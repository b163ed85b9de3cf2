import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {isNewSince, isRelease} from '@site/src/utils/whatsNew';
import {usePreviousVisit} from './usePreviousVisit';

/** "New since your previous visit" on a post in a blog list, when it is a release published since then. */
export default function NewPostMark({date, permalink}: {date: string; permalink: string}): ReactNode {
  const since = usePreviousVisit();
  if (!isRelease(permalink) || !isNewSince(date, since)) return null;
  return (
    <span className="whatsnew-mark">
      <Translate id="whatsNew.blog.newPost" description="Mark on a blog post published since the previous visit">
        Nieuw sinds je vorige bezoek
      </Translate>
    </span>
  );
}
