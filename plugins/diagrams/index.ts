/**
 * Mermaid diagrams drawn at build time.
 *
 * Without this, a page with a diagram fetched and ran the Mermaid library (about 200 KB of gzipped
 * JavaScript) in the reader's browser, and the chapter print views ran it for every diagram at once: about
 * a second of blocked main thread on a phone (bench/README.md). Now:
 *
 * 1. `diagramsPlugin` (loadContent, before the bundler starts) finds every ```mermaid block in the Markdown
 *    of the site and draws each one with the same Mermaid package, once per colour mode, in the system
 *    Chromium (scripts/chromium.mjs). Drawings are cached by a hash of the diagram, the Mermaid version and
 *    the settings, so an unchanged diagram is never drawn twice. The SVG files of the locale being built go
 *    to a static directory, served as /assets/diagrams/<hash>-light.svg and -dark.svg.
 * 2. `remarkDiagrams` (a remark plugin of docs and pages) gives each diagram that has its files the props
 *    `diagram` (the hash), `width`, `height` and `alt` (its accTitle and accDescr). src/theme/Mermaid then
 *    renders two images, one per colour mode, instead of running Mermaid.
 *
 * Editors write diagrams as before. A diagram that could not be drawn at build time (no Chromium on the
 * machine, a syntax error) keeps the props it had and is drawn in the browser as before; the build says so.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Browser, Page} from 'playwright-core';
import {listFiles} from '../../scripts/lib/files.mjs';
import {chromiumArgs, chromiumPath} from '../../scripts/chromium.mjs';

/** Mermaid's theme per colour mode (themeConfig.mermaid.theme uses the same map for the browser fallback). */
export const mermaidThemes = {light: 'neutral', dark: 'dark'} as const;

type Mode = keyof typeof mermaidThemes;
const modes = Object.keys(mermaidThemes) as Mode[];

/**
 * Settings of the build-time drawing. Labels are SVG text rather than HTML (an SVG shown as an image draws
 * no HTML reliably in every browser), in a font whose widths match Arial on the readers' machines: Liberation
 * Sans is metric-compatible with Arial and is what Debian's Chromium draws with.
 */
const drawSettings = {
  htmlLabels: false,
  flowchart: {htmlLabels: false},
  themeVariables: {fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif'},
};

/** Bump when the output of `draw` changes for the same input. */
const RENDERER_VERSION = 1;

const siteDir = path.resolve(__dirname, '..', '..');
const require = createRequire(__filename);
const mermaidDir = path.dirname(require.resolve('mermaid/package.json'));
const mermaidVersion = (JSON.parse(fs.readFileSync(path.join(mermaidDir, 'package.json'), 'utf8')) as {version: string})
  .version;

/** Drawings of every locale, by hash. npm ci starts it afresh (node_modules). */
const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'ai-school-diagrams');
/** The path under the site's base URL where the files are served. */
export const diagramsUrlPath = 'assets/diagrams';

/** The static directory of one locale: only the drawings of that locale's pages. */
export function diagramsStaticDir(locale: string): string {
  const dir = path.join(cacheDir, `public-${locale}`);
  fs.mkdirSync(path.join(dir, diagramsUrlPath), {recursive: true});
  return path.relative(siteDir, dir);
}

/** What the page needs besides the two files. */
export interface DiagramMeta {
  width: number;
  height: number;
  title: string;
  description: string;
}

/** The source as remark gives it: without the fences, line ends normalised. */
const normalise = (code: string): string => code.replace(/\r\n?/g, '\n').replace(/\n+$/, '');

export function diagramHash(code: string): string {
  return createHash('sha256')
    .update(JSON.stringify([normalise(code), mermaidVersion, mermaidThemes, drawSettings, RENDERER_VERSION]))
    .digest('hex')
    .slice(0, 16);
}

const metaFile = (hash: string): string => path.join(cacheDir, `${hash}.json`);
const svgName = (hash: string, mode: Mode): string => `${hash}-${mode}.svg`;

