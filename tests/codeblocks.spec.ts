import {test, expect, hydrated} from './fixtures';

// Code blocks (src/theme/CodeBlock/Content): plain text without Prism; a language with a grammar is
// highlighted after hydration by a chunk that only pages with such a block load.
const PRISM_MARKER = 'languages.extend';

test('a page without highlighted code never loads Prism; its plain code blocks keep the stock markup', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/docs/geavanceerd/assistenten');
  await hydrated(page);
  const block = page.locator('article pre.prism-code').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(block.locator('.token.plain').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.some((body) => body.includes(PRISM_MARKER))).toBe(false);
});

test('a block in a language with a grammar is plain in the HTML and highlighted once Prism has loaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/markdown-page')).text();
  expect(html).toContain('language-yaml');
  expect(html).not.toMatch(/class="?token (key|atrule)/);
  await page.goto('/markdown-page');
  await hydrated(page);
  const yaml = page.locator('pre.language-yaml');
  await expect(yaml.locator('.token.key, .token.atrule').first()).toBeVisible();
  // The CSV block stays plain.
  await expect(page.locator('pre.language-csv .token.plain').first()).toBeVisible();
});
