// The report-mail settings in the dashboard (issue 22): a person turns their own weekly report on in Settings ›
// Reports, and an owner the company's monthly report on the company's card; both are saved on the server and
// shown again after a reload.
import { expect, type Page, test } from '@playwright/test';
import { api as apiEn } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { accessible } from './support/checks';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

async function reportsTab(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: app.settingsTitle });
  await dialog.getByRole('tab', { name: app.tabReports, exact: true }).click();
  return dialog;
}

test('a person turns their weekly report on in the settings; it stays on after a reload', async ({
  page,
}) => {
  await signUpViaApi(page.request, 'Rita Rapport', 'rep');
  await openDashboard(page, '/dashboard/profiles');
  let dialog = await reportsTab(page);
  const select = dialog.getByLabel(app.reportMine);
  await expect(select).toHaveValue('off');
  await expect(select).toBeEnabled();
  await select.selectOption({ label: app.reportWeekly });
  await expect(page.getByText(apiEn.reportSaved)).toBeVisible();
  expect(await call(page.request, 'get', '/reports/me')).toEqual({ cadence: 'weekly' });

  await page.reload();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  dialog = await reportsTab(page);
  await expect(dialog.getByLabel(app.reportMine)).toHaveValue('weekly');
  await accessible(page, 'the Reports tab of the settings');
});

test("an owner turns the company's monthly report on from the company's card", async ({ page }) => {
  await signUpViaApi(page.request, 'Olle Owner', 'repco');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', { name: 'Report AB' });
  await openDashboard(page, '/dashboard/companies');
  const card = page.getByTestId('company-card').filter({ hasText: 'Report AB' });
  const select = card.getByLabel(app.reportCompany);
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue('off');
  await select.selectOption({ label: app.reportMonthly });
  await expect(page.getByText(apiEn.reportSaved)).toBeVisible();
  expect(await call(page.request, 'get', `/companies/${company.shortId}/report`)).toEqual({
    cadence: 'monthly',
  });
  await page.reload();
  await expect(
    page.getByTestId('company-card').filter({ hasText: 'Report AB' }).getByLabel(app.reportCompany),
  ).toHaveValue('monthly');
});
