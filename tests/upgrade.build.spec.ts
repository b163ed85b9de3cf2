import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {moduleSwaps} from '../plugins/performance';
import {listFiles} from '../scripts/lib/files.mjs';
import {buildDir} from './lib/site';

// Upgrade safety. The site reaches into a few package internals (a file under a package's dist/ or lib/,
// or an `/internal` entry point) and swaps upstream client modules (and core's client entry) at build
// time. An upgrade that moves or renames one of them must fail here, by name, instead of breaking the site
// or silently undoing the swap. Each is listed in src/theme/README.md with what to re-check.

const require = createRequire(path.join(process.cwd(), 'package.json'));
const readme = fs.readFileSync('src/theme/README.md', 'utf8');

/** Imports of package internals in the site's own code: `from 'pkg/dist/…'`, `pkg/lib/…` or `pkg/internal`. */
function internalImports(): {importer: string; specifier: string; names: string[]}[] {
  const found: {importer: string; specifier: string; names: string[]}[] = [];
  for (const file of listFiles('src', /\.(ts|tsx)$/)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^'.][^']*)'/g)) {
      const specifier = match[2];
      if (!/\/(dist|lib)\/|\/internal$/.test(specifier)) continue;
      const names = match[1]
        .split(',')
        .map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean);
      found.push({importer: file, specifier, names});
    }
  }
  return found;
}

function resolvedFile(specifier: string): string | null {
  for (const candidate of [specifier, `${specifier}.js`]) {
    try {
      return require.resolve(candidate);
    } catch {
      // try the next form
    }
  }
  // A file that the package's `exports` map does not expose (a module swap still matches it by path).
  const unexported = path.resolve('node_modules', specifier);
  return fs.existsSync(unexported) ? unexported : null;
}

/**
 * The positive control of an absence check: each text the check looks for must still be in upstream's file
 * (a package path) or in the generated file the site rewrites; otherwise the check is outdated and passes for
 * nothing.
 */
function expectStillIn(file: string, texts: (string | RegExp)[]): void {
  const full = file.startsWith('.docusaurus/') ? file : resolvedFile(file);
  expect(full && fs.existsSync(full), `${file} exists`).toBeTruthy();
  const source = fs.readFileSync(full!, 'utf8');
  const gone = texts.filter((text) => (typeof text === 'string' ? !source.includes(text) : !text.test(source)));
  expect(gone.map(String), `outdated absence check: no longer in ${file}`).toEqual([]);
}

/** The text of the built site's one main bundle (the default locale's). */
function builtMainBundle(): string {
  const mains = listFiles(path.join(buildDir, 'assets', 'js'), /^main\.[0-9a-f]+\.js$/);
  expect(mains).toHaveLength(1);
  return fs.readFileSync(mains[0], 'utf8');
}

