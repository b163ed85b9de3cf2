/**
 * "What's new since your last visit", kept only in the reader's browser: no cookie, nothing is sent.
 *
 * One localStorage key (named in the privacy note) holds `{"previous": <ms or null>, "current": <ms>}`:
 * `current` is the reader's last activity on the site, `previous` the last activity of the visit before.
 * A page load more than 30 minutes after the last activity starts a new visit, which moves `current`
 * to `previous`. A first visit (no key) has no previous visit and shows nothing; so does a browser whose
 * storage is blocked or throws. Call only after hydration (in an effect): the server knows no visits.
 */
export const visitStorageKey = 'ai-school-vorig-bezoek';
export const whatsNewPluginName = 'ai-school-whats-new';
const visitGap = 30 * 60 * 1000;

export interface WhatsNewData {
  /** Publication times (ms) of the locale's release posts, newest first. */
  releases: number[];
}

/** The publication times (ms) of the release posts. */
export const releaseTimes = (data: WhatsNewData | undefined): number[] => data?.releases ?? [];

/** A release post: its permalink ends in `/v<major>.<minor>.<patch>`. */
export const isRelease = (permalink: string): boolean => /\/v\d+\.\d+\.\d+$/.test(permalink);

let previous: number | null | undefined;

const asTime = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** The saved value, or null when it is missing or unreadable (then it is overwritten). */
function readSaved(raw: string | null): {previous?: unknown; current?: unknown} | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    return typeof value === 'object' ? (value as {previous?: unknown; current?: unknown}) : null;
  } catch {
    return null;
  }
}

/** Records activity now and returns the time of the reader's previous visit, or null (first visit, no storage). */
export function previousVisit(now: number = Date.now()): number | null {
  try {
    const storage = window.localStorage;
    if (previous === undefined) {
      previous = null;
      const saved = readSaved(storage.getItem(visitStorageKey));
      const last = asTime(saved?.current);
      if (last !== null) previous = now - last > visitGap ? last : asTime(saved?.previous);
    }
    storage.setItem(visitStorageKey, JSON.stringify({previous, current: now}));
  } catch {
    previous ??= null;
  }
  return previous;
}

/** Whether something dated `date` (ms or ISO string) appeared after the previous visit. */
export function isNewSince(date: number | string | undefined, since: number | null): boolean {
  if (since === null || date === undefined) return false;
  const time = new Date(date).getTime();
  return Number.isFinite(time) && time > since;
}
