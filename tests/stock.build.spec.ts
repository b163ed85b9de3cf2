import fs from 'node:fs';
import {test, expect} from '@playwright/test';

// The bench's baseline is stock Docusaurus (bench/stock.config.ts): every change made only for speed is left
// out of it, so that each ratio to stock measures all of them. src/theme/README.md marks each swizzle
// `speed` or `feature` (its For column); the module swaps and loaders all come with plugins/performance/index.ts.
// The configs are read as text (loading docusaurus.config.ts needs Docusaurus's own module loader).

const stockConfig = fs.readFileSync('bench/stock.config.ts', 'utf8');
const projectConfig = fs.readFileSync('docusaurus.config.ts', 'utf8');

/** The strings of an exported array constant of bench/stock.config.ts. */
function listOf(name: string): string[] {
  const body = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(stockConfig)?.[1];
  expect(body, `bench/stock.config.ts exports ${name}`).toBeDefined();
  return [...(body ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** Each swizzled component of src/theme/README.md's table and what it is for. */
function swizzles(): Map<string, string> {
  const readme = fs.readFileSync('src/theme/README.md', 'utf8');
  const rows = [...readme.matchAll(/^\| `([^`]+)` \| [^|]+ \| (speed|feature) \|/gm)];
  return new Map(rows.map((row) => [row[1], row[2]]));
}

test('every swizzle in src/theme/README.md says whether it is for speed or a feature', () => {
  const marked = swizzles();
  expect(marked.size).toBeGreaterThan(10);
  const components = fs
    .readdirSync('src/theme', {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /^index\.tsx?$/.test(entry.name))
    .map((entry) => entry.parentPath.replace(/^src\/theme\/?/, ''))
    .concat(fs.existsSync('src/theme/NavbarItem/ComponentTypes.tsx') ? ['NavbarItem/ComponentTypes'] : []);
  expect(components.filter((component) => !marked.has(component)).sort()).toEqual([]);
});

test("the bench's stock build leaves out every speed swizzle, and only those", () => {
  const speed = [...swizzles()].filter(([, purpose]) => purpose === 'speed').map(([component]) => component);
  expect(speed.length).toBeGreaterThan(5);
  expect(listOf('performanceSwizzles').sort()).toEqual(speed.sort());
});

test("the bench's stock build leaves out the performance plugin (every module swap and loader) and client modules", () => {
  // Positive controls: the project builds with them.
  expect(projectConfig).toMatch(/^\s*performancePlugin,$/m);
  expect(stockConfig).toMatch(/plugin !== performancePlugin\b/);
  expect(fs.readFileSync('plugins/performance/index.ts', 'utf8')).toMatch(/export const moduleSwaps\b/);
  const clientModules = listOf('performanceClientModules');
  expect(clientModules.length).toBeGreaterThan(0);
  for (const module of clientModules) expect(projectConfig).toContain(`'${module}'`);
  expect(stockConfig).toMatch(/\.filter\(\(m\) => !performanceClientModules\.includes\(m\)\)/);
  expect(stockConfig).toContain('delete config.ssrTemplate;');
});
