// A code that no longer applies, on the wizard's totals step (issue 19): shown with the server's reason and
// removed right there, after which the order can be placed — no going back to the codes step.
import { expect, test } from '@playwright/test';
import { api as enApi } from '../shared/i18n/en/api';
import { orders as eo } from '../shared/i18n/en/orders';
import type { OrderDraft } from '../shared/types/orders';
import { signUpViaApi, uid } from './support/api';
import { fill } from './support/checks';
import { ADDRESS, call, openDashboard, orderingOwner, sql } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

test('on the totals step a code that does not apply shows why and can be removed there', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A code that needs 1,000 kr, made by an administrator (the role set in the database).
  const desk = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await signUpViaApi(desk.request, 'Ada Admin', 'adm');
  await sql("update users set role = 'administrator' where email = ?", [admin.email]);
  const big = `BIG${uid()}`.slice(0, 32).toUpperCase();
  await call(desk.request, 'post', '/coupons', { code: big, discountAmount: 5_000, minSubtotal: 100_000 });
  await desk.close();

  // The owner left the order on its totals step with that code and one that does not exist.
  const { company } = await orderingOwner(page.request, 'Kod Kvist', 'Kodens Kort AB');
  const unknown = `NOPE${uid()}`.slice(0, 32).toUpperCase();
  const draft = await call<OrderDraft>(page.request, 'put', '/orders/draft', {
    companyId: company.shortId,
    cards: [
      {
        recipient: company.membershipId,
        type: 'blackPersonal',
        quantity: 1,
        design: { fullName: 'Kod Kvist', text: '', phone: '', email: '', vcardCompany: '', vcardUrl: '' },
      },
    ],
    shippingAddress: ADDRESS,
    couponCodes: [big, unknown],
    step: 5,
  });
  expect(draft.coupons.map((c) => c.applied)).toEqual([false, false]);

  await openDashboard(page, '/dashboard/orders');
  await expect(page.getByTestId('wizard-step-heading')).toHaveText(eo.wizardTotalsTitle);
  const refused = page.getByTestId('refused-coupons');
  await expect(refused).toContainText(big);
  // The server's reason, its amount as the server writes it.
  await expect(refused).toContainText(enApi.couponMinSubtotal.split('{min}')[0]);
  await expect(refused).toContainText('1,000.00');
  await expect(refused).toContainText(unknown);
  await expect(refused).toContainText(enApi.couponUnknown);
  const place = page.getByRole('button', { name: eo.wizardSubmit });
  await expect(place).toBeDisabled();
  await page.screenshot({ path: 'test-results/shots/wizard-refused-codes.png', fullPage: true });

  await refused.getByRole('button', { name: fill(eo.wizardRemoveCoupon, { code: unknown }) }).click();
  await expect(refused).not.toContainText(unknown);
  await expect(place).toBeDisabled();
  await refused.getByRole('button', { name: fill(eo.wizardRemoveCoupon, { code: big }) }).click();
  await expect(refused).toHaveCount(0);
  await expect(place).toBeEnabled();
  await expect(page.getByTestId('wizard-save')).toHaveAttribute('data-state', 'saved');
  // Saved on the server: the codes are gone from the draft.
  expect((await call<OrderDraft>(page.request, 'get', '/orders/draft')).coupons).toEqual([]);
});
