/**
 * Remark plugin for the docs: the first image of a page, when it comes within the first
 * ABOVE_THE_FOLD_WORDS words, is on a phone's first screen. The theme renders every Markdown image with
 * `loading="lazy"`, which delays exactly that image (often the page's largest paint) until layout. This
 * marks it `loading="eager"` and `fetchPriority="high"`; every later image stays lazy.
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

export default function aboveTheFoldImage() {
  return (tree: Node): void => {
    let words = 0;
    // Depth-first, in reading order; stops at the first image.
    const walk = (node: Node): boolean => {
      if (isImage(node)) {
        if (words <= ABOVE_THE_FOLD_WORDS) markEager(node);
        return true;
      }
      if (node.type === 'text' && typeof node.value === 'string') {
        words += node.value.split(/\s+/).filter(Boolean).length;
      }
      return (node.children ?? []).some(walk);
    };
    walk(tree);
  };
}
