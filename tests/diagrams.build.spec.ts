import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  assertBuilt,
  buildDir,
  htmlFiles,
  loadHtml,
  localeCodes,
  localePrefix,
  routeOf,
  type LocaleCode,
} from './lib/site';
import type {LoadContext} from '@docusaurus/types';
import {diagramAlt, diagramHash, diagramsPlugin, finishSvg, mermaidBlocks} from '../plugins/diagrams';

// Mermaid diagrams are drawn at build time (plugins/diagrams/index.ts): every page's diagrams are two images, one per
// colour mode, whose files are in the build, with their size and their text alternative.

test.beforeAll(assertBuilt);

/** The locale of a built page, from its path. */
const localeOf = (file: string): LocaleCode => {
  const first = path.relative(buildDir, file).split(path.sep)[0] as LocaleCode;
  return localeCodes.includes(first) ? first : localeCodes[0];
};

/** The title and description an SVG file carries (Mermaid writes them from accTitle and accDescr). */
const svgText = (svg: string, tag: string): string =>
  (new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(svg)?.[1] ?? '').trim();

test('every diagram of every page in every locale is drawn at build time: two images with their files, size and text alternative', () => {
  const problems: string[] = [];
  const perLocale = new Map<LocaleCode, number>();
  for (const file of htmlFiles()) {
    const $ = loadHtml(file);
    const route = routeOf(file);
    const locale = localeOf(file);
    $('[data-mermaid-slot]').each((_, element) => {
      const slot = $(element);
      perLocale.set(locale, (perLocale.get(locale) ?? 0) + 1);
      const hash = slot.attr('data-diagram');
      if (!hash) {
        problems.push(`${route}: a diagram left to the browser`);
        return;
      }
      const images = slot.find('img');
      const modes = images.map((__, img) => $(img).attr('data-mode')).get();
      if (modes.join() !== 'light,dark') problems.push(`${route}: images ${modes.join() || 'none'}`);
      images.each((__, img) => {
        const image = $(img);
        const mode = image.attr('data-mode');
        const src = image.attr('src') ?? '';
        if (src !== `${localePrefix(locale)}/assets/diagrams/${hash}-${mode}.svg`) {
          problems.push(`${route}: src ${src}`);
          return;
        }
        const svgFile = path.join(buildDir, src);
        if (!fs.existsSync(svgFile)) {
          problems.push(`${route}: ${src} is not in the build`);
          return;
        }
        const svg = fs.readFileSync(svgFile, 'utf8');
        const size = /^<svg width="(\d+)" height="(\d+)"/.exec(svg);
        if (!size || image.attr('width') !== size[1] || image.attr('height') !== size[2]) {
          problems.push(
            `${route}: ${src} is ${size?.[1]}×${size?.[2]}, the image says ${image.attr('width')}×${image.attr('height')}`,
          );
        }
        if (image.attr('loading') !== 'lazy') problems.push(`${route}: ${src} is not lazy in the HTML`);
        const title = svgText(svg, 'title');
        const alt = image.attr('alt') ?? '';
        if (!title || !alt.startsWith(title) || alt.length <= title.length + 10) {
          problems.push(`${route}: alt "${alt}" is not the drawing's title "${title}" with its description`);
        }
        // Self-contained: nothing to run, nothing from elsewhere.
        if (/<script|<foreignObject|\b(?:href|src)="(?!#)|url\((?!#)/i.test(svg)) {
          problems.push(`${route}: ${src} runs or loads something`);
        }
      });
    });
  }
  expect(problems).toEqual([]);
  // The manual's diagrams (15 docs and the Markdown page) are in every locale.
  for (const locale of localeCodes) expect(perLocale.get(locale) ?? 0, locale).toBeGreaterThanOrEqual(16);
});

test('each locale serves exactly the drawings its pages use, of both colour modes', () => {
  for (const locale of localeCodes) {
    const dir = path.join(buildDir, localePrefix(locale), 'assets', 'diagrams');
    // The build's precompressed copies (.gz, .br; scripts/precompress.mjs) are not drawings of their own.
    const files = fs
      .readdirSync(dir)
      .filter((file) => !/\.(gz|br)$/.test(file))
      .sort();
    const used = new Set<string>();
    for (const file of htmlFiles(path.join(buildDir, localePrefix(locale)))) {
      if (localeOf(file) !== locale) continue;
      loadHtml(file)('[data-diagram]').each((_, element) => {
        used.add(`${element.attribs['data-diagram']}-light.svg`);
        used.add(`${element.attribs['data-diagram']}-dark.svg`);
      });
    }
    expect(
      files.filter((file) => !used.has(file)),
      `${locale}: unused drawings`,
    ).toEqual([]);
    expect(
      [...used].filter((file) => !files.includes(file)),
      `${locale}: missing drawings`,
    ).toEqual([]);
  }
});

