// Failed logins never lock an account out (issue 12): after 10 wrong passwords from elsewhere, the owner's login
// dialog is asked for the human check, solves it in the browser and signs in with the right password.
import { expect, test } from '@playwright/test';
import { PASSWORD, signUpViaApi } from './support/api';
import { SITE } from './support/site';

test.use({ locale: 'en-GB' });

test('after 10 wrong passwords from elsewhere the owner still logs in, through the human check', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await signUpViaApi(request, 'Guarded Owner', 'lk');
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/v1/auth/login', {
      data: { login: user.email, password: `guess ${i}` },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    expect(res.status()).toBe(401);
  }

  await page.goto('/en/login/');
  await page
    .getByRole('dialog', { name: SITE.en['consent.title'] })
    .getByRole('button', { name: SITE.en['consent.accept'] })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or username').fill(user.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // The refusal's body is read as it arrives: once the check is solved the page navigates, and a body read after
  // that is gone (a busy machine reached the navigation first).
  const asked = page.waitForResponse(
    async (r) =>
      r.url().endsWith('/api/v1/auth/login') &&
      r.status() === 422 &&
      ((await r.json()) as { data?: { humanCheck?: boolean } }).data?.humanCheck === true,
  );
  const challenge = page.waitForResponse((r) => r.url().endsWith('/api/v1/general/challenge'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await asked;
  await challenge;
  await expect(page).toHaveURL(/\/dashboard\/profiles$/);
});
