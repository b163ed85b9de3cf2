/**
 * The HTML template of every page: Docusaurus's default (ssgTemplate.html in @docusaurus/core), except how
 * the page's scripts load.
 *
 * Stock Docusaurus puts its bundles in <head> as `defer` scripts. On a slow phone they are fetched
 * alongside the stylesheet and images, and once they have arrived the browser runs them (about 400 KB of
 * JavaScript) before it paints anything, so the reader waits for code to see text that is already in the
 * HTML. Here a small inline loader adds the same scripts, in the same order, only after the first paint:
 * the page is readable (and its links work) at once, and becomes interactive when the scripts have run.
 * Each script then runs in its own task, which keeps the main thread free for input in between.
 * "After the first paint" is when the browser reports the first contentful paint (Paint Timing), which it
 * does once the frame is on screen: a frame callback alone runs before that, so the scripts' requests
 * started while the frame with the page's largest text or image was still on its way, and shared the
 * connection with that image. A browser without Paint Timing uses the frame callback; three seconds
 * without a paint (a page still hidden behind another) start the scripts anyway. In a background tab the
 * scripts load at once.
 *
 * Images that need not be in the first frame (`<img data-src-after-paint="…">`, without `src` in the HTML: the
 * home page's posters below the first video) get their address at the same moment, so that their requests
 * do not share the connection with the stylesheet and the first screen's images either; a lazy one still
 * waits until it comes near the viewport.
 *
 * The list holds the entry bundles and, written after the build, the page's own route chunks
 * (plugins/performance/routeScripts.ts). A second list, `data-search-scripts`, is the search dialog's chunk: the loader
 * requests it the first time the navbar search field (`data-search-dialog`) gets the focus or a pointer,
 * so a reader who goes for the search box while the page is still loading gets the dialog when the app
 * starts, not a round trip after it. A script already in the page is never requested twice.
 * The loader text is the same on every page, so the Content-Security-Policy allows it with one hash
 * (scripts/deploy-headers.mjs).
 */
export const scriptLoader =
  "(function(s){var d=document,a=function(n){(s.getAttribute(n)||'').split(' ').forEach(function(u){if(!u||d.querySelector('script[src=\"'+u+'\"]'))return;var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})},l=function(){a('data-scripts');d.querySelectorAll('img[data-src-after-paint]').forEach(function(i){if(!i.getAttribute('src'))i.src=i.getAttribute('data-src-after-paint')})},w=function(e){var t=e.target;if(t&&t.hasAttribute&&t.hasAttribute('data-search-dialog')){d.removeEventListener('focusin',w,true);d.removeEventListener('pointerdown',w,true);a('data-search-scripts')}};" +
  "d.addEventListener('focusin',w,true);d.addEventListener('pointerdown',w,true);" +
  'var o=window.PerformanceObserver,t=o&&o.supportedEntryTypes||[],g=0,f=function(){if(!g){g=1;l()}};' +
  "if(d.visibilityState==='hidden'||!window.requestAnimationFrame){f()}" +
  "else if(t.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(f,0)})}" +
  "else{new o(function(e,b){if(e.getEntriesByName('first-contentful-paint').length){b.disconnect();f()}}).observe({type:'paint',buffered:true});setTimeout(f,3000)}})(document.currentScript)";

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${scriptLoader}</script>
  </body>
</html>
`;
