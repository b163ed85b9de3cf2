import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {assertBuilt, fileForRoute, htmlFiles, loadHtml, routeOf} from './lib/site';

// The build only warns on broken links and anchors (the spec wants that); this test fails on them, in
// every locale, and lists the external links in test-results/external-links.json (not fetched).
test.beforeAll(assertBuilt);

test('no broken internal link, anchor or image in any locale', () => {
  const broken: string[] = [];
  const external = new Map<string, Set<string>>();
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let set = ids.get(file);
    if (!set) {
      const $ = loadHtml(file);
      set = new Set(
        $('[id]')
          .map((_, element) => $(element).attr('id')!)
          .get(),
      );
      $('a[name]').each((_, element) => void set!.add($(element).attr('name')!));
      ids.set(file, set);
    }
    return set;
  };

  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const route = routeOf(file);
    const $ = loadHtml(file);
    const refs = [
      ...$('a[href]')
        .map((_, element) => ({kind: 'link', url: $(element).attr('href')!}))
        .get(),
      ...$('img[src], source[src], track[src], video[poster]')
        .map((_, element) => ({kind: 'asset', url: $(element).attr('src') ?? $(element).attr('poster')!}))
        .get(),
    ];
    for (const {kind, url} of refs) {
      if (/^(mailto|tel|data|javascript):/.test(url)) continue;
      if (/^https?:\/\//.test(url)) {
        if (!external.has(url)) external.set(url, new Set());
        external.get(url)!.add(route);
        continue;
      }
      const resolved = new URL(url, `http://site${route.endsWith('/') ? route : route}`);
      const target =
        resolved.pathname === new URL(`http://site${route}`).pathname && url.startsWith('#')
          ? file
          : fileForRoute(resolved.pathname);
      if (!target) {
        broken.push(`${route}: ${kind} ${url} → no such page or file`);
        continue;
      }
      const anchor = decodeURIComponent(resolved.hash.slice(1));
      if (kind === 'link' && anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) {
        broken.push(`${route}: link ${url} → no element with id "${anchor}" on ${routeOf(target)}`);
      }
    }
  }
  fs.mkdirSync('test-results', {recursive: true});
  const report = Object.fromEntries([...external].sort().map(([url, routes]) => [url, [...routes].length]));
  fs.writeFileSync(path.join('test-results', 'external-links.json'), JSON.stringify(report, null, 2));
  console.log(
    `Links: ${files.length} pages checked; ${external.size} external links listed in test-results/external-links.json.`,
  );
  expect(broken, 'broken links, anchors or images').toEqual([]);
});
