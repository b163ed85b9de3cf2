import {COLOUR_MODE_EVENT} from '../../src/shared/colourMode';

/**
 * The colour-mode toggle's click handler, an inline script at the start of <body> (added by
 * plugins/performance/index.ts), so that the toggle works as soon as the page is painted instead of after the
 * page's scripts have loaded and React has hydrated (stock Docusaurus renders it disabled until then; on a
 * phone on slow 4G that is one to two seconds after the text is readable).
 *
 * It is the toggle's only click handler, before and after hydration, so a click is never handled twice:
 * it sets `data-theme` and `data-theme-choice` on <html> and the stored choice (the same key and storage
 * as the theme's own inline script and `useColorMode()`), updates every toggle's title and accessible
 * name from the translated labels the button carries (`data-title-<choice>`, `data-label-<choice>`), and
 * tells React with a `colormodechoice` event, which src/theme/ColorModeToggle passes to `setColorMode`, so
 * what depends on the colour mode (Mermaid's theme, the labels React renders) follows. A click before
 * hydration needs no event: the colour-mode context reads the attributes when it mounts.
 *
 * The button lists the choices it cycles through (`data-color-mode-cycle`): "light dark", or
 * "system light dark" when the site respects the system preference, the theme's order.
 */

export function colourToggleScript({storageType, storageKey}: {storageType: string; storageKey: string}): string {
  const key = JSON.stringify(storageKey);
  const storage = JSON.stringify(storageType);
  return (
    '(function(d){var r=d.documentElement;' +
    // Every toggle's title and accessible name for choice n (also at load, for a stored choice).
    'function l(n){d.querySelectorAll("button[data-color-mode-cycle]").forEach(function(t){var v=t.getAttribute("data-title-"+n),a=t.getAttribute("data-label-"+n);if(v)t.title=v;if(a)t.setAttribute("aria-label",a)})}' +
    'd.addEventListener("DOMContentLoaded",function(){l(r.getAttribute("data-theme-choice"))});' +
    'd.addEventListener("click",function(e){' +
    'var b=e.target&&e.target.closest&&e.target.closest("button[data-color-mode-cycle]");if(!b)return;' +
    'var c=b.getAttribute("data-color-mode-cycle").split(" "),n=c[(c.indexOf(r.getAttribute("data-theme-choice"))+1)%c.length];' +
    'r.setAttribute("data-theme",n==="system"?(window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):n);' +
    'r.setAttribute("data-theme-choice",n);' +
    `try{var s=window[${storage}];n==="system"?s.removeItem(${key}):s.setItem(${key},n)}catch(x){}` +
    'l(n);' +
    `d.dispatchEvent(new CustomEvent(${JSON.stringify(COLOUR_MODE_EVENT)},{detail:n}))})})(document)`
  );
}
