import fs from 'node:fs';
import path from 'node:path';

/** The built HTML file of a route path, or undefined (trailingSlash false writes `x.html`, else `x/index.html`). */
export function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = relative.endsWith('.html') ? [relative] : [`${relative}.html`, path.join(relative, 'index.html')];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file));
}
