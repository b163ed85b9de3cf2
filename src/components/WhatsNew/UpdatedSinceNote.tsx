import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useFormatDate} from '@site/src/utils/formatDate';
import {isNewSince} from '@site/src/utils/whatsNew';
import {usePreviousVisit} from './usePreviousVisit';

/** Under a doc's title, when the page was updated since the previous visit. */
export default function UpdatedSinceNote({lastUpdatedAt}: {lastUpdatedAt?: number | null}): ReactNode {
  const formatDate = useFormatDate('short');
  const since = usePreviousVisit();
  if (!lastUpdatedAt || !isNewSince(lastUpdatedAt, since)) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <p className="whatsnew-updated">
      <Translate
        id="whatsNew.doc.updated"
        description="Under a doc's title when it was updated since the previous visit; {date} is the update date"
        values={{date: <time dateTime={date.toISOString()}>{formatDate(date)}</time>}}>
        {'Bijgewerkt op {date}, sinds je vorige bezoek'}
      </Translate>
    </p>
  );
}
