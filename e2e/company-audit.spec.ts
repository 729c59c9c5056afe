// The directory and the audit log in a real browser (issue 33): an owner turns provisioning on in the company
// dialog and copies the token once; a directory (here a plain fetch, as Entra ID or Okta sends) creates a person
// over SCIM, who then appears among the company's colleagues in the dashboard; the company's audit log shows who
// did what and how, filters to the directory's changes, and is pictured at 390 and 1280 px, light and dark.
import { expect, type Page, test } from '@playwright/test';
import { admin as enAdmin } from '../shared/i18n/en/admin';
import { app } from '../shared/i18n/en/app';
import { audit } from '../shared/i18n/en/audit';
import { signUpViaApi, uid } from './support/api';
import { BILLING_INFO } from './support/billing';
import { accessible, fill } from './support/checks';
import { inEachLook } from './support/looks';
import { openDashboard, sql } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const COMPANY = 'Granskning AB';

async function openSsoTab(page: Page) {
  await page.getByRole('button', { name: app.editCompany }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(app.editCompanyTitle, { name: COMPANY }) });
  await dialog.getByRole('tab', { name: app.tabSso }).click();
  return dialog;
}

test('an owner turns provisioning on; the directory adds a colleague, seen in the dashboard and in the audit log', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page.request, 'Astrid Ågren', 'aud');
  const made = await page.request.post('/api/v1/companies', {
    data: { name: COMPANY, billing: BILLING_INFO },
  });
  expect(made.status(), await made.text()).toBe(201);
  const companyId = ((await made.json()) as { data: { shortId: string } }).data.shortId;

  // Provisioning: turned on in the dialog, its token shown this once.
  await openDashboard(page, '/dashboard/companies');
  const dialog = await openSsoTab(page);
  const panel = dialog.getByTestId('company-provisioning');
  await expect(panel).toContainText(audit.provisioningIsOff);
  await panel.getByRole('button', { name: audit.provisioningTurnOn }).click();
  // A copy row: its label, then the value to paste into the directory.
  const copied = (label: string) =>
    panel.getByText(label, { exact: true }).locator('xpath=following-sibling::code').innerText();
  const token = await copied(audit.provisioningToken);
  const base = await copied(audit.provisioningBaseUrl);
  expect(token.length).toBeGreaterThan(20);
  expect(base).toMatch(/\/scim\/v2$/);
  await accessible(page, 'the provisioning settings');

  // The directory creates a person, as Entra ID does on its first cycle.
  const email = `nils${uid()}@granskning.test`;
  const created = await page.request.post(`${baseURL}/scim/v2/Users`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      externalId: 'entra-0001',
      active: true,
      name: { givenName: 'Nils', familyName: 'Nyström' },
      emails: [{ primary: true, type: 'work', value: email }],
      title: 'Projektledare',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The person is among the company's colleagues in the dashboard.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: app.manageColleagues, exact: true }).first().click();
  const people = page.getByRole('dialog', { name: fill(app.manageColleaguesOf, { name: COMPANY }) });
  await expect(people).toContainText(email);
  await page.keyboard.press('Escape');

  // The audit log: the owner's change and the directory's, filtered to the directory's.
  await openDashboard(page, `/dashboard/companies/${companyId}/audit`);
  const log = page.getByTestId('company-audit');
  const table = log.getByTestId('audit-table');
  await expect(table).toContainText('Astrid Ågren');
  await expect(table).toContainText(audit.directory);
  await log.getByLabel(audit.how).selectOption('directory');
  await expect(table).not.toContainText('Astrid Ågren');
  await expect(table).toContainText(audit.viaDirectory);
  await accessible(page, 'the audit log');

  await inEachLook(
    page,
    async (size, colorScheme) => {
      await expect(table).toContainText('Astrid Ågren');
      // Times, ids, the token's prefix and the person's address change with every run: masked.
      await expect.soft(log).toHaveScreenshot(`company-audit-${size.width}-${colorScheme}.png`, {
        mask: [table.locator('td.tabular-nums'), table.locator('td:nth-child(3)')],
        timeout: 5_000,
      });
    },
    { dashboard: true },
  );
});

test('the administrator opens a company’s audit log from the desk', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A company with one change of its own, made by its owner in another browser.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  await signUpViaApi(other.request, 'Oskar Ägare', 'aud');
  const name = `Revision ${uid()} AB`;
  const made = await other.request.post('/api/v1/companies', { data: { name, billing: BILLING_INFO } });
  expect(made.status(), await made.text()).toBe(201);
  const companyId = ((await made.json()) as { data: { shortId: string } }).data.shortId;
  const kept = await other.request.put(`/api/v1/companies/${companyId}/retention`, {
    data: { leadMonths: 24, viewMonths: 12 },
  });
  expect(kept.status(), await kept.text()).toBe(200);
  await other.close();

  const person = await signUpViaApi(page.request, 'Ada Administratör', 'adm');
  await sql("update users set role = 'administrator', is_verified = 1 where email = ?", [person.email]);
  await openDashboard(page, '/dashboard/administrator/companies');
  await page.getByRole('searchbox').first().fill(name);
  await page.getByRole('link', { name: fill(enAdmin.companyAuditNamed, { name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${companyId}/audit$`));
  const table = page.getByTestId('audit-table');
  await expect(table).toContainText('Oskar Ägare');
  await expect(table).toContainText(audit.entityRetention);
});
