import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {listFiles} from '../../scripts/lib/files.mjs';
import {localePrefix, type LocaleCode} from '../../config/locales.mjs';

/** Helpers that read the built site (build/) without a browser. */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** The nl build's scripts (their file names in assets/js) whose source passes `test`. */
export function builtScripts(test: (source: string) => boolean): string[] {
  const dir = path.join(buildDir, 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js') && test(fs.readFileSync(path.join(dir, file), 'utf8')));
}

export {localeCodes, localePrefix, type LocaleCode} from '../../config/locales.mjs';

/** The docs pages of the spec (SPEC.md §2, Docs), without the /docs/ prefix. */
export const specDocs: string[] = [
  'intro',
  ...['beginscherm', 'inloggen', 'prompt-engineering', 'rondleidingen', 'structuur-menu', 'thema', 'voorkeuren'].map(
    (p) => `basis/${p}`,
  ),
  ...[
    'assistenten',
    'beperkingen',
    'chatberichten',
    'chats',
    'domeinen',
    'groepen',
    'intro',
    'leerlingen',
    'lesgroepen',
    'medewerkers',
    'modellen',
    'omgeving',
    'scholen',
    'vakken',
  ].map((p) => `beheeromgeving/${p}`),
  ...['beginner-cursus', 'beoordelingen', 'cursusstructuur', 'intro', 'leerpad', 'toegang'].map(
    (p) => `e-learning/${p}`,
  ),
  ...[
    'ai-content',
    'assistenten',
    'chat-met-documenten',
    'chat-met-internetbronnen',
    'koppelingen',
    'lessen',
    'oefenvragen',
    'rollen',
    'spraakchat',
    'tools',
    'transcriptie',
    'vakken',
    'wijzigingen-bijhouden',
  ].map((p) => `geavanceerd/${p}`),
  ...['beeldmodellen', 'taalmodellen', 'verwerking', 'videomodellen'].map((p) => `modellen/${p}`),
  ...[
    'back-end-security',
    'bewaartermijnen',
    'database-structuur',
    'inzage_geschiedenis',
    'permissies',
    'subverwerkers',
    'veiligheid',
    'verlaten',
    'verwerkersovereenkomst',
  ].map((p) => `privacy-avg-security/${p}`),
];

export const specCategories = [
  'ai-modellen',
  'basis-gebruik-van-de-applicatie',
  'beheeromgeving',
  'e-learning',
  'geavanceerd-gebruik-van-de-applicatie',
  'privacy-en-security',
];

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run "npm run build" first (npm test does).`);
  }
}

/** The file that serves a URL path of the built site, or null. */
export function fileForRoute(route: string): string | null {
  const clean = decodeURIComponent(route.split(/[?#]/)[0]);
  const base = path.join(buildDir, clean);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate.startsWith(buildDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function htmlFiles(dir = buildDir): string[] {
  return listFiles(dir, /\.html$/, (name) => name === 'assets');
}

/** The route (URL path) a built HTML file answers. */
export function routeOf(file: string): string {
  const rel = '/' + path.relative(buildDir, file).split(path.sep).join('/');
  return rel.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
}

const cache = new Map<string, CheerioAPI>();
export function loadHtml(file: string): CheerioAPI {
  let $ = cache.get(file);
  if (!$) {
    $ = load(fs.readFileSync(file, 'utf8'));
    cache.set(file, $);
  }
  return $;
}

/** The text of a docs article (the Markdown body), without code blocks and diagrams. */
export function articleText($: CheerioAPI): string {
  const body = $('article .theme-doc-markdown').first().clone();
  body.find('pre, .docusaurus-mermaid-container, svg, header, h1').remove();
  return body.text().replace(/\s+/g, ' ').trim();
}

export {countWords} from '../../scripts/lib/files.mjs';

/** The built docs pages of the spec in one locale, each with its parsed HTML (missing pages are skipped). */
export function builtDocs(locale: LocaleCode): {doc: string; $: CheerioAPI}[] {
  return specDocs.flatMap((doc) => {
    const file = fileForRoute(`${localePrefix(locale)}/docs/${doc}`);
    return file ? [{doc, $: loadHtml(file)}] : [];
  });
}
