/**
 * Stands in for docusaurus-plugin-image-zoom's client module (see plugins/performance/index.ts). Same
 * `themeConfig.zoom` options and behaviour (zoomable article images, background per colour mode, attached
 * 1000 ms after load and after each route change as the spec says), but medium-zoom is loaded then, and
 * only on a page that has such an image, instead of being part of every page's main bundle.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom, ZoomOptions} from 'medium-zoom';

interface ZoomConfig {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: ZoomOptions;
}

const zoomConfig = (siteConfig.themeConfig as {zoom?: ZoomConfig}).zoom;
const selector = zoomConfig?.selector ?? '.markdown img';

let zoom: Zoom | undefined;
let themeObserver: MutationObserver | undefined;

function background(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? (zoomConfig?.background?.dark ?? 'rgb(50, 50, 50)')
    : (zoomConfig?.background?.light ?? 'rgb(255, 255, 255)');
}

const ATTACH_DELAY_MS = 1000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** What the module decided for the current page, on `<html data-zoom>` (tests wait on it, not on a timer). */
function setState(state: 'pending' | 'none' | 'attached'): void {
  document.documentElement.dataset.zoom = state;
}

async function attach(): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  if (!document.querySelector(selector)) {
    setState('none');
    return;
  }
  const {default: mediumZoom} = await import('medium-zoom');
  zoom = mediumZoom(selector, {...zoomConfig?.config, background: background()});
  setState('attached');
  themeObserver ??= new MutationObserver(() => zoom?.update({background: background()}));
  themeObserver.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
}

const clientModule: ClientModule = {
  // Also runs after the first render of the page.
  onRouteDidUpdate() {
    if (!zoomConfig) return;
    clearTimeout(timer);
    setState('pending');
    timer = setTimeout(() => {
      // A failed chunk (offline) leaves the images as they are: readable, just not zoomable.
      attach().catch(() => undefined);
    }, ATTACH_DELAY_MS);
  },
};

export default clientModule;
