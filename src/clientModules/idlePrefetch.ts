/**
 * Prefetch in idle time. Docusaurus prefetches the code of every internal link as soon as the link scrolls
 * into view (`window.docusaurus.prefetch`). Each call matches the path against every route of the site,
 * about 2 ms on a fast laptop, and the links of a freshly loaded page all report at once: one task of
 * 20–100 ms on a phone, right after the page became interactive. This queues those calls and runs them
 * when the browser is idle, a few at a time, so navigation stays as fast and no long task is left.
 * Preloading on hover or touch (`window.docusaurus.preload`) stays immediate.
 *
 * While something the reader asked for is loading (the first search: `holdPrefetch`), the queue waits, so
 * that on a slow connection the prefetches of pages the reader may open later do not share its bandwidth.
 */
import type {ClientModule} from '@docusaurus/types';

type Docusaurus = Window['docusaurus'];

const queue: string[] = [];
let scheduled = false;
let installed = false;
/** What the queue waits for before it runs again (the loads the reader asked for), if anything. */
let hold: Promise<unknown> | undefined;

/** Keeps prefetching in idle time waiting until `until` has settled (and any hold before it). */
export function holdPrefetch(until: Promise<unknown>): void {
  const current: Promise<unknown> = Promise.allSettled([hold, until]).then(() => {
    if (hold === current) hold = undefined;
  });
  hold = current;
}

const whenIdle = (callback: (deadline?: IdleDeadline) => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 3000});
  else setTimeout(callback, 50);
};

function idlePrefetch(prefetch: Docusaurus['prefetch']): Docusaurus['prefetch'] {
  const run = (deadline?: IdleDeadline): void => {
    scheduled = false;
    if (hold) {
      scheduled = true;
      void hold.then(() => {
        scheduled = false;
        schedule();
      });
      return;
    }
    // Without a deadline (no requestIdleCallback, or the timeout passed) one path per turn.
    do {
      const path = queue.shift();
      if (path !== undefined) prefetch(path);
    } while (queue.length > 0 && deadline && !deadline.didTimeout && deadline.timeRemaining() > 4);
    if (queue.length > 0) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(run);
  };
  return (routePath: string) => {
    queue.push(routePath);
    schedule();
    return Promise.resolve([]);
  };
}

const clientModule: ClientModule = {
  // Runs after the first render, before the browser reports any link as visible.
  onRouteDidUpdate() {
    const current = window.docusaurus;
    if (installed || !current) return;
    installed = true;
    window.docusaurus = Object.freeze({...current, prefetch: idlePrefetch(current.prefetch)});
  },
};

export default clientModule;
