import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {releaseTimes, whatsNewPluginName, type WhatsNewData} from '@site/src/utils/whatsNew';
import {usePreviousVisit} from './usePreviousVisit';

/**
 * "3 new versions" for screen readers. Two messages instead of `usePluralForm`, which would bring
 * Intl.PluralRules handling into the main bundle: the count is at least 1, and in the site's four languages
 * only 1 takes the singular.
 */
function newReleasesText(count: number): string {
  return count === 1
    ? translate({
        id: 'whatsNew.navbar.newRelease',
        description: 'Screen-reader text of the navbar badge when one release appeared since the previous visit',
        message: 'Eén nieuwe versie',
      })
    : translate(
        {
          id: 'whatsNew.navbar.newReleases',
          description:
            'Screen-reader text of the navbar badge: how many releases (2 or more) appeared since the previous visit',
          message: '{count} nieuwe versies',
        },
        {count},
      );
}

/** The number of releases since the previous visit, on the navbar's version-history link. */
export default function NewReleasesBadge(): ReactNode {
  const data = usePluginData(whatsNewPluginName) as WhatsNewData | undefined;
  const since = usePreviousVisit();
  const count = since === null ? 0 : releaseTimes(data).filter((time) => time > since).length;
  if (count === 0) return null;
  return (
    <span className="whatsnew-badge" data-whatsnew-count={count}>
      <span aria-hidden="true">{count}</span>
      {/* Not shown (the number is); screen readers read it after the link text. */}
      <span className="sr-only">{` ${newReleasesText(count)}`}</span>
    </span>
  );
}