/** Every ```mermaid block of a Markdown or MDX source, as remark would give its value. */
export function mermaidBlocks(source: string): string[] {
  const text = source.replace(/\r\n?/g, '\n');
  const blocks: string[] = [];
  // A fence of three or more backticks (or tildes), closed by the same fence; indented fences (inside a
  // list item) have their indent removed from every line, as CommonMark does.
  const fence = /^([ \t]*)(`{3,}|~{3,})mermaid[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  for (const match of text.matchAll(fence)) {
    const indent = match[1];
    const lines = match[3].split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    blocks.push(normalise(lines.join('\n')));
  }
  return blocks;
}

/** The Markdown and MDX files below a folder (none if it is missing). */
const markdownFiles = (dir: string): string[] => listFiles(dir, /\.mdx?$/);

/** Where each content plugin keeps the default locale's Markdown, and a locale's translation of it. */
const contentDirs = [
  {source: 'docs', translated: 'docusaurus-plugin-content-docs/current'},
  {source: 'blog', translated: 'docusaurus-plugin-content-blog'},
  {source: 'src/pages', translated: 'docusaurus-plugin-content-pages'},
];

/** The Markdown of one locale's pages: its translations, and the default locale's files it has none of. */
function localeSources(context: LoadContext): string[] {
  const {currentLocale, defaultLocale} = context.i18n;
  return contentDirs.flatMap(({source, translated}) => {
    const own = markdownFiles(path.join(siteDir, source));
    if (currentLocale === defaultLocale) return own;
    const dir = path.join(siteDir, 'i18n', currentLocale, translated);
    const translations = markdownFiles(dir);
    const done = new Set(translations.map((file) => path.relative(dir, file)));
    return [...translations, ...own.filter((file) => !done.has(path.relative(path.join(siteDir, source), file)))];
  });
}

/** The text of an XML element, with the entities Mermaid writes turned back into characters. */
const unescapeXml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (whole, entity: string) => {
    const code = /^#x/i.test(entity)
      ? parseInt(entity.slice(2), 16)
      : /^#/.test(entity)
        ? Number(entity.slice(1))
        : NaN;
    if (!Number.isNaN(code)) return String.fromCodePoint(code);
    return (
      ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"} as Record<string, string>)[entity.toLowerCase()] ?? whole
    );
  });

/**
 * Gives the drawing a size of its own (Mermaid writes width="100%" and a max-width style, which an image
 * does not have) and reads the title and description Mermaid wrote from accTitle and accDescr.
 */
export function finishSvg(svg: string): {svg: string; meta: DiagramMeta} {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root && /viewBox="([\d.\s-]+)"/.exec(root)?.[1].trim().split(/\s+/).map(Number);
  if (!root || !viewBox || viewBox.length !== 4) throw new Error('Mermaid returned an SVG without a viewBox');
  const width = Math.ceil(viewBox[2]);
  const height = Math.ceil(viewBox[3]);
  const sized = root
    .replace(/\swidth="[^"]*"/, '')
    .replace(/\sstyle="max-width:[^"]*"/, '')
    .replace(/^<svg/, `<svg width="${width}" height="${height}"`);
  const text = (tag: string): string =>
    unescapeXml(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(svg)?.[1].trim() ?? '');
  return {svg: sized + svg.slice(root.length), meta: {width, height, title: text('title'), description: text('desc')}};
}

interface Drawer {
  draw(code: string, id: string): Promise<Record<Mode, string>>;
  close(): Promise<void>;
}

/**
 * The longest one drawing (both colour modes) may take; a diagram that takes longer is left to the
 * reader's browser, and the drawing page is replaced, so that a diagram that hangs Mermaid cannot hang the
 * build. DIAGRAM_TIMEOUT_MS sets another limit.
 */
export const drawTimeoutMs = Number(process.env.DIAGRAM_TIMEOUT_MS) || 30_000;

/**
 * Chromium's flags for drawing: the shared flags (scripts/chromium.mjs), but the sandbox is only switched
 * off where Chromium refuses to start with it, as root.
 */
export function drawingArgs(args: string[], isRoot = process.getuid?.() === 0): string[] {
  return isRoot ? args : args.filter((arg) => arg !== '--no-sandbox');
}

/** Rejects after `ms` with a message that names what took too long. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A page with Mermaid loaded and no network: Mermaid is put in as a script text, and every request the
 * page would make (an image or a font a diagram names, a link) is refused.
 */
export async function drawingPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({offline: true, serviceWorkers: 'block'});
  await context.route('**/*', (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({path: path.join(mermaidDir, 'dist', 'mermaid.min.js')});
  return page;
}

/**
 * One headless Chromium page with Mermaid loaded, for all the diagrams of a build: `timeoutMs` per drawing,
 * `loadTimeoutMs` to start the page.
 */
export async function openDrawer(
  timeoutMs = drawTimeoutMs,
  loadTimeoutMs = Math.max(timeoutMs, 60_000),
): Promise<Drawer> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath: chromiumPath(), args: drawingArgs(chromiumArgs)});
  let page: Page;
  try {
    page = await withTimeout(drawingPage(browser), loadTimeoutMs, 'Loading Mermaid');
  } catch (error) {
    // Closed on every path: a failure after the launch must not leave the browser running.
    await browser.close();
    throw error;
  }
  return {
    async draw(code, id) {
      const out = {} as Record<Mode, string>;
      try {
        for (const mode of modes) {
          out[mode] = await withTimeout(
            page.evaluate(
              async ({code, id, theme, settings}) => {
                const {mermaid} = window as unknown as {
                  mermaid: {
                    initialize(config: object): void;
                    render(id: string, text: string): Promise<{svg: string}>;
                  };
                };
                mermaid.initialize({startOnLoad: false, ...settings, theme});
                return (await mermaid.render(id, code)).svg;
              },
              {code, id, theme: mermaidThemes[mode], settings: drawSettings},
            ),
            timeoutMs,
            'Drawing the diagram',
          );
        }
      } catch (error) {
        if (/took longer than/.test((error as Error).message)) {
          // The page may still be busy with it: draw the next diagram on a fresh one.
          await page
            .context()
            .close()
            .catch(() => {});
          page = await withTimeout(drawingPage(browser), loadTimeoutMs, 'Loading Mermaid');
        }
        throw error;
      }
      return out;
    },
    close: () => browser.close(),
  };
}

/** Reads a cached drawing, or undefined. */
function cached(hash: string): DiagramMeta | undefined {
  try {
    const meta = JSON.parse(fs.readFileSync(metaFile(hash), 'utf8')) as DiagramMeta;
    return modes.every((mode) => fs.existsSync(path.join(cacheDir, svgName(hash, mode)))) ? meta : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Draws what is not cached yet and fills the locale's static directory. Returns what was drawn, reused and
 * left to the browser.
 */
export async function prepareDiagrams(
  sources: string[],
  publicDir: string,
  log: (message: string) => void = () => {},
): Promise<{drawn: number; reused: number; failed: string[]; inStatic: string[]}> {
  fs.mkdirSync(cacheDir, {recursive: true});
  const blocks = new Map<string, {code: string; file: string}>();
  for (const file of sources) {
    for (const code of mermaidBlocks(fs.readFileSync(file, 'utf8'))) blocks.set(diagramHash(code), {code, file});
  }
  const missing = [...blocks].filter(([hash]) => !cached(hash));
  const failed: string[] = [];
  if (missing.length > 0) {
    let drawer: Drawer | undefined;
    try {
      drawer = await openDrawer();
    } catch (error) {
      failed.push(...missing.map(([, {file}]) => path.relative(siteDir, file)));
      log(
        `${missing.length} Mermaid diagram(s) will be drawn in the reader's browser: no Chromium to draw them at ` +
          `build time (${(error as Error).message.split('\n')[0]})`,
      );
    }
    if (drawer) {
      try {
        for (const [hash, {code, file}] of missing) {
          try {
            const svgs = await drawer.draw(code, `mermaid-${hash}`);
            let meta: DiagramMeta | undefined;
            for (const mode of modes) {
              const finished = finishSvg(svgs[mode]);
              meta = finished.meta;
              fs.writeFileSync(path.join(cacheDir, svgName(hash, mode)), finished.svg);
            }
            fs.writeFileSync(metaFile(hash), JSON.stringify(meta));
          } catch (error) {
            failed.push(path.relative(siteDir, file));
            log(
              `The Mermaid diagram in ${path.relative(siteDir, file)} will be drawn in the reader's browser: ` +
                `${(error as Error).message.split('\n')[0]}`,
            );
          }
        }
      } finally {
        await drawer.close();
      }
    }
  }
  // The locale's static directory holds exactly its drawings.
  const target = path.join(siteDir, publicDir, diagramsUrlPath);
  fs.rmSync(target, {recursive: true, force: true});
  fs.mkdirSync(target, {recursive: true});
  const inStatic = [...blocks.keys()].filter((hash) => cached(hash)).sort();
  for (const hash of inStatic) {
    for (const mode of modes)
      fs.copyFileSync(path.join(cacheDir, svgName(hash, mode)), path.join(target, svgName(hash, mode)));
  }
  return {drawn: missing.length - failed.length, reused: blocks.size - missing.length, failed, inStatic};
}

