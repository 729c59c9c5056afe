// Signing up with a password under the minimum (issue 19): the form says so at the password field, in the
// visitor's language, before anything is sent (the browser's own length check), and the server's 422 for the
// password is shown at the field too.
import { expect, type Page, test } from '@playwright/test';
import type { Lang } from '../shared/constants';
import { app as enApp } from '../shared/i18n/en/app';
import { app as fiApp } from '../shared/i18n/fi/app';
import { app as svApp } from '../shared/i18n/sv/app';
import { fill } from './support/checks';
import { API, pathIn, settleVisitor } from './support/site';

const APP = { sv: svApp, en: enApp, fi: fiApp };

async function openSignup(page: Page, lang: Lang) {
  const t = APP[lang];
  await page.goto(pathIn(lang, '/'));
  await page.getByRole('banner').getByRole('link', { name: t.signupSubmit }).click();
  const dialog = page.getByRole('dialog', { name: t.signupTitle });
  const id = `pw${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await dialog.getByLabel(t.email).fill(`${id}@example.com`);
  await dialog.getByLabel(t.username).fill(`u_${id}`);
  await dialog.getByLabel(t.fullName).fill('Ada Lindqvist');
  await dialog.getByRole('checkbox', { name: new RegExp(t.acceptTerms.split(' {')[0]) }).check();
  return { dialog, password: dialog.getByLabel(t.password, { exact: true }), t };
}

for (const lang of ['sv', 'en', 'fi'] as const)
  test(`a short password is named at its field before anything is sent (${lang})`, async ({
    page,
    context,
  }) => {
    await settleVisitor(context, { lang });
    const { dialog, password, t } = await openSignup(page, lang);
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/users')) posted++;
    });
    await password.fill('short');
    await dialog.getByRole('button', { name: t.signupSubmit }).click();
    await expect(dialog.getByText(fill(t.passwordTooShort, { min: 8 }))).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    expect(posted).toBe(0);
    // With the terms unticked as well, both fields say what is missing at once.
    await dialog.getByRole('checkbox', { name: new RegExp(t.acceptTerms.split(' {')[0]) }).uncheck();
    await dialog.getByRole('button', { name: t.signupSubmit }).click();
    await expect(dialog.getByText(fill(t.passwordTooShort, { min: 8 }))).toBeVisible();
    await expect(dialog.getByText(t.termsRequired)).toBeVisible();
    expect(posted).toBe(0);
  });

test('the server’s 422 for the password is shown at the field', async ({ page, context }) => {
  test.setTimeout(60_000);
  await settleVisitor(context, { lang: 'en' });
  const { dialog, password, t } = await openSignup(page, 'en');
  // The form's own check passes; the request is changed on its way to carry a short password, which the real
  // server refuses with 422 and the password field's message.
  await page.route('**/api/v1/users', async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, password: 'short' }) });
  });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/users'));
  await password.fill('correct horse battery');
  await dialog.getByRole('button', { name: t.signupSubmit }).click();
  expect((await answered).status()).toBe(422);
  await expect(dialog.getByText(API.en.invalidPassword)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});
