import {test, expect, holdScripts, hydrated, locales, notHydrated} from './fixtures';

const roadmaps = [
  {path: '/roadmap-school', items: 12, product: 'AI-School'},
  {path: '/roadmap-corporate', items: 10, product: 'AI-Corporate'},
  {path: '/roadmap-public', items: 10, product: 'AI-Public'},
];
/** The play button's name around each video's caption (src/components/IntroVideo), per locale. */
const playLabels: Record<string, (caption: string) => string> = {
  nl: (caption) => `Video afspelen: ${caption}`,
  en: (caption) => `Play the video: ${caption}`,
  fr: (caption) => `Lire la vidéo\u00a0: ${caption}`,
  de: (caption) => `Video abspielen: ${caption}`,
};
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
      // The poster is the play button's image: at once for the first video, lazily for the others.
      const poster = card.locator('button[data-intro-video-play] img');
      await expect(poster).toHaveAttribute('src', new RegExp(`/video/${product}\\.${locale.code}\\.webp$`));
      await expect(poster).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      await expect(video).not.toHaveAttribute('poster');
      // Until the first play, a play button over the poster instead of the browser's controls.
      await expect(video).not.toHaveAttribute('controls');
      const caption = await card.locator('figcaption').textContent();
      await expect(card.getByRole('button', {name: playLabels[locale.code](caption ?? ''), exact: true})).toBeVisible();
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

test('the posters below the first video get their address once the first frame is on screen, before the app runs', async ({
  page,
  request,
}) => {
  // src/components/IntroVideo and the script loader (plugins/performance/ssrTemplate.ts): in the HTML only the first
  // poster has an address; the others, requested with the stylesheet, slowed down the first screen.
  const html = await (await request.get('/en/')).text();
  const posters = html.match(/<img class=["']?poster[^>]*>/g) ?? [];
  expect(posters).toHaveLength(5);
  expect(posters[0]).toMatch(/ src=["']?\/en\/video\/ai-school\.en\.webp/);
  for (const product of ['ai-corporate', 'ai-public']) {
    const deferred = posters.filter((tag) => tag.includes(`/en/video/${product}.en.webp`));
    // The deferred image, and its copy for a browser without JavaScript.
    expect(deferred.filter((tag) => / src=/.test(tag) && !tag.includes('data-src-after-paint'))).toHaveLength(1);
    expect(deferred.filter((tag) => tag.includes('data-src-after-paint') && !/ src=/.test(tag))).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<noscript><img[^>]*${product}\\.en\\.webp`));
  }
  const scripts = await holdScripts(page);
  // Not until "load": the loader's scripts, held here, delay the load event once the first paint has added them.
  await page.goto('/en/', {waitUntil: 'domcontentloaded'});
  const cards = page.locator('main article');
  for (const [index, product] of ['ai-corporate', 'ai-public'].entries()) {
    const poster = cards.nth(index + 1).locator('button[data-intro-video-play] img');
    await expect(poster).toHaveAttribute('src', `/en/video/${product}.en.webp`);
    await poster.scrollIntoViewIfNeeded();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  }
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    posters: performance
      .getEntriesByType('resource')
      .filter((entry) => /ai-(corporate|public)\.en\.webp$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.posters).toHaveLength(2);
  for (const start of timing.posters) expect(start).toBeGreaterThanOrEqual(timing.paint);
  await notHydrated(page);
  await scripts.release();
  await hydrated(page);
  // After a navigation inside the site there is no loader: the app gives the posters their address.
  await page.goto('/en/docs/intro');
  await hydrated(page);
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(cards.nth(2).locator('button[data-intro-video-play] img')).toHaveAttribute(
    'src',
    '/en/video/ai-public.en.webp',
  );
});

test('a video plays from the site itself, with captions in the page language', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/en/');
  await hydrated(page);
  const card = page.locator('main article').first();
  const video = card.locator('video');
  await card.getByRole('button', {name: /^Play the video: /}).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  // The browser's controls replace the button, and the focus is on the video.
  await expect(video).toHaveAttribute('controls');
  await expect(card.getByRole('button', {name: /^Play the video: /})).toHaveCount(0);
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute('poster', /\/en\/video\/ai-school\.en\.webp$/);
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

test('a video starts from its play button before the app has started, and the app takes it over', async ({
  page,
  errors,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  const card = page.locator('main article').nth(1);
  const video = card.locator('video');
  await card.getByRole('button', {name: /^Video afspelen: /}).click();
  // The page's inline handler: controls on, button hidden, video playing, with no script of the app run.
  await expect(video).toHaveAttribute('controls');
  await expect(card.getByRole('button', {name: /^Video afspelen: /})).toBeHidden();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await notHydrated(page);
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await scripts.release();
  await hydrated(page);
  // React adopts the started video: the button is gone and the captions are on, in Dutch.
  await expect(card.locator('button[data-intro-video-play]')).toHaveCount(0);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode ?? 'none'))
    .toBe('showing');
  await expect(video).toHaveAttribute('controls');
  expect(errors).toEqual([]);
});
