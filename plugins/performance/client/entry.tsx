/**
 * The client entry, in steps (built instead of @docusaurus/core's clientEntry.js: plugins/performance/index.ts).
 *
 * Docusaurus's entry imports the whole app at once: running `main.js` evaluates React DOM, the route
 * registry, the client modules and the theme's providers in one task of 150–250 ms on Lighthouse's
 * emulated phone (CPU 4x), while the page is already painted and a reader may be tapping it. This entry
 * does the same work, but in separate tasks: each step imports one part of the bundle
 * (`webpackMode: "eager"` keeps it in `main.js`: no extra request) and then yields to the browser, which
 * can handle input, paint and run the arrived route chunks in between. The route preload starts after
 * the first step, as early as the routes are known; the app hydrates as Docusaurus's entry does, in a
 * transition, once the route's chunks are in. It renders with the browser router, as this site is
 * configured (`future.experimental_router` is not 'hash').
 */
import type {Root} from 'react-dom/client';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

/** Resolves in a new task: `scheduler.yield()` where the browser has it (the rest of the work keeps its priority). */
function nextTask(): Promise<void> {
  const {scheduler} = globalThis as {scheduler?: {yield?: () => Promise<void>}};
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function start(): Promise<void> {
  // 1. The route table and registry, then the preload of this page's route (its chunks are usually
  //    requested already: plugins/performance/routeScripts.ts lists them in the HTML).
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  const [{default: preload}, {default: docusaurus}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  window.docusaurus = docusaurus;
  const preloaded = preload(window.location.pathname);
  await nextTask();
  // 2. React DOM.
  const {createRoot, hydrateRoot} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // 3. The client modules, then the theme's providers and layout, then the app itself.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
    import(/* webpackMode: "eager" */ '@theme/Root'),
    import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  // One import a line, each destructured: the bundler then keeps only the exports used. Awaited together
  // in a Promise.all, every export of react-router-dom and react-helmet-async stayed in `main.js` (the
  // other routers, HelmetData…): 1.3 KB gzip. Still one task: no step yields in between.
  const React = await import(/* webpackMode: "eager" */ 'react');
  const {HelmetProvider} = await import(/* webpackMode: "eager" */ 'react-helmet-async');
  const {BrowserRouter} = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await preloaded;
  await nextTask();
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  React.startTransition(() => {
    if (window.docusaurusRoot) {
      // The dev server's hot reload runs this entry again.
      window.docusaurusRoot.render(app);
    } else if (hydrate) {
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      // The dev server renders no HTML to hydrate.
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

// Set by Docusaurus for the production build (its own entry reads the same variable).
const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

// Should a step fail, the page stays as it was rendered: readable, its links working.
start().catch((error: unknown) => console.error('The app could not start:', error));
// The dev server's hot reload (the bundler replaces `import.meta.webpackHot` with nothing in a build).
const hot = (import.meta as {webpackHot?: {accept(): void}}).webpackHot;
if (hot) hot.accept();
