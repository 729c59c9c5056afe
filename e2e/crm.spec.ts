// CRM connections end to end in a real browser (issue 31): an owner opens the company dialog's CRM tab (only
// HubSpot is offered: the server has no Salesforce app here), connects HubSpot on the stand-in's authorisation
// page (playwright.config.ts runs it and points the server at it) and comes back to the tab saying so; a lead of
// the company reaches the stand-in through the sync queue; a lead HubSpot refuses shows its reason, and "send
// again" brings it through.
import { createClient } from '@libsql/client';
import { expect, type Page, test } from '@playwright/test';
import { api as apiTexts } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { crm } from '../shared/i18n/en/crm';
import { signUpViaApi, uid } from './support/api';
import { BILLING_INFO } from './support/billing';
import { accessible, fill } from './support/checks';
import { openDashboard, sql } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const HUBSPOT = process.env.E2E_HUBSPOT_URL ?? '';
type Contact = { id: string; properties: Record<string, string> };
type Note = { properties: Record<string, string>; contactIds: string[] };

/** The stand-in's contacts and notes, as HubSpot keeps them. */
async function standIn(page: Page) {
  const res = await page.request.get(`${HUBSPOT}/_stand-in/contacts`);
  return (await res.json()) as { contacts: Contact[]; notes: Note[] };
}

/** A lead of the company, written as the capture writes one (the scanner's routes are another spec's). */
async function addLead(companyShortId: string, fields: { name: string; email: string; note: string }) {
  const now = String(Date.now());
  await sql(
    `insert into leads (short_id, holder_user_id, company_id, origin, full_name, email, company, title, note, created_at, updated_at)
     select ?, m.user_id, c.id, 'paper-card', ?, ?, 'Kund AB', 'Buyer', ?, ?, ?
     from companies c join memberships m on m.company_id = c.id and m.state = 'owner' where c.short_id = ?`,
    [uid().slice(0, 10), fields.name, fields.email, fields.note, now, now, companyShortId],
  );
}

async function companyShortIdOf(name: string) {
  const db = createClient({ url: `file:${process.env.E2E_DATA_DIR}/dynacard.db` });
  const { rows } = await db.execute({ sql: 'select short_id from companies where name = ?', args: [name] });
  db.close();
  return String(rows[0]?.short_id);
}

test('an owner connects HubSpot; a lead arrives; a refused one shows why and is sent again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const company = `CRM Bygg ${uid()}`;
  await signUpViaApi(page.request, 'Cecilia Owner', 'crm');
  const made = await page.request.post('/api/v1/companies', {
    data: { name: company, billing: BILLING_INFO },
  });
  expect(made.status(), await made.text()).toBe(201);
  const shortId = await companyShortIdOf(company);

  await openDashboard(page, '/dashboard/companies');
  await page.getByRole('button', { name: app.editCompany }).first().click();
  let dialog = page.getByRole('dialog', { name: fill(app.editCompanyTitle, { name: company }) });
  await dialog.getByRole('tab', { name: app.tabCrm }).click();
  const tab = dialog.getByTestId('company-crm');
  await expect(tab.getByText(crm.crmIntro)).toBeVisible();
  // Only the CRM the server has an app for: no Salesforce button, not even a disabled one.
  await expect(
    tab.getByRole('button', { name: fill(crm.crmConnectTo, { provider: 'Salesforce' }) }),
  ).toHaveCount(0);
  await accessible(page, 'the CRM tab before connecting');

  // To HubSpot's authorisation page (the stand-in approves at once) and back to the tab, connected.
  await tab.getByRole('button', { name: fill(crm.crmConnectTo, { provider: 'HubSpot' }) }).click();
  await expect(page).toHaveURL(/\/dashboard\/companies$/, { timeout: 30_000 });
  dialog = page.getByRole('dialog', { name: fill(app.editCompanyTitle, { name: company }) });
  await expect(
    dialog.getByRole('alert').filter({ hasText: fill(crm.crmNoticeConnected, { provider: 'HubSpot' }) }),
  ).toBeVisible();
  const connection = dialog.getByTestId('crm-connection');
  await expect(connection.getByText(crm.crmConnected, { exact: true })).toBeVisible();
  await expect(
    connection.getByText(/HubSpot: nordvik-demo\.hubspot\.com, connected by Cecilia Owner/),
  ).toBeVisible();
  await expect(dialog.getByTestId('crm-mapping').getByLabel(crm.crmFieldTitle)).toHaveValue('jobtitle');

  // A lead of the company reaches HubSpot within a sweep or two, with its note.
  const email = `anna.${uid()}@kund.example`;
  await addLead(shortId, { name: 'Anna Berg', email, note: 'Met at the stand' });
  await expect
    .poll(async () => (await standIn(page)).contacts.find((c) => c.properties.email === email)?.properties, {
      timeout: 30_000,
    })
    .toMatchObject({ firstname: 'Anna', lastname: 'Berg', company: 'Kund AB', jobtitle: 'Buyer' });
  const contact = (await standIn(page)).contacts.find((c) => c.properties.email === email);
  expect(
    (await standIn(page)).notes.find((n) => n.contactIds.includes(contact?.id ?? ''))?.properties
      .hs_note_body,
  ).toContain('Met at the stand');
  await expect(dialog.getByTestId('crm-counts').locator('[data-count="synced"] dd')).toHaveText('1', {
    timeout: 15_000,
  });

  // HubSpot refuses the next contact once: the lead fails with HubSpot's reason, shown in the tab.
  await page.request.post(`${HUBSPOT}/_stand-in/switches`, { data: { invalid: 1 } });
  const refused = `bo.${uid()}@kund.example`;
  await addLead(shortId, { name: 'Bo Ek', email: refused, note: '' });
  const failedRow = dialog.getByTestId('crm-failed-lead').filter({ hasText: 'Bo Ek' });
  await expect(failedRow).toBeVisible({ timeout: 30_000 });
  await expect(failedRow.getByText('HubSpot refused: Email address is invalid')).toBeVisible();
  await expect(dialog.getByTestId('crm-counts').locator('[data-count="failed"] dd')).toHaveText('1');
  await accessible(page, 'the CRM tab with a failed lead');

  // Sent again: it arrives and leaves the list.
  await failedRow.getByRole('button', { name: fill(crm.crmSendAgainNamed, { name: 'Bo Ek' }) }).click();
  await expect(page.getByText(apiTexts.crmLeadQueued)).toBeVisible();
  await expect
    .poll(async () => (await standIn(page)).contacts.some((c) => c.properties.email === refused), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(failedRow).toHaveCount(0, { timeout: 15_000 });
  await expect(dialog.getByText(crm.crmFailedEmpty)).toBeVisible();
});
