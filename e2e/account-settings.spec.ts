// Account settings in the browser: changing the email through the settings dialog (the
// mail's link confirms it, and the new address is then the one to log in with) and a personal API key (created in
// the dashboard, used by a program with fetch, revoked, then refused) (issue 20); a copy of one's data asked for in
// the settings and downloaded from the mailed link (issue 33).
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { api as apiEn } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { mailLink } from './mail';
import { PASSWORD, signUpViaApi, uid } from './support/api';
import { accessible } from './support/checks';
import { openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

/** The account settings dialog on its `tab`. */
async function settings(page: Page, tab: string) {
  const dialog = page.getByRole('dialog', { name: app.settingsTitle });
  // A click before the dashboard's island has hydrated opens nothing: clicked again until the dialog is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('tab', { name: tab, exact: true }).click();
  return dialog;
}

test('a person changes their email in the settings, confirms it from the mail, and logs in with it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const person = await signUpViaApi(page.request, 'Eva Ekström', 'chg');
  await openDashboard(page, '/dashboard/profiles');
  const dialog = await settings(page, app.tabAccount);
  const newEmail = `new${uid()}@example.com`;
  await dialog.getByLabel(app.email, { exact: true }).fill(newEmail);
  await dialog.getByLabel(app.currentPassword).fill(PASSWORD);
  await dialog.getByRole('button', { name: app.save }).click();
  await expect(dialog.getByTestId('email-pending')).toContainText(newEmail);

  // The link is mailed to the new address; opened while logged in, it changes the email.
  await page.goto(await mailLink(newEmail, '/change-email'));
  await expect(page.getByText(app.emailChanged)).toBeVisible();

  // Another browser logs in with the new address; the old one no longer finds the account.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  await settleVisitor(other, { lang: 'en' });
  const fresh = await other.newPage();
  const logIn = async (login: string) => {
    await fresh.goto('/en/login/');
    const box = fresh.getByRole('dialog', { name: app.loginTitle });
    await box.getByLabel(app.loginField).fill(login);
    await box.getByLabel(app.password, { exact: true }).fill(PASSWORD);
    await box.getByRole('button', { name: app.loginSubmit }).click();
    return box;
  };
  const refused = await logIn(person.email);
  await expect(refused.getByText(apiEn.loginFailed)).toBeVisible();
  await expect(fresh.getByTestId('dashboard')).toHaveCount(0);
  await logIn(newEmail);
  await expect(fresh).toHaveURL(/\/dashboard\/profiles$/);
  await expect(fresh.getByTestId('dashboard')).toBeVisible();
  await other.close();
});

test('an API key made in the dashboard works for a program until it is revoked', async ({ page }) => {
  test.setTimeout(90_000);
  const person = await signUpViaApi(page.request, 'Kim Kod', 'key');
  await openDashboard(page, '/dashboard/profiles');
  const dialog = await settings(page, app.tabApi);
  await dialog.getByLabel(app.keyName).fill('Nightly export');
  await dialog.getByRole('button', { name: app.createKey }).click();
  const key = (await dialog.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^dc_/);

  // A program: fetch with the key and no cookies.
  const me = (bearer: string) =>
    page.evaluate(async (auth) => {
      const res = await fetch('/api/v1/users/me', { credentials: 'omit', headers: { authorization: auth } });
      return { status: res.status, email: ((await res.json()) as { data?: { email?: string } }).data?.email };
    }, `Bearer ${bearer}`);
  expect(await me(key)).toEqual({ status: 200, email: person.email });

  await dialog.getByRole('button', { name: app.revoke }).click();
  const confirm = page.getByRole('dialog', { name: app.revokeTitle });
  await confirm.getByRole('button', { name: app.revoke }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByText(app.keysEmpty)).toBeVisible();
  expect((await me(key)).status).toBe(401);
});

test('a person asks for a copy of their data in the settings and downloads it from the mailed link', async ({
  page,
}) => {
  const person = await signUpViaApi(page.request, 'Dana Data', 'dat');
  await openDashboard(page, '/dashboard/profiles');
  const dialog = await settings(page, app.tabMyData);
  await dialog.getByRole('button', { name: app.myDataAsk }).click();
  // The tab says where the copy is: being made, or (the job is quick on a quiet server) made already, when the
  // answer's "we are making a copy" gives way to it.
  await expect(dialog.getByTestId('my-data-state')).toBeVisible();
  const link = await mailLink(person.email, '/download');
  const file = await page.request.get(link);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/zip');
  const zip = unzipSync(new Uint8Array(await file.body()));
  const data = JSON.parse(new TextDecoder().decode(zip['personal-data.json']));
  expect(data.account.email).toBe(person.email);
  await expect(dialog.getByTestId('my-data-state')).toContainText(app.myDataReady.split(' {')[0]!, {
    timeout: 15_000,
  });
  await accessible(page, 'the My data tab of the settings');
});
