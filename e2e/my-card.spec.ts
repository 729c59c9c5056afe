// My card (issue 21): the dashboard screen a person shows across a table — a big QR code of the card's address and
// the card's details — works in the installed app without a connection, from the copy kept at the last visit, and
// is fresh again as soon as the connection is back.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { app as sv } from '../shared/i18n/sv/app';
import { signUpViaApi } from './support/api';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'sv-SE', viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'sv' }));

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: sv.myCardOffline.split(':')[0] as string });

/** The text the QR code on the screen holds, read from a picture of it. */
async function qrOnScreen(page: Page) {
  const png = await page.getByTestId('my-card-qr').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test('My card is one tap away, shows the card’s code and details, and works offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page.request, 'Kim Kortsson', 'card');
  const [profile] = await call<{ shortId: string }[]>(page.request, 'get', '/profiles');
  await call(page.request, 'patch', `/profiles/${profile?.shortId}`, {
    description: 'Säljchef',
    phone: '+46 70 123 45 67',
  });
  const me = await call<{ shortId: string }>(page.request, 'get', '/users/me');
  await openDashboard(page, '/dashboard/profiles');
  const menu = page.getByRole('navigation', { name: sv.dashboardMenu });
  await menu.getByRole('button', { name: sv.dashboardMenuButton }).click();
  await menu.getByRole('link', { name: sv.navMyCard, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/card$/);
  await expect(page.getByTestId('my-card-name')).toHaveText('Kim Kortsson');
  await expect(page.getByText('Säljchef')).toBeVisible();
  await expect(page.getByRole('link', { name: '+46 70 123 45 67' })).toHaveAttribute(
    'href',
    'tel:+46701234567',
  );
  expect(await qrOnScreen(page)).toBe(`${baseURL}/p/${me.shortId}?s=q`);
  const axe = await new AxeBuilder({ page }).include('[data-testid="my-card"]').analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // The installed app: the worker controls the page, and a reload lets it keep the screen and its scripts.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('my-card-updated')).toBeVisible();

  // Changed elsewhere while this phone is about to lose its connection: offline it shows the kept card, and says so.
  await call(page.request, 'patch', `/profiles/${profile?.shortId}`, { description: 'Försäljningsdirektör' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('my-card-name')).toHaveText('Kim Kortsson');
  await expect(page.getByText('Säljchef')).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  const offlineAxe = await new AxeBuilder({ page }).include('[data-testid="my-card"]').analyze();
  expect(offlineAxe.violations.map((v) => v.id)).toEqual([]);
  expect(await qrOnScreen(page)).toBe(`${baseURL}/p/${me.shortId}?s=q`);

  // Back online: the screen fetches the card again by itself.
  await context.setOffline(false);
  await expect(page.getByText('Försäljningsdirektör')).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page.getByTestId('my-card-updated')).toBeVisible();
});

test('the installed app opens My card offline though it was never opened online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page.request, 'Nora Nätlös', 'cardoff');
  await openDashboard(page, '/dashboard/profiles');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  // The dashboard keeps the card and fetches the screen's code while idle; the worker keeps that code.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('dc:my-card')?.includes('Nora Nätlös') ?? false))
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((k) => k.url.includes('MyCardView'))) return true;
          }
          return false;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/dashboard/card');
  await expect(page.getByTestId('my-card-name')).toHaveText('Nora Nätlös');
  await expect(offlineNotice(page)).toBeVisible();
  await context.setOffline(false);
});
