import {test, expect, locales} from './fixtures';
import {specCategories} from './lib/site';

// Without JavaScript: the introduction videos play with the browser's controls and their captions, and the
// search page says that search needs JavaScript and where to look instead, in every locale.
test.use({javaScriptEnabled: false});

for (const locale of locales) {
  test(`${locale.code}: without JavaScript the videos have native controls and captions, and /search points elsewhere`, async ({
    page,
    request,
  }) => {
    await page.goto(`${locale.prefix}/`);
    const videos = page.locator('main article video[controls]');
    expect(await videos.count()).toBeGreaterThanOrEqual(3);
    const first = videos.first();
    await expect(first).toBeVisible();
    // On top of the (inert) play button: a click at its centre reaches the player (checked, not clicked).
    await first.click({trial: true, timeout: 5_000});
    const track = first.locator(`track[kind="captions"][srclang="${locale.code}"][default]`);
    const captions = await request.get(await track.getAttribute('src').then((src) => src!));
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect(await first.locator('source[type="video/mp4"]').getAttribute('src')).toMatch(/\.mp4$/);

    await page.goto(`${locale.prefix}/search?q=AI-School`);
    const note = page.getByTestId('search-noscript');
    await expect(note).toBeVisible();
    await expect(note.locator(`a[href="${locale.prefix}/docs/begrippenlijst"]`)).toBeVisible();
    await expect(note.locator(`a[href="${locale.prefix}/docs/intro"]`)).toBeVisible();
    expect(await note.textContent()).toMatch(/JavaScript/);
    // Each chapter's index page, by the chapter's title in this locale.
    const chapters = note.getByRole('navigation').getByRole('link');
    expect(await chapters.count()).toBe(specCategories.length);
    for (const href of await chapters.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${locale.prefix}/docs/category/`));
      expect((await request.get(href!)).status()).toBe(200);
    }
  });
}