/**
 * The bundler's persistent cache (rspack's, `future.faster.rspackPersistentCache`) keeps each page's compiled
 * Markdown until the page's file changes, but what `remarkDiagrams` gives a diagram depends on whether its
 * drawing exists, which no file of the page says. A build that could not draw (no Chromium, or stopped half
 * way) left pages compiled for the browser's drawing; with the drawings there the next build served HTML
 * and scripts that disagreed (React's hydration error on every page with a diagram). So the cache's version
 * names the drawings the locale has: when that set changes, the locale's pages are compiled afresh. rspack
 * keeps each version in a folder of its own under node_modules/.cache/rspack (about 50 MB per locale and
 * compiler) and does not remove old ones; `npm run clear` does.
 */
export function withDiagramsCacheVersion(config: {cache?: unknown; experiments?: object}, drawings: string[]): void {
  const digest = createHash('sha256').update(drawings.join(',')).digest('hex').slice(0, 12);
  // webpack's `cache`, or rspack's `experiments.cache`.
  for (const cache of [config.cache, (config.experiments as {cache?: unknown} | undefined)?.cache]) {
    if (!cache || typeof cache !== 'object' || !('type' in cache) || cache.type === 'memory') continue;
    if (!('version' in cache) || typeof cache.version !== 'string') {
      throw new Error(
        `The bundler's ${String(cache.type)} cache has no version to name the diagrams' drawings in: ` +
          'see withDiagramsCacheVersion in plugins/diagrams/index.ts.',
      );
    }
    cache.version = `${cache.version}-diagrams-${digest}`;
  }
}

