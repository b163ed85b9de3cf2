import {test, expect, hydrated, locales} from './fixtures';

const roadmaps = [
  {path: '/roadmap-school', items: 12, product: 'AI-School'},
  {path: '/roadmap-corporate', items: 10, product: 'AI-Corporate'},
  {path: '/roadmap-public', items: 10, product: 'AI-Public'},
];
const statusTexts = {
  nl: ['gepland', 'in ontwikkeling', 'beschikbaar in bèta', 'gereed'],
  en: ['planned', 'in development', 'available in beta', 'completed'],
  fr: ['prévu', 'en développement', 'disponible en bêta', 'terminé'],
  de: ['geplant', 'in Entwicklung', 'als Beta verfügbar', 'abgeschlossen'],
};

for (const locale of locales) {
  test(`${locale.code}: home shows three product cards with an introduction button and a video`, async ({
    page,
    errors,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${locale.prefix}/`);
    await hydrated(page);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('h3')).toHaveText(['AI-School', 'AI-Corporate', 'AI-Public']);
    for (const [index, product] of ['ai-school', 'ai-corporate', 'ai-public'].entries()) {
      const card = cards.nth(index);
      await expect(card.locator('li')).toHaveCount(3);
      await expect(card.locator(`a[href="${locale.prefix}/docs/intro#${product}-in-5-minuten"]`)).toBeVisible();
      const video = card.locator('video');
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('poster', new RegExp(`/video/${product}\\.${locale.code}\\.webp$`));
    }
    // Nothing of the videos is fetched before play, and nothing leaves the site.
    expect(requests.filter((url) => /\.(mp4|vtt)$/.test(url))).toEqual([]);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    // Quick links by role lead into the manual.
    await expect(page.locator('main nav a[href$="/docs/beheeromgeving/domeinen"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test(`${locale.code}: the introduction button leads to its section of the intro page`, async ({page}) => {
    await page.goto(`${locale.prefix}/`);
    await hydrated(page);
    await page.locator('main article').nth(1).getByRole('link').last().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/intro#ai-corporate-in-5-minuten$`));
    await expect(page.locator('#ai-corporate-in-5-minuten')).toBeVisible();
  });

  for (const roadmap of roadmaps) {
    test(`${locale.code}: ${roadmap.path} renders every item with a text status`, async ({page, errors}) => {
      await page.goto(`${locale.prefix}${roadmap.path}`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText(roadmap.product);
      const rows = page.locator('main tbody tr');
      await expect(rows).toHaveCount(roadmap.items);
      const texts = await rows.locator('td:nth-child(2)').allInnerTexts();
      for (const text of texts) {
        expect(
          statusTexts[locale.code].some((status) => text.includes(status)),
          `status "${text}"`,
        ).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  }
}

test('a video plays from the site itself, with captions in the page language', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/en/');
  await hydrated(page);
  const video = page.locator('main article').first().locator('video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  // Captions are switched on by the player when playback starts.
  const track = await video.evaluate((element: HTMLVideoElement) => {
    const textTrack = element.textTracks[0];
    return {language: textTrack.language, kind: textTrack.kind, mode: textTrack.mode};
  });
  expect(track).toEqual({language: 'en', kind: 'captions', mode: 'showing'});
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0].cues?.length ?? 0))
    .toBe(7);
  const origin = new URL(page.url()).origin;
  expect(requests.some((url) => url.startsWith(`${origin}/en/video/ai-school.en.mp4`))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});
