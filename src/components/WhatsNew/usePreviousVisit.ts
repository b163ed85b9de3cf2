/**
 * The "what's new since your last visit" marks (this folder). Each renders nothing on the server and during
 * hydration, and appears (if there is something new) only after the page has hydrated: no hydration
 * mismatch. They are placed so that they move no other content (src/css/custom.css, "What's new"). Each
 * mark is its own file, so that the navbar badge (on every page) does not bring the others into the
 * main bundle.
 */
import {useEffect, useState} from 'react';
import {previousVisit} from '@site/src/utils/whatsNew';

/**
 * The time of the previous visit once the page has hydrated; null before, on a first visit or without storage.
 *
 * Once the marks have been rendered with it (or found to have nothing to show), `<html>` gets
 * `data-whatsnew="settled"`: a page that shows no mark says so, and tests wait for that instead of a delay.
 * Every mark of the page reads the visit in the same effect pass, so their updates are rendered together.
 */
export function usePreviousVisit(): number | null {
  const [since, setSince] = useState<number | null | undefined>(undefined);
  useEffect(() => setSince(previousVisit()), []);
  useEffect(() => {
    if (since !== undefined) document.documentElement.dataset.whatsnew = 'settled';
  }, [since]);
  return since ?? null;
}
