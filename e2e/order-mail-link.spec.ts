// An order mail's link (issue 19): /dashboard/orders/?order=ID, as the received mail writes it, opens that
// order's preview in the History tab — not an empty new-order wizard; another company's order id shows "not found"
// and nothing of that order.
import { expect, test } from '@playwright/test';
import { orders as en } from '../shared/i18n/en/orders';
import { mailLink } from './mail';
import { fill } from './support/checks';
import { openDashboard, orderingOwner, placeOrder } from './support/orders';

test.use({ locale: 'en-GB' });

test('the link in the order mail opens that order; another company’s order is not found', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { person, company } = await orderingOwner(page.request, 'Maja Mejl', 'Länkens Kort AB');
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'goldCompany', quantity: 2, fullName: 'Maja Mejl' },
  ]);
  const link = await mailLink(person.email, '/dashboard/orders');
  expect(link).toBe(`/dashboard/orders/?order=${order.id}`);

  await openDashboard(page, link);
  const dialog = page.getByRole('dialog', { name: fill(en.historyPreviewTitle, { number: order.number }) });
  await expect(dialog.getByTestId('order-preview')).toBeVisible();
  await expect(dialog.getByTestId('order-line')).toHaveCount(1);
  await expect(dialog).toContainText('Länkens Kort AB');
  await expect(page.getByTestId('wizard-step-heading')).toHaveCount(0);
  // Closed, the History tab lists the order; the address no longer opens the dialog again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-history')).toContainText(order.number);
  expect(new URL(page.url()).pathname).toBe('/dashboard/orders/history');

  // Another company's order, by its id in the same kind of link.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const stranger = await orderingOwner(other.request, 'Otto Annan', 'Annat Bolag AB');
  const foreign = await placeOrder(other.request, stranger.company.shortId, [
    { recipient: stranger.company.membershipId, type: 'blackPersonal', quantity: 1, fullName: 'Otto Annan' },
  ]);
  await other.close();
  await page.goto(`/dashboard/orders/?order=${foreign.id}`);
  const missing = page.getByRole('dialog', { name: en.historyOrderNotFoundTitle });
  await expect(missing.getByRole('alert')).toHaveText(en.historyOrderNotFound);
  await expect(missing).not.toContainText('Annat Bolag AB');
  await expect(missing).not.toContainText(foreign.number);
  await expect(missing.getByTestId('order-preview')).toHaveCount(0);
});
