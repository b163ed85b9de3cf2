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
 * In a background tab (no paint) the scripts load at once. The loader text is the same on every page, so
 * the Content-Security-Policy allows it with one hash (scripts/deploy-headers.mjs).
 */
export const scriptLoader =
  "(function(s){var d=document,l=function(){(s.getAttribute('data-scripts')||'').split(' ').forEach(function(u){if(!u)return;var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})};" +
  "if(d.visibilityState==='hidden'||!window.requestAnimationFrame){l()}else{requestAnimationFrame(function(){setTimeout(l,0)})}})(document.currentScript)";

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
