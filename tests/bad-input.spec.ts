import {test, expect, colourToggle, hydrated} from './fixtures';
import {READ_KEY} from '../src/data/start/types';

// What a reader's browser may hold that the site did not write, or that an attacker wrote: a corrupt or
// huge reading-path value and a hostile colour-mode value are handled, never shown as an error or run.

test('a corrupt or 1 MB reading-path value counts as no ticks, not as blocked storage, and is replaced', async ({
  page,
  errors,
}) => {
  await page.goto('/start/docent');
  await hydrated(page);
  const boxes = page.locator('main ol input[type="checkbox"]');
  await boxes.first().check();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), READ_KEY);
  const [ticked] = JSON.parse(stored!) as string[];
  // A real id among 1 MB of filler: too long to be ours, so not read at all.
  const huge = JSON.stringify([ticked, ...Array.from({length: 40_000}, (_, i) => `filler-${i}-`.padEnd(24, 'x'))]);
  expect(huge.length).toBeGreaterThan(1_000_000);
  for (const value of ['{"not": "a list"', '[1, 2', huge]) {
    await page.evaluate(([key, text]) => window.localStorage.setItem(key, text), [READ_KEY, value] as const);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('path-progress')).toContainText('0');
    await expect(boxes.first()).not.toBeChecked();
    await expect(page.getByTestId('storage-off'), value.slice(0, 20)).toHaveCount(0);
    // The next tick writes a clean list.
    await boxes.nth(1).check();
    const next = await page.evaluate((key) => window.localStorage.getItem(key), READ_KEY);
    expect(JSON.parse(next!)).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});

test('a hostile colour-mode value is neither run nor kept: light mode, and the toggle still works', async ({
  page,
  errors,
}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  // The colours of light mode, to compare with.
  const colours = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return `${style.getPropertyValue('--ifm-color-content')} ${style.getPropertyValue('--ifm-navbar-background-color')}`;
    });
  const light = await colours();
  for (const value of ['"><img src=x onerror="window.__hacked=1">', 'evil', 'javascript:alert(1)']) {
    await page.evaluate((theme) => window.localStorage.setItem('theme', theme), value);
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as {__hacked?: number}).__hacked)).toBe(undefined);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // Shown light (the theme's default colours), and a click moves to a real mode.
    expect(await colours(), value).toBe(light);
    await colourToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    expect(String(await page.evaluate(() => window.localStorage.getItem('theme')))).toMatch(/^(light|dark|null)$/);
  }
  expect(errors).toEqual([]);
});
