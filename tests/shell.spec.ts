import {test, expect, hydrated, locales} from './fixtures';

for (const locale of locales) {
  test.describe(`shell in ${locale.code}`, () => {
    test('home page has the right language, title and translated navbar', async ({page, errors}) => {
      await page.goto(`${locale.prefix}/`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.home);
      await expect(page).toHaveTitle(`${locale.home} | AI-School`);
      const nav = page.getByRole('navigation', {name: /.+/}).first();
      await expect(nav.getByRole('link', {name: locale.nav.docs, exact: true})).toBeVisible();
      await expect(
        nav
          .getByRole('button', {name: locale.nav.roadmap, exact: true})
          .or(nav.getByRole('link', {name: locale.nav.roadmap, exact: true})),
      ).toBeVisible();
      await expect(nav.getByRole('link', {name: locale.nav.blog, exact: true})).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('doc page has breadcrumbs, version badge, table of contents, paginator and edit link', async ({
      page,
      errors,
    }) => {
      await page.goto(`${locale.prefix}/docs/basis/inloggen`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page).toHaveTitle(/ \| AI-School$/);
      await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
      await expect(page.locator('.theme-doc-version-badge')).toContainText('3.3.8');
      const toc = page.locator('.table-of-contents').first();
      await expect(toc.locator('a').first()).toBeVisible();
      // The table of contents shows h2 and h3 only.
      expect(await toc.locator('ul ul ul').count()).toBe(0);
      await expect(page.locator('nav.pagination-nav a').first()).toBeVisible();
      await expect(page.locator('.theme-edit-this-page')).toHaveAttribute('href', /docs\/basis\/inloggen\.md$/);
      await expect(page.locator('.theme-last-updated')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('blog lists posts with its translated sidebar title', async ({page, errors}) => {
      await page.goto(`${locale.prefix}/blog`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.locator('aside nav').getByText(locale.blogSidebar, {exact: true})).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(10);
      expect(errors).toEqual([]);
    });

    test('unknown path gives the not-found page with status 404', async ({page}) => {
      const response = await page.goto(`${locale.prefix}/deze-pagina-bestaat-niet`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.notFound.title);
      await expect(page.locator('main')).toContainText(locale.notFound.p1);
    });
  });
}