test('every import of a package internal still resolves and still exports what the site uses', () => {
  const imports = internalImports();
  // The two known today; a new one is checked the same way (and must be documented).
  expect(imports.map(({specifier}) => specifier).sort()).toEqual(
    expect.arrayContaining([
      '@docusaurus/theme-common/internal',
      '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants',
    ]),
  );
  const problems: string[] = [];
  for (const {importer, specifier, names} of imports) {
    const file = resolvedFile(specifier);
    if (!file) {
      problems.push(`${importer} imports '${specifier}', which no longer resolves: the package moved it.`);
      continue;
    }
    // A re-export of a module that Docusaurus generates at build time (`@generated/…` is `.docusaurus/…`).
    const generated = [...fs.readFileSync(file, 'utf8').matchAll(/export \* from "@generated\/([^"]+)"/g)].map(
      (match) => path.join('.docusaurus', match[1]),
    );
    const source = [file, ...generated]
      .map((source) => (fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : ''))
      .join('\n');
    for (const name of names) {
      const exported = new RegExp(
        `export\\s+(async\\s+)?(function\\*?|const|let|class)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
      ).test(source);
      if (!exported) problems.push(`${importer} imports { ${name} } from '${specifier}', which no longer exports it.`);
    }
    if (!readme.includes(specifier)) {
      problems.push(`src/theme/README.md does not list the internal import '${specifier}' (from ${importer}).`);
    }
  }
  expect(problems, 'package internals the site depends on (see src/theme/README.md)').toEqual([]);
});

test('every build-time module swap still matches an upstream client module that its plugin registers', () => {
  const problems: string[] = [];
  for (const {upstream, registeredBy, pattern, replacement} of moduleSwaps) {
    const file = resolvedFile(upstream);
    if (!file) {
      problems.push(
        `plugins/performance/index.ts swaps '${upstream}', which no longer exists: the swap does nothing now.`,
      );
      continue;
    }
    if (!pattern.test(file.replace(/\.js$/, ''))) {
      problems.push(`plugins/performance/index.ts: the pattern ${pattern} does not match ${upstream} (${file}).`);
    }
    const plugin = resolvedFile(registeredBy.file);
    const registering = plugin ? fs.readFileSync(plugin, 'utf8') : '';
    if (![`'${registeredBy.name}'`, `"${registeredBy.name}"`].some((name) => registering.includes(name))) {
      problems.push(
        `${registeredBy.file} no longer registers '${registeredBy.name}' as a client module: re-check the swap of ${upstream}.`,
      );
    }
    if (!fs.existsSync(replacement))
      problems.push(`plugins/performance/index.ts: the replacement ${replacement} is missing.`);
    if (!readme.includes(upstream.replace(/\.js$/, ''))) {
      problems.push(`src/theme/README.md does not list the swap of '${upstream}'.`);
    }
  }
  expect(problems, 'build-time module swaps (plugins/performance/index.ts)').toEqual([]);
});

test("the built main bundle starts the app with the site's own client entry (plugins/performance/client/entry.tsx)", () => {
  const main = builtMainBundle();
  // A string only the site's entry has; Docusaurus's own entry would start the app in one task.
  expect(main.includes('The app could not start:'), "the site's entry in main.js").toBe(true);
});

test('the client entry keeps only the exports it uses of the router and the head manager', () => {
  const main = builtMainBundle();
  // Exports the entry does not use: in an export map (`HashRouter:()=>…`) when a module's every export is kept,
  // as it was when the entry awaited its imports in a Promise.all (plugins/performance/client/entry.tsx).
  const unused = {
    'react-router-dom/esm/react-router-dom.js': ['HashRouter', 'MemoryRouter', 'withRouter'],
    'react-helmet-async/lib/index.module.js': ['HelmetData'],
  };
  for (const [file, names] of Object.entries(unused)) {
    expectStillIn(file, names);
    expect(
      names.filter((name) => new RegExp(`[{,]${name}:`).test(main)),
      `exports of ${file} in main.js`,
    ).toEqual([]);
  }
  // The ones it uses are there.
  expect(main).toMatch(/[{,]BrowserRouter:/);
});

test("the built main bundle has the site's window-size hook and navbar secondary-menu context", () => {
  const main = builtMainBundle();
  // Upstream's useWindowSize throws this; plugins/performance/client/windowSize.ts does not have it.
  expectStillIn('@docusaurus/theme-common/lib/hooks/useWindowSize.js', [
    'getWindowSize() should only be called after React hydration',
  ]);
  expect(
    main.includes('getWindowSize() should only be called after React hydration'),
    "upstream's useWindowSize in main.js",
  ).toBe(false);
  // Only plugins/performance/client/navbarSecondaryMenuContent.tsx spells the provider's name into its message.
  expect(main.includes('outside the <NavbarSecondaryMenuContentProvider>.'), "the site's context in main.js").toBe(
    true,
  );
});

test('the built main bundle has no tslib (plugins/performance/client/utilsCommon.ts stands in for the index that required it)', () => {
  const main = builtMainBundle();
  // Names of tslib's helpers, which its CommonJS build exports as strings that minification keeps.
  const tslib = createRequire(require.resolve('@docusaurus/utils-common/package.json')).resolve('tslib');
  expectStillIn(tslib, ['__extends', '__awaiter', '__importDefault']);
  expect(['__extends', '__awaiter', '__importDefault'].filter((name) => main.includes(name))).toEqual([]);
});

test('every swizzled component in src/theme is listed in its README', () => {
  const components = fs
    .readdirSync('src/theme', {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /^index\.tsx?$/.test(entry.name))
    .map((entry) => path.relative('src/theme', entry.parentPath).split(path.sep).join('/'));
  expect(components.length).toBeGreaterThan(5);
  const missing = components.filter((component) => !readme.includes(`\`${component}\``));
  expect(missing, 'components in src/theme without a row in src/theme/README.md').toEqual([]);
});

test('the built main bundle has the route registry without module paths and the site config without build-only fields', () => {
  const main = builtMainBundle();
  // The routes are there (the registry's loaders and the route table): a doc route's path.
  expect(main.includes('/docs/basis/inloggen'), 'the route table in main.js').toBe(true);
  // plugins/performance/loaders/clientRegistry.cjs: the module paths (`@theme/…`, `@site/…`, `@generated/…`) that only the
  // server render reads.
  // (Core's route for a missing page names its one module itself: `modules: ["@theme/NotFound"]`.)
  expectStillIn('.docusaurus/registry.js', [/"@(theme|site|generated)\/[^"]*"/]);
  const paths = (main.match(/"@(theme|site|generated)\/[^"]*"/g) ?? []).filter((path) => path !== '"@theme/NotFound"');
  expect(paths).toEqual([]);
  // plugins/performance/loaders/clientSiteConfig.cjs: the theme config stays, the build-only fields go.
  expect(main.includes('"themeConfig"') || main.includes('themeConfig:'), 'the theme config in main.js').toBe(true);
  expectStillIn('.docusaurus/docusaurus.config.mjs', ['"ssrTemplate"', '"staticDirectories"', '"onBrokenAnchors"']);
  expect(['ssrTemplate', 'staticDirectories', 'onBrokenAnchors'].filter((key) => main.includes(key))).toEqual([]);
});

test('the built main bundle has no base-URL banner while the site config turns it off (plugins/performance/client/noBaseUrlIssueBanner.ts)', () => {
  const main = builtMainBundle();
  // Upstream's banner text; with `baseUrlIssueBanner: false` its component rendered nothing.
  expectStillIn('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js', [
    'Your Docusaurus site did not load properly',
  ]);
  expect(main.includes('Your Docusaurus site did not load properly')).toBe(false);
});

test("the future flags are named one by one, and are the ones upstream's `v4: true` and `faster: true` turn on", () => {
  const source = fs.readFileSync('docusaurus.config.ts', 'utf8');
  expect(source, 'a shortcut switches on whatever flag a minor release adds').not.toMatch(
    /\b(v4|faster): true\s*[,}\n]/,
  );
  // The site config as Docusaurus validated it (written by the build).
  const generated = fs.readFileSync(path.join('.docusaurus', 'docusaurus.config.mjs'), 'utf8');
  const {future} = JSON.parse(/export default (\{[\s\S]*\});?\s*$/.exec(generated)![1]);
  const validation = require('@docusaurus/core/lib/server/configValidation.js');
  // A flag upstream adds to its shortcut is off here until docusaurus.config.ts names it (or says why not).
  expect(future.v4, 'future.v4 in docusaurus.config.ts').toEqual(validation.DEFAULT_FUTURE_V4_CONFIG_TRUE);
  expect(future.faster, 'future.faster in docusaurus.config.ts').toEqual(validation.DEFAULT_FASTER_CONFIG_TRUE);
});

test("every media query of the built CSS is in em (plugins/text-size), and the desktop breakpoint is the theme's", () => {
  const css = fs
    .readdirSync(path.join(buildDir, 'assets/css'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(buildDir, 'assets/css', file), 'utf8'))
    .join('\n');
  const queries = [...css.matchAll(/@media([^{]+)\{/g)].map((match) => match[1].trim());
  expect(queries.length).toBeGreaterThan(10);
  // A px width left in a media query (a new form upstream writes, that the rewrite misses) would not follow the
  // browser's text size, while the theme's breakpoint in JavaScript does (plugins/performance/client/windowSize.ts).
  expect(queries.filter((query) => /\d(px|rem)\b/.test(query))).toEqual([]);
  // Infima's desktop layout from 997 px, its mobile one to 996 px: the values windowSize.ts computes in em.
  expect(queries.some((query) => /min-width:\s*62\.3125em|width\s*>=\s*62\.3125em/.test(query))).toBe(true);
  expect(queries.some((query) => /max-width:\s*62\.25em|width\s*<=\s*62\.25em/.test(query))).toBe(true);
});