export function diagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'diagrams',
    configureWebpack(config, _isServer, _utils, drawings) {
      // `drawings` is what loadContent below returned.
      withDiagramsCacheVersion(config, drawings as string[]);
      return {};
    },
    async loadContent() {
      const {drawn, reused, failed, inStatic} = await prepareDiagrams(
        localeSources(context),
        diagramsStaticDir(context.i18n.currentLocale),
        (message) => console.warn(`[WARNING] ${message}`),
      );
      console.info(
        `[INFO] Mermaid diagrams (${context.i18n.currentLocale}): ${drawn} drawn, ${reused} from the cache` +
          (failed.length > 0 ? `, ${failed.length} left to the browser` : ''),
      );
      return inStatic;
    },
  };
}

interface MermaidNode {
  type: string;
  children?: MermaidNode[];
  data?: {hProperties?: Record<string, unknown>};
}

/** The text alternative of a drawing: its accTitle, then its accDescr. */
export function diagramAlt({title, description}: DiagramMeta): string {
  if (!description) return title;
  if (!title) return description;
  return `${title}${/[.!?:]$/.test(title) ? '' : '.'} ${description}`;
}

/**
 * Remark plugin (after Docusaurus turned ```mermaid blocks into `mermaidCodeBlock` nodes): the props of a
 * diagram whose drawing is in the locale's static directory.
 */
export function remarkDiagrams({locale}: {locale: string}) {
  const dir = path.join(siteDir, diagramsStaticDir(locale), diagramsUrlPath);
  return (tree: MermaidNode): void => {
    const walk = (node: MermaidNode): void => {
      const props = node.data?.hProperties;
      if (node.type === 'mermaidCodeBlock' && props && typeof props.value === 'string') {
        const hash = diagramHash(props.value);
        const meta = cached(hash);
        if (meta && modes.every((mode) => fs.existsSync(path.join(dir, svgName(hash, mode))))) {
          Object.assign(props, {diagram: hash, width: meta.width, height: meta.height, alt: diagramAlt(meta)});
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
