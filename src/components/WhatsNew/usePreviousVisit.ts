/**
 * The "what's new since your last visit" marks (this folder). Each renders nothing on the server and during
 * hydration, and appears (if there is something new) only after the page has hydrated: no hydration
 * mismatch. They are placed so that they move no other content (src/css/custom.css, "What's new"). Each
 * mark is its own file, so that the navbar badge (on every page) does not bring the others into the
 * main bundle.
 */
import {useEffect, useState} from 'react';
import {previousVisit} from '@site/src/utils/whatsNew';

/** The time of the previous visit once the page has hydrated; null before, on a first visit or without storage. */
export function usePreviousVisit(): number | null {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => setSince(previousVisit()), []);
  return since;
}
