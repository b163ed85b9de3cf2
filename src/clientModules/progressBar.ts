/**
 * Stands in for the classic theme's `nprogress` client module (swapped in config/performance.ts): the same
 * bar, with the same delay, at the top of the page while a navigation inside the site loads its page. The
 * bar's library (nprogress) loads when the reader first follows a link, not with every page's main bundle;
 * its style sheet stays in the site's CSS.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

type Progress = {start(): unknown; done(): unknown};

/** The bar shows only when the new page takes longer than this (upstream's delay). */
const delay = 200;

let bar: Progress | undefined;
let loading: Promise<Progress> | undefined;
/** Whether a navigation is under way: the bar starts only then, also when the library arrives late. */
let pending = false;

function loadBar(): Promise<Progress> {
  loading ??= import('nprogress').then(({default: nprogress}) => {
    nprogress.configure({showSpinner: false});
    bar = nprogress;
    return nprogress;
  });
  return loading;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    pending = true;
    // A failed load leaves the navigation as it is, without the bar.
    loadBar().catch(() => undefined);
    const timeout = window.setTimeout(() => {
      if (pending)
        void loadBar().then(
          (progress) => pending && progress.start(),
          () => undefined,
        );
    }, delay);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    pending = false;
    bar?.done();
  },
};

export default clientModule;
