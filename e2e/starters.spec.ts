// Starter templates and the company overview (issue 32): an owner makes a dynatag from the restaurant template
// in the create dialog and sees it on /d; then opens the company's overview page and sees its figures, the top
// tags and the map of places, with no serious axe finding in light and dark.
import { expect, test } from '@playwright/test';
import { analytics as enAnalytics } from '../shared/i18n/en/analytics';
import { app as enApp } from '../shared/i18n/en/app';
import { tags as en } from '../shared/i18n/en/tags';
import { postTag } from './support/billing';
import { accessible, fill } from './support/checks';
import { call, openDashboard, orderingOwner } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const COMPANY = 'Hamnkrogen AB';

test('a tag from a template shows on /d, and the company overview shows its figures and map', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { company } = await orderingOwner(page.request, 'Hanna Krögare', COMPANY);
  // A first tag starts the dynatag service (its price confirmed here), so the template's tag changes no price.
  expect((await postTag(page.request, company.shortId, { name: 'Reception', modules: [] })).status()).toBe(
    201,
  );
  await openDashboard(page, '/dashboard/dynatags');

  let tagId = '';
  await test.step('the create dialog: a gallery of templates, and the restaurant menu made', async () => {
    await page.getByRole('button', { name: en.createDynatag }).click();
    const dialog = page.getByRole('dialog', { name: en.templatesTitle });
    const gallery = dialog.getByTestId('template-gallery');
    await expect(gallery.getByRole('button')).toHaveCount(6);
    await expect(gallery.getByRole('button', { name: new RegExp(en.templatesEmpty) })).toBeVisible();
    const pictures = gallery.locator('img');
    await expect(pictures).toHaveCount(5);
    await expect
      .poll(() => pictures.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await gallery.getByRole('button', { name: /Restaurant menu/ }).click();
    // The new tag opens in the editor, as any tag.
    await expect(page.getByRole('dialog', { name: new RegExp(`${COMPANY} – Menu`) })).toBeVisible({
      timeout: 20_000,
    });
    const list = await call<{ dynatags: { id: string; name: string }[] }>(
      page.request,
      'get',
      `/dynatags/companies/${company.shortId}`,
    );
    tagId = list.dynatags.find((tag) => tag.name === `${COMPANY} – Menu`)?.id ?? '';
    expect(tagId).not.toBe('');
  });

  await test.step('the tag on /d: its menu, picture, buttons and map', async () => {
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`/d/${tagId}`);
    await expect(visitor.getByRole('heading', { name: 'Welcome to our table' })).toBeVisible();
    await expect(visitor.getByRole('img', { name: /grilled salmon/ })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Book a table' })).toBeVisible();
    await visitor.close();
  });

  await test.step('views from two cities, then the overview page', async () => {
    const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    for (const ip of ['130.237.20.1', '128.214.1.1', '130.237.20.2'])
      expect(
        (
          await visitor.get(`/api/v1/dynatags/public/${tagId}?count=true&s=q`, {
            headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
          })
        ).ok(),
      ).toBe(true);
    await visitor.dispose();
    await expect
      .poll(
        async () =>
          (
            await call<{ views: { now: number } }>(
              page.request,
              'get',
              `/analytics/companies/${company.shortId}/overview`,
            )
          ).views.now,
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);
  });

  await test.step('the overview: figures against the period before, the top tag, the map', async () => {
    await openDashboard(page, '/dashboard/companies');
    await page.getByRole('link', { name: fill(enApp.companyOverviewOf, { name: COMPANY }) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${company.shortId}/overview$`));
    const overview = page.getByTestId('company-overview');
    const figures = overview.getByTestId('overview-figure');
    await expect(figures).toHaveCount(3);
    await expect(figures.first()).toContainText(enAnalytics.overviewViews);
    await expect(figures.nth(2)).toContainText('3');
    await expect(overview.getByRole('table').last()).toContainText(`${COMPANY} – Menu`);
    const map = overview.getByTestId('places-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      await accessible(page, `overview (${theme})`);
    }
  });
});