test('the build finds a diagram as Markdown gives it: fences of any length, tildes, inside a list item', () => {
  const source = [
    '# Page',
    '',
    '```mermaid',
    'flowchart LR',
    '  A --> B',
    '```',
    '',
    '1. A step:',
    '',
    '   ~~~~mermaid',
    '   sequenceDiagram',
    '     A->>B: hi',
    '   ~~~~',
    '',
    '```js',
    'const notADiagram = 1;',
    '```',
  ].join('\r\n');
  expect(mermaidBlocks(source)).toEqual(['flowchart LR\n  A --> B', 'sequenceDiagram\n  A->>B: hi']);
  // The same diagram, whatever its line ends, is one drawing; another diagram is another.
  expect(diagramHash('flowchart LR\r\n  A --> B\n')).toBe(diagramHash('flowchart LR\n  A --> B'));
  expect(diagramHash('flowchart LR\n  A --> C')).not.toBe(diagramHash('flowchart LR\n  A --> B'));
});

test('a drawing gets its own size and its text alternative; a drawing without a size is refused', () => {
  const {svg, meta} = finishSvg(
    '<svg id="m" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 412.5px;" viewBox="-8 -8 412.5 99.2">' +
      '<title id="t">Les &amp; toets</title><desc id="d">Van les naar toets &#8594; cijfer</desc><g/></svg>',
  );
  expect(svg).toMatch(/^<svg width="413" height="100" id="m" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox=/);
  expect(svg).not.toContain('max-width');
  expect(meta).toEqual({width: 413, height: 100, title: 'Les & toets', description: 'Van les naar toets → cijfer'});
  expect(diagramAlt(meta)).toBe('Les & toets. Van les naar toets → cijfer');
  expect(diagramAlt({...meta, title: 'Vragen?'})).toBe('Vragen? Van les naar toets → cijfer');
  expect(diagramAlt({...meta, description: ''})).toBe('Les & toets');
  expect(() => finishSvg('<svg width="100%"><g/></svg>')).toThrow(/viewBox/);
});

test("the bundler's persistent cache is renewed when the set of drawn diagrams changes", () => {
  // A build that could not draw left pages compiled for the browser's drawing in rspack's cache; the next
  // build, with the drawings, served HTML without them and scripts with them (a hydration error on each
  // page with a diagram). The plugin names the locale's drawings in the cache's version.
  const plugin = diagramsPlugin({} as LoadContext);
  const versionWith = (drawings: string[], bundler: 'rspack' | 'webpack' = 'rspack'): string => {
    // The shapes Docusaurus 3.10 gives them (@docusaurus/core lib/webpack/base.js).
    const cache = {type: bundler === 'rspack' ? 'persistent' : 'filesystem', version: 'main-3.10.2'};
    const config = bundler === 'rspack' ? {cache: true, experiments: {cache}} : {cache};
    void plugin.configureWebpack?.(config as never, false, {} as never, drawings);
    return cache.version;
  };
  const drawn = ['0a1b2c3d4e5f6a7b', 'a7b6c5d4e3f2a1b0'];
  expect(versionWith(drawn)).toMatch(/^main-3\.10\.2-diagrams-[0-9a-f]{12}$/);
  expect(versionWith(drawn)).toBe(versionWith([...drawn]));
  expect(versionWith([])).not.toBe(versionWith(drawn));
  expect(versionWith(drawn.slice(0, 1))).not.toBe(versionWith(drawn));
  expect(versionWith(drawn, 'webpack')).toBe(versionWith(drawn));
  // A persistent cache without a version (a bundler upgrade) stops the build rather than serve stale pages.
  expect(() =>
    plugin.configureWebpack?.({experiments: {cache: {type: 'persistent'}}} as never, false, {} as never, []),
  ).toThrow(/no version/);
});
