// What a subscription adds in the dashboard (issue 4): several profiles (create, rename, switch the active one,
// delete), custom links and social links on a company, and the file uploader with its checks and states.
// Subscriptions are not purchasable yet, so the test sets the subscription field directly, as the API tests do.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './support/api';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });

/** A new account with a monthly subscription (written to the server's database file). */
async function subscriber(api: APIRequestContext) {
  const person = await signUpViaApi(api, 'Sam Subscriber', 'sub');
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR ?? '', 'dynacard.db')}` });
  await db.execute({
    sql: "update users set active_subscription = 'monthly' where email = ?",
    args: [person.email],
  });
  db.close();
  return person;
}

const notice = (page: Page, text: string | RegExp) => page.getByTestId('notice').filter({ hasText: text });

test('a subscriber keeps several profiles, custom links and files', async ({ page, context }) => {
  test.setTimeout(120_000);
  await settleVisitor(context, { lang: 'en' });
  const me = await subscriber(page.request);
  await page.goto('/en/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email or username').fill(me.username);
  await login.getByLabel('Password', { exact: true }).fill(me.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await test.step('create, switch, rename and delete profiles', async () => {
    await expect(page.getByTestId('upsell')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create profile' }).click();
    const create = page.getByRole('dialog', { name: 'Create profile' });
    await create.getByLabel('Label').fill('Board');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(notice(page, 'The profile is created')).toBeVisible();
    await page.getByRole('button', { name: 'Make active: Board' }).click();
    await expect(notice(page, 'The profile is now active')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Board' }).click();
    await page.getByLabel('Full name').fill('Samuel S. Subscriber');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(notice(page, 'Your profile is saved')).toBeVisible();
    await page.getByRole('button', { name: 'Rename Board' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename profile' });
    await rename.getByLabel('Label').fill('Board work');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit Board work' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Profile 1' }).click();
    await page
      .getByRole('dialog', { name: 'Delete profile?' })
      .getByRole('button', { name: 'Delete profile' })
      .click();
    await expect(notice(page, 'The profile is deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Board work' })).toHaveCount(0);
    // The card opens the active profile: the QR tab says which.
    await page.getByRole('link', { name: 'Your QR Code', exact: true }).click();
    await expect(page.getByText('It opens your active profile: Board work.')).toBeVisible();
  });

  await test.step('a company with custom and social links', async () => {
    await page.getByRole('link', { name: 'Companies', exact: true }).click();
    await page.getByRole('button', { name: 'Create company' }).click();
    const create = page.getByRole('dialog', { name: 'Create company' });
    await create.getByLabel('Company name').fill('Sub AB');
    await create.getByRole('button', { name: 'Add link' }).click();
    await create.getByLabel('Text').fill('Shop');
    await create.getByLabel('Address').fill('shop.example');
    await create.getByLabel('Background colour (optional)', { exact: true }).fill('#ffd400');
    await create.getByLabel('Add a social link').selectOption('linkedin');
    await create.getByLabel('LinkedIn', { exact: true }).fill('linkedin.com/company/sub');
    await create.getByLabel('Company name').click();
    await expect(create.getByLabel('LinkedIn', { exact: true })).toHaveValue(
      'https://linkedin.com/company/sub',
    );
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(notice(page, 'The company is created')).toBeVisible();
    await page.getByRole('button', { name: 'Edit company' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sub AB' });
    await expect(edit.getByLabel('Text')).toHaveValue('Shop');
    await expect(edit.getByLabel('Address')).toHaveValue('https://shop.example');
    await page.keyboard.press('Escape');
  });

  await test.step('the uploader: uploaded, refused type, duplicate, delete', async () => {
    await page.getByRole('button', { name: 'Edit company' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sub AB' });
    await edit.getByRole('tab', { name: 'Files' }).click();
    await edit.getByTestId('files-input').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('price list 2026') },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect(edit.locator('[data-state="uploaded"]')).toContainText('notes.txt');
    await expect(edit.locator('[data-state="failed"]')).toContainText('This type of file is not accepted');
    await expect(edit.getByRole('link', { name: 'notes.txt' })).toHaveAttribute(
      'href',
      /\/uploads\/companies\//,
    );
    await edit
      .getByTestId('files-input')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('price list 2026') }]);
    await expect(edit.locator('[data-state="failed"]').last()).toContainText('same name and size');
    await edit.getByRole('button', { name: 'Delete notes.txt' }).click();
    await page.getByRole('dialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'The file is deleted')).toBeVisible();
    await expect(edit.getByText('No files yet.')).toBeVisible();
  });
});
