/**
 * Records the reader's activity on every page (src/utils/whatsNew.ts), also on pages that show no
 * "what's new" mark, so that the next visit knows when this one was.
 */
import type {ClientModule} from '@docusaurus/types';
import {previousVisit} from '@site/src/utils/whatsNew';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    previousVisit();
  },
};

export default clientModule;
