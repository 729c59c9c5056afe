// What a customer reads in Orders › History (issue 19): names, not raw ids — the company's name and who ordered,
// never the company's or the user's short id — and an order's preview that lists each discount code once, with
// no second "Discount" line repeating the same amount.
import { expect, test } from '@playwright/test';
import { orders as en } from '../shared/i18n/en/orders';
import { signUpViaApi, uid } from './support/api';
import { fill, money } from './support/checks';
import { call, openDashboard, orderingOwner, placeOrder, sql } from './support/orders';

test.use({ locale: 'en-GB' });

test('the history shows names instead of raw ids, and the preview lists a discount once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A code the administrator made (the role set in the database, as no API grants it).
  const desk = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await signUpViaApi(desk.request, 'Ada Admin', 'adm');
  await sql("update users set role = 'administrator' where email = ?", [admin.email]);
  const code = `ONCE${uid()}`.slice(0, 32).toUpperCase();
  await call(desk.request, 'post', '/coupons', { code, discountAmount: 10_000 });
  await desk.close();

  const { person, company } = await orderingOwner(page.request, 'Ella Ägare', 'Namnens Kort AB');
  const order = await placeOrder(
    page.request,
    company.shortId,
    [{ recipient: company.membershipId, type: 'blackCompany', quantity: 2, fullName: 'Ella Ägare' }],
    [code],
  );
  expect(order.totals.discount).toBe(10_000);

  await openDashboard(page, '/dashboard/orders/history');
  const table = page.getByTestId('order-history');
  const row = table.locator(`[data-testid="order-row"][data-order="${order.number}"]`);
  await expect(row).toContainText('Namnens Kort AB');
  await expect(row.getByTestId('order-orderer')).toHaveText(person.fullName);
  await expect(table.getByRole('columnheader', { name: en.historyColOrderedBy })).toBeVisible();
  // No raw id anywhere in the table: neither the company's nor the user's.
  await expect(table).not.toContainText(company.shortId);
  await expect(table).not.toContainText(person.shortId);
  await expect(table.getByRole('columnheader', { name: en.historyColCompanyId })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: en.historyColUserId })).toHaveCount(0);

  await row.getByRole('button', { name: fill(en.historyViewNamed, { number: order.number }) }).click();
  const totals = page.getByRole('dialog').getByTestId('order-totals');
  await expect(totals).toBeVisible();
  // The discount once: one line for the code, and its amount on no other line.
  const off = `−${money(10_000)}`;
  await expect(totals.getByRole('row')).toHaveText([
    new RegExp(en.historySubtotal),
    new RegExp(`${fill(en.historyCoupon, { code })}\\s*${off.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    new RegExp(en.historyShipping),
    new RegExp(en.historyNet),
    new RegExp(en.historyVat),
    new RegExp(en.historyTotal),
  ]);
  await expect(totals.getByText(off)).toHaveCount(1);
});
