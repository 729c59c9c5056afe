// Getting into the dashboard (issue 19): a dashboard address opened signed out opens the login dialog and, after
// the login, the page asked for (path and query; never another site); the order-card prompt shows only to people
// who may order cards — an owner, not a colleague who owns no company, not the administrator.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { app as en } from '../shared/i18n/en/app';
import { subscriptions as enSubs } from '../shared/i18n/en/subscriptions';
import { PASSWORD, signUpViaApi } from './support/api';
import { call, openDashboard, sql } from './support/orders';
import { settleVisitor } from './support/site';
import { joinedColleague } from './support/subscriptions';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

async function logIn(page: Page, login: string) {
  const dialog = page.getByRole('dialog', { name: en.loginTitle });
  await dialog.getByLabel(en.loginField).fill(login);
  await dialog.getByLabel(en.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: en.loginTitle }).click();
}

test('a dashboard address opened signed out asks to log in, then opens that page', async ({ page }) => {
  test.setTimeout(60_000);
  const me = await signUpViaApi(page.request, 'Vera Vilse', 'lost');
  await page.request.post('/api/v1/auth/logout');
  await page.goto('/dashboard/orders/cards?company=abc');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByTestId('notice').filter({ hasText: en.loginRequired })).toBeVisible();
  await logIn(page, me.username);
  await expect(page).toHaveURL(/\/dashboard\/orders\/cards\?company=abc$/, { timeout: 15_000 });
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // Another site as `next` is not followed: the login leads to the dashboard.
  // Once in CI the dashboard was still navigating after the login when an evaluate ran there, which destroyed its
  // context: forget the stored user on a page that has finished loading, and again until it takes.
  await page.request.post('/api/v1/auth/logout');
  await page.goto('/en/');
  await expect(async () => page.evaluate(() => localStorage.removeItem('user'))).toPass({ timeout: 15_000 });
  await page.goto('/en/?login=true&next=//evil.example/dashboard');
  await logIn(page, me.username);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/profiles$/, { timeout: 15_000 });
});

/** Opens the profiles page once the person's companies are on it, so the prompt has had its chance to show. */
async function profilesWithCompanies(page: Page) {
  await openDashboard(page, '/dashboard/profiles');
  await expect(page.getByTestId('my-companies')).toBeVisible();
}

async function colleaguePage(browser: Browser, owner: Page, companyId: string) {
  const { context } = await joinedColleague(browser, owner.request, companyId, 'Kalle Kollega');
  await settleVisitor(context, { lang: 'en' });
  return context.newPage();
}

test('the order-card prompt shows to an owner, not to a colleague who owns nothing nor to the administrator', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Agnes Ägare', 'own');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: 'Promptfria AB',
  });
  await profilesWithCompanies(page);
  await expect(page.getByTestId('order-card-bar')).toContainText(enSubs.barCardText);

  const mate = await colleaguePage(browser, page, company.shortId);
  await profilesWithCompanies(mate);
  await expect(mate.getByTestId('dashboard')).toBeVisible();
  await expect(mate.getByTestId('order-card-bar')).toHaveCount(0);
  await mate.context().close();

  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await settleVisitor(admin, { lang: 'en' });
  const adminPage = await admin.newPage();
  const person = await signUpViaApi(admin.request, 'Ada Admin', 'adm');
  await call(admin.request, 'post', '/companies', { name: 'Admins Egen AB' });
  await sql("update users set role = 'administrator', is_verified = 1 where email = ?", [person.email]);
  await profilesWithCompanies(adminPage);
  await expect(adminPage.getByTestId('order-card-bar')).toHaveCount(0);
  await admin.close();
});
