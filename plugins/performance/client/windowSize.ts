/**
 * `useWindowSize` of @docusaurus/theme-common (lib/hooks/useWindowSize.js), built in its place by
 * plugins/performance/index.ts. Same API and breakpoint; one difference: the first update after hydration, from
 * `"ssr"` to the real size, is a transition.
 *
 * Upstream sets it in an effect with the default priority, which React renders in one piece: on a phone
 * that render swaps the desktop sidebar and table of contents for their mobile forms and renders the
 * navbar's mobile menu with the whole docs sidebar, one long task right after hydration (about 40 ms of
 * script at CPU 4x on a doc page, plus its effects). As a transition it is rendered in slices that yield to
 * the browser. Nothing visible waits on it: until it commits, the page keeps the server's markup, in which
 * CSS already shows the right form for the width. A later resize across the breakpoint updates at once,
 * as upstream does.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint; the same value as upstream (see facebook/docusaurus#9603). */
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DesktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, as upstream: the server renders "ssr", and hydration must match it.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));
    const updateWindowSize = () => setWindowSize(getWindowSize(desktopBreakpoint));
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
