/**
 * The "what's new since your last visit" marks. Each renders nothing on the server and during hydration,
 * and appears (if there is something new) only after the page has hydrated: no hydration mismatch. They
 * are placed so that they do not move other content (see src/css/custom.css, "What's new").
 */
import {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {usePluralForm} from '@docusaurus/theme-common';
import {formatDate} from '@site/src/utils/formatDate';
import {isNewSince, isRelease, previousVisit, whatsNewPluginName, type WhatsNewData} from '@site/src/utils/whatsNew';

/** The time of the previous visit once the page has hydrated; null before, on a first visit or without storage. */
export function usePreviousVisit(): number | null {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => setSince(previousVisit()), []);
  return since;
}

function NewReleasesText({count}: {count: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  return selectMessage(
    count,
    translate(
      {
        id: 'whatsNew.navbar.newReleases',
        description: 'Screen-reader text of the navbar badge: how many releases appeared since the previous visit',
        message: 'Eén nieuwe versie|{count} nieuwe versies',
      },
      {count},
    ),
  );
}

/** The number of releases since the previous visit, on the navbar's version-history link. */
export function NewReleasesBadge(): ReactNode {
  const data = usePluginData(whatsNewPluginName) as WhatsNewData | undefined;
  const since = usePreviousVisit();
  const count = since === null ? 0 : (data?.releases ?? []).filter((time) => time > since).length;
  if (count === 0) return null;
  return (
    <span className="whatsnew-badge" data-whatsnew-count={count}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        {' '}
        <NewReleasesText count={count} />
      </span>
    </span>
  );
}

/** "New since your previous visit" on a post in a blog list, when it is a release published since then. */
export function NewPostMark({date, permalink}: {date: string; permalink: string}): ReactNode {
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

/** Under a doc's title, when the page was updated since the previous visit. */
export function UpdatedSinceNote({lastUpdatedAt}: {lastUpdatedAt?: number | null}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const since = usePreviousVisit();
  if (!lastUpdatedAt || !isNewSince(lastUpdatedAt, since)) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <p className="whatsnew-updated">
      <Translate
        id="whatsNew.doc.updated"
        description="Under a doc's title when it was updated since the previous visit; {date} is the update date"
        values={{date: <time dateTime={date.toISOString()}>{formatDate(date, i18n.currentLocale, 'short')}</time>}}>
        {'Bijgewerkt op {date}, sinds je vorige bezoek'}
      </Translate>
    </p>
  );
}
