// Forgot password from the login dialog that a first visit to /login loads on demand (issue 8): the human check
// runs in the browser, the mailed link opens the reset page in the reader's language (negotiated by the server),
// and the new password logs in.
import { expect, test } from '@playwright/test';
import { mailLink } from './mail';
import { PASSWORD, signUpViaApi } from './support/api';
import { SITE } from './support/site';

test.use({ locale: 'en-GB' });

test('a reader who forgot the password gets a link, chooses a new one and logs in with it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await signUpViaApi(request, 'Forgetful Reader', 'fp');
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: SITE.en['consent.title'] })
    .getByRole('button', { name: SITE.en['consent.accept'] })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Forgot password' }).click();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();

  const link = await mailLink(user.email, '/reset-password', 20_000);
  expect(link).toMatch(/^\/reset-password\/?\?resetToken=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/reset-password\/\?resetToken=/);
  const fresh = `${PASSWORD} again`;
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('New password again').fill(fresh);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password is changed, you can now login')).toBeVisible();

  await page.goto('/en/login/');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email or username').fill(user.username);
  await login.getByLabel('Password', { exact: true }).fill(fresh);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profiles$/);
});
