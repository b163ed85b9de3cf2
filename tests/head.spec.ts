import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

// The head of a page after a navigation inside the site (react-helmet-async, through `@docusaurus/Head`): the
// same as the head the server render wrote into the new page's HTML.

/**
 * The head as one comparable text: title, <html> attributes, and every managed tag with sorted attributes
 * (structured data with sorted keys: the built HTML's JSON-LD has its keys in another order than React's).
 * Self-contained: it also runs in the page.
 */
function readHead(doc: Document): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value;
  const content = (element: Element) =>
    element.getAttribute('type') === 'application/ld+json'
      ? JSON.stringify(sorted(JSON.parse(element.textContent ?? '')))
      : element.textContent;
  const tag = (element: Element) =>
    `<${element.localName} ${Array.from(element.attributes)
      .filter((attribute) => attribute.name !== 'data-rh')
      .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
      .sort()
      .join(' ')}>${content(element)}`;
  const html = ['lang', 'dir', 'class'].map((name) => `${name}=${doc.documentElement.getAttribute(name)}`);
  // The title is compared by its text (the library marks the server's <title> with data-rh, and its client
  // clears the mark when it sets the title).
  const tags = Array.from(doc.head.querySelectorAll('[data-rh]:not(title)')).map(tag).sort();
  return [`title=${doc.title}`, ...html, ...tags].join('\n');
}

/** The head the server wrote for `route`, read the same way. */
async function serverHead(page: Page, route: string): Promise<string> {
  return page.evaluate(`(async () => {
    const html = await (await fetch(${JSON.stringify(route)})).text();
    return (${readHead.toString()})(new DOMParser().parseFromString(html, 'text/html'));
  })()`);
}

async function expectServerHead(page: Page, route: string): Promise<void> {
  const expected = await serverHead(page, route);
  expect(expected.split('\n').length, `${route}: the server head has tags`).toBeGreaterThan(15);
  await expect.poll(() => page.evaluate(`(${readHead.toString()})(document)`), {message: route}).toBe(expected);
}

test('after each navigation inside the site, the head is the one the server wrote for the new page', async ({page}) => {
  await page.goto('/docs/basis/inloggen');
  await hydrated(page);
  await expectServerHead(page, '/docs/basis/inloggen');
  // To the version history (a blog list), a release note, and a doc of another chapter.
  await page.locator('nav.navbar').getByRole('link', {name: 'Versiegeschiedenis'}).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expectServerHead(page, '/blog');
  const post = page.locator('article header h2 a').first();
  const postPath = new URL((await post.getAttribute('href'))!, page.url()).pathname;
  await post.click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));
  await expectServerHead(page, postPath);
  // Back twice: the doc page's head again, nothing left of the others.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/basis\/inloggen$/);
  await expectServerHead(page, '/docs/basis/inloggen');
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  // In another locale too (its <html lang> and alternates).
  await page.goto('/en/docs/basis/inloggen');
  await hydrated(page);
  await page
    .locator('nav.navbar')
    .getByRole('link', {name: /version history/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expectServerHead(page, '/en/blog');
});
