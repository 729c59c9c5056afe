// Subscriptions › Invoices (issue 11): an owner subscribes through the page, paid by the company; the month it
// started in is billed by the administrator's billing run; the owner sees the company's services and the invoice
// (number, period, total, status, due date, OCR reference) and downloads it as a PDF.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { BillingRunResult, InvoiceSummary } from '../shared/types/billing';
import { signUpViaApi } from './support/api';
import { call, openDashboard, orderingOwner, sql } from './support/orders';
import { settleVisitor } from './support/site';
import { accessible, day, enBilling, enSubs, fill, money, subscribeInPage } from './support/subscriptions';

test.use({ locale: 'en-GB' });

const COMPANY = 'Kvarnens Fakturor AB';

test('an owner downloads the invoice of the month their subscription started', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await settleVisitor(context, { lang: 'en' });
  const { person, company } = await orderingOwner(page.request, 'Åsa Öberg', COMPANY);
  await openDashboard(page, '/dashboard/subscriptions');
  await subscribeInPage(page, 'monthly', COMPANY);

  // Moving time, not buying around the UI: the subscription bought above is made to have started on the first
  // day of last month, so that month has ended and can be billed now (the run bills only ended months).
  const now = new Date();
  const started = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const period = new Date(started).toISOString().slice(0, 7);
  await sql('update subscriptions set started_at = ? where user_email = ?', [String(started), person.email]);

  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const administrator = await signUpViaApi(admin.request, 'Adam Admin', 'adm');
  await sql("update users set role = 'administrator' where email = ?", [administrator.email]);
  const run = await call<BillingRunResult>(admin.request, 'post', '/admin/billing/run', { period });
  expect(run.invoices).toBeGreaterThanOrEqual(1);
  await admin.close();

  // The whole month of a monthly subscription: 39.00 plus 25 % VAT.
  const [invoice] = await call<InvoiceSummary[]>(
    page.request,
    'get',
    `/invoices/companies/${company.shortId}`,
  );
  expect(invoice).toMatchObject({
    period,
    net: 3900,
    vat: 975,
    total: 4875,
    status: 'open',
    kind: 'invoice',
  });

  await page.getByRole('link', { name: enSubs.tabInvoices }).click();
  const block = page.locator(`[data-testid="company-billing"][data-company="${company.shortId}"]`);
  await expect(block.getByTestId('services-total')).toHaveText(money(3900));
  const row = block.locator(`[data-testid="invoice-row"][data-number="${invoice.number}"]`);
  await expect(row.getByTestId('invoice-total')).toHaveText(money(4875));
  await expect(row).toContainText(enBilling.invStatusOpen);
  await expect(row).toContainText(day(invoice.dueAt));
  // The OCR reference to pay with: the number, a length digit and the Luhn check digit.
  expect(invoice.ocr).toMatch(new RegExp(`^${invoice.number}\\d{2}$`));
  await expect(row.getByTestId('invoice-ocr')).toHaveText(invoice.ocr ?? '');
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    started,
  );
  await expect(row).toContainText(month);
  await accessible(page, 'invoices');

  const link = row.getByRole('link', { name: fill(enBilling.invDownloadNamed, { number: invoice.number }) });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});
