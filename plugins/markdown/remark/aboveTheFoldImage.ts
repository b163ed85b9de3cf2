/**
 * Remark plugin for the docs: the first image of a page, when it comes within the first
 * ABOVE_THE_FOLD_WORDS words, is on a phone's first screen. The theme renders every Markdown image with
 * `loading="lazy"`, which delays exactly that image (often the page's largest paint) until layout. This
 * marks it `loading="eager"` and `fetchPriority="high"`; every later image stays lazy.
 *
 * Every other image is also never inlined. Docusaurus inlines an image under 10 KB as a data URL (its
 * url-loader `limit`), into the page's HTML and its JavaScript chunk alike; base64 SVG text barely
 * compresses. That saves a request only for an image on the first screen; an image further down is fetched
 * when it comes near anyway (lazy), so inlining only made the first load larger (an illustration: about
 * 2 KB gzip of the page chunk and 7 KB of HTML). Such an image gets `limit=0`: a file under /assets/images/.
 *
 *
 * It runs after Docusaurus turned Markdown images into JSX `<img>` elements (remarkPlugins run after the
 * built-in ones), and also handles a plain `image` node in case it runs earlier.
 */

/** About what fits above an image on a 412×823 phone screen, under the navbar, breadcrumbs and title. */
export const ABOVE_THE_FOLD_WORDS = 100;

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  children?: Node[];
  attributes?: {type: string; name: string; value: unknown}[];
  data?: {hProperties?: Record<string, unknown>};
}

/**
 * Loaded at once and with priority, and decoded with the first paint: with the theme's `decoding="async"`
 * the image would wait for the page's scripts to run before it is painted.
 */
const EAGER = {loading: 'eager', fetchPriority: 'high', decoding: 'sync'};

const isImage = (node: Node): boolean =>
  node.type === 'image' ||
  ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img');

function markEager(node: Node): void {
  if (node.type === 'image') {
    node.data = {...node.data, hProperties: {...node.data?.hProperties, ...EAGER}};
    return;
  }
  node.attributes = [
    ...(node.attributes ?? []).filter((attribute) => !(attribute.name in EAGER)),
    ...Object.entries(EAGER).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
  ];
}

/** The url-loader query of a Docusaurus image `require("!…url-loader?limit=10000&…!./image.svg")`. */
const INLINE_LIMIT = /(url-loader[\\/\w.-]*\?limit=)\d+/;

const limitZero = (text: string): string => text.replace(INLINE_LIMIT, (_, query: string) => `${query}0`);

/** url-loader in an image's request, up to its query. */
const URL_LOADER = /![^!"]*url-loader[\\/\w.-]*\?/;

/**
 * Rewrites the image request in the `src` attribute's expression, in its source and in every string literal
 * of its ESTree (the one MDX compiles).
 */
function rewriteRequest(node: Node, rewrite: (text: string) => string): void {
  const src = node.attributes?.find((attribute) => attribute.name === 'src')?.value as
    {value?: string; data?: {estree?: unknown}} | undefined;
  if (!src || typeof src !== 'object') return;
  if (typeof src.value === 'string') src.value = rewrite(src.value);
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const literal = value as {type?: string; value?: unknown; raw?: string};
    if (literal.type === 'Literal' && typeof literal.value === 'string' && URL_LOADER.test(literal.value)) {
      literal.value = rewrite(literal.value);
      if (typeof literal.raw === 'string') literal.raw = rewrite(literal.raw);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range') visit(child);
  };
  visit(src.data?.estree);
}

/** Sets the inline limit to 0 in the image's request. */
const neverInline = (node: Node): void => rewriteRequest(node, limitZero);

export default function aboveTheFoldImage() {
  return (tree: Node): void => {
    let words = 0;
    let seenImage = false;
    // Depth-first, in reading order: the first image may be eager; no later one is inlined.
    const walk = (node: Node): void => {
      if (isImage(node)) {
        if (!seenImage && words <= ABOVE_THE_FOLD_WORDS) markEager(node);
        else neverInline(node);
        seenImage = true;
        return;
      }
      if (node.type === 'text' && typeof node.value === 'string') {
        words += node.value.split(/\s+/).filter(Boolean).length;
      }
      (node.children ?? []).forEach(walk);
    };
    walk(tree);
  };
}
