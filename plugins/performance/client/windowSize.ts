/**
 * `useWindowSize` of @docusaurus/theme-common (lib/hooks/useWindowSize.js), built in its place by
 * plugins/performance/index.ts. Same API and breakpoint, with two differences: the first update after hydration,
 * from `"ssr"` to the real size, is a transition; and the breakpoint is read as a media query in `em`, as the
 * site's CSS is written (plugins/text-size), so that with large text set in the browser the layout React renders
 * is the one the CSS shows (at the default text size, 997 px wide and up is the desktop, as upstream).
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
import {BROWSER_DEFAULT_PX} from '../../../src/shared/textSize';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint; the same value as upstream (see facebook/docusaurus#9603). */
const DesktopBreakpoint = 996;

/** Upstream's `window.innerWidth > desktopBreakpoint`, as the CSS's `(min-width: 997px)` is built: in em. */
function desktopQuery(desktopBreakpoint: number): MediaQueryList {
  return window.matchMedia(`(min-width: ${(desktopBreakpoint + 1) / BROWSER_DEFAULT_PX}em)`);
}

function getWindowSize(desktop: MediaQueryList): WindowSize {
  return desktop.matches ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DesktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, as upstream: the server renders "ssr", and hydration must match it.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const desktop = desktopQuery(desktopBreakpoint);
    startTransition(() => setWindowSize(getWindowSize(desktop)));
    // Fires when the window is resized across the breakpoint, and when the browser's text size moves it.
    const updateWindowSize = () => setWindowSize(getWindowSize(desktop));
    desktop.addEventListener('change', updateWindowSize);
    return () => desktop.removeEventListener('change', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
