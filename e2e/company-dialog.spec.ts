// The company dialog (issue 19, as the colleague dialog): an owner edits the company, looks at the Files tab and
// comes back; what was typed is still there, and Save stores it (read back through the API).
import { expect, test } from '@playwright/test';
import { app as en } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { fill } from './support/checks';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

test('an owner’s edits of the company survive a visit to the Files tab and are saved', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, 'Frida Flik', 'own');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: 'Flikbolaget AB',
  });
  await openDashboard(page, '/dashboard/companies');
  await page.getByRole('button', { name: en.editCompany }).click();
  const dialog = page.getByRole('dialog', { name: fill(en.editCompanyTitle, { name: 'Flikbolaget AB' }) });
  await dialog.getByLabel(en.phone, { exact: true }).fill('+46 90 12 34 56');
  await dialog.getByLabel(en.city, { exact: true }).fill('Umeå');
  await dialog.getByLabel(en.description, { exact: true }).fill('Tabs that keep what you type.');

  await dialog.getByRole('tab', { name: en.tabFiles }).click();
  await expect(dialog.getByLabel(en.city, { exact: true })).toBeHidden();
  await dialog.getByRole('tab', { name: en.tabGeneral }).click();
  await expect(dialog.getByLabel(en.phone, { exact: true })).toHaveValue('+46 90 12 34 56');
  await expect(dialog.getByLabel(en.city, { exact: true })).toHaveValue('Umeå');
  await expect(dialog.getByLabel(en.description, { exact: true })).toHaveValue(
    'Tabs that keep what you type.',
  );

  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog).toHaveCount(0);
  expect(await call(page.request, 'get', `/companies/${company.shortId}`)).toMatchObject({
    phone: '+46 90 12 34 56',
    city: 'Umeå',
    description: 'Tabs that keep what you type.',
  });
});
