// The order wizard as an owner uses it (issue 10): three cards of two types, one to a colleague at another
// address, with a discount code the administrator made (and a second one refused as not combinable); the
// totals are the server's; Place order asks first and ends on the order's number. A half-finished order is a
// draft on the server: a reload opens the wizard where it was left (on a phone, with the compact stepper).
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { api as enApi } from '../shared/i18n/en/api';
import { app as en } from '../shared/i18n/en/app';
import { orders as eo } from '../shared/i18n/en/orders';
import { orders as fiOrders } from '../shared/i18n/fi/orders';
import { orders as svOrders } from '../shared/i18n/sv/orders';
import type { OrderDetail, OrderDraft, OrderSummary } from '../shared/types/orders';
import { signUpViaApi, uid } from './support/api';
import { fill } from './support/checks';
import { call, openDashboard, orderingOwner, sql } from './support/orders';

test.use({ locale: 'en-GB' });

const money = (ore: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SEK' }).format(ore / 100);
const heading = (page: Page) => page.getByTestId('wizard-step-heading');
const saved = (page: Page) => expect(page.getByTestId('wizard-save')).toHaveAttribute('data-state', 'saved');

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An administrator (the role set in the database, as no API grants it) makes two codes through the coupons API. */
async function makeCoupons(request: APIRequestContext) {
  const admin = await signUpViaApi(request, 'Ada Admin', 'adm');
  await sql("update users set role = 'administrator' where email = ?", [admin.email]);
  const fixed = `WIZ${uid()}`.slice(0, 32).toUpperCase();
  const shipping = `SHIP${uid()}`.slice(0, 32).toUpperCase();
  await call(request, 'post', '/coupons', { code: fixed, discountAmount: 10_000, combinable: false });
  await call(request, 'post', '/coupons', { code: shipping, freeShipping: true, combinable: true });
  return { fixed, shipping };
}

/** A colleague who joined the company (an invited person cannot receive cards yet). */
async function joinedColleague(owner: APIRequestContext, request: APIRequestContext, companyId: string) {
  const colleague = await signUpViaApi(request, 'Cecilia Kollega', 'col');
  await call(owner, 'post', `/companies/${companyId}/colleagues`, { email: colleague.email });
  await call(request, 'post', `/companies/${companyId}/invitation/accept`);
  return colleague;
}

/** A picture with light and dark parts, so the threshold has something to decide. */
const picture = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#f4f4f4"/><circle cx="150" cy="100" r="70" fill="#333"/><rect x="20" y="20" width="60" height="60" fill="#999"/></svg>',
    ),
  )
    .png()
    .toBuffer();

test('an owner orders three cards of two types, one to a colleague elsewhere, with a discount code', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const adminApi = await playwright.request.newContext({ baseURL });
  const colleagueApi = await playwright.request.newContext({ baseURL });
  const codes = await makeCoupons(adminApi);
  const { company } = await orderingOwner(page.request, 'Olle Ägare', 'Kortfabriken AB');
  const colleague = await joinedColleague(page.request, colleagueApi, company.shortId);
  await openDashboard(page, '/dashboard/orders');

  await test.step('1: the company, with nothing missing', async () => {
    await expect(heading(page)).toHaveText(eo.wizardCompanyTitle);
    // The owner's only company is chosen for them; nothing is saved yet, so there is nothing to start over.
    await expect(page.getByRole('radio', { name: /Kortfabriken AB/ })).toBeChecked();
    await expect(page.getByRole('button', { name: eo.wizardStartOver })).toHaveCount(0);
    const checklist = page.getByRole('region', { name: eo.wizardChecklist });
    await expect(checklist).toContainText(eo.wizardVerified);
    await expect(checklist).toContainText(eo.wizardBillingDone);
    await saved(page);
    await noSeriousAxe(page);
    await page.getByRole('button', { name: eo.wizardNext }).click();
    await expect(heading(page)).toHaveText(eo.wizardCardsTitle);
    await expect(heading(page)).toBeFocused();
  });

  await test.step('2: two of one card for me with an engraving, one gold card for the colleague elsewhere', async () => {
    const first = page.getByTestId('card-line-1');
    // A new card already says who gets it and the company's name for the vCard.
    await expect(first.getByLabel(eo.wizardFullName)).toHaveValue('Olle Ägare');
    await expect(first.getByLabel(eo.wizardVcardCompany)).toHaveValue('Kortfabriken AB');
    await first.getByLabel(eo.wizardQuantity).fill('2');
    await first.getByLabel(eo.wizardFullName).fill('Olle Ägare');
    await first.getByLabel(eo.wizardText).fill('Grundare');
    await first.getByTestId('image-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await picture(),
    });
    const crop = page.getByRole('dialog', { name: en.cropTitle });
    await crop.getByRole('button', { name: en.useCrop }).click();
    await expect(crop).toHaveCount(0);
    await expect(first.getByRole('img', { name: eo.wizardThresholdPreview })).toBeVisible();
    await first.getByLabel(eo.wizardThreshold).fill('90');
    await first.getByRole('button', { name: eo.wizardUseImage }).click();
    // The preview shows the server's black-and-white image on the card's front.
    await expect(first.getByTestId('preview-image')).toHaveAttribute(
      'src',
      /\/api\/v1\/orders\/.+\/images\//,
    );
    await expect(first.getByRole('region', { name: fill(eo.wizardPreview, { n: 1 }) })).toContainText(
      'Olle Ägare',
    );

    await page.getByRole('button', { name: eo.wizardAddCard }).click();
    const second = page.getByTestId('card-line-2');
    await expect(second.getByLabel(eo.wizardFullName)).toHaveValue('Olle Ägare');
    await second.getByLabel(eo.wizardRecipient).selectOption({ label: colleague.fullName });
    // The name follows the recipient (nothing was typed in it).
    await expect(second.getByLabel(eo.wizardFullName)).toHaveValue(colleague.fullName);
    await second.getByLabel(eo.wizardType).selectOption('goldCompany');
    await second.getByLabel(eo.wizardFullName).fill(colleague.fullName);
    await second.getByLabel(eo.wizardAltAddress).check();
    // Next with half an address is refused by the wizard itself.
    await second.getByLabel(eo.wizardAddressName).fill(colleague.fullName);
    await page.getByRole('button', { name: eo.wizardNext }).click();
    await expect(page.getByRole('alert').filter({ hasText: eo.wizardAltIncomplete })).toBeVisible();
    await second.getByLabel(eo.wizardStreet).fill('Hamngatan 5');
    await second.getByLabel(eo.wizardZipcode).fill('411 06');
    await second.getByLabel(eo.wizardCity).fill('Göteborg');
    await page.getByRole('button', { name: eo.wizardNext }).click();
    await expect(heading(page)).toHaveText(eo.wizardShippingTitle);
  });

  await test.step('3: the shipping address comes from the billing information', async () => {
    await expect(page.getByLabel(eo.wizardStreet)).toHaveValue('Storgatan 1');
    await expect(page.getByLabel(eo.wizardCity)).toHaveValue('Västerås');
    await expect(page.getByLabel(eo.wizardInvoiceMarking)).toHaveValue('Ref 42');
    // Every officially assigned country, Sweden first: Japan and the United States can be chosen.
    const country = page.getByLabel(eo.wizardCountry);
    await expect(country).toHaveValue('SE');
    await expect(country.locator('option')).toHaveCount(249);
    await expect(country.locator('option').first()).toHaveText('Sweden');
    await expect(country.locator('option[value="JP"]')).toHaveText('Japan');
    await page.getByLabel(eo.wizardAddressName).fill('Olle Ägare');
    await page.getByRole('button', { name: eo.wizardNext }).click();
    await expect(heading(page)).toHaveText(eo.wizardCouponsTitle);
  });

  await test.step('4: the code applies; a second one cannot be combined with it', async () => {
    const list = page.getByTestId('coupon-list');
    await page.getByLabel(eo.wizardCouponCode).fill(codes.fixed.toLowerCase());
    await page.getByRole('button', { name: eo.wizardAddCoupon }).click();
    await expect(list.getByRole('listitem').filter({ hasText: codes.fixed })).toContainText(
      fill(eo.wizardCouponOff, { amount: money(10_000) }),
    );
    await page.getByLabel(eo.wizardCouponCode).fill(codes.shipping);
    await page.getByRole('button', { name: eo.wizardAddCoupon }).click();
    await expect(list.getByRole('listitem').filter({ hasText: codes.shipping })).toContainText(
      enApi.couponConflict,
    );
    await noSeriousAxe(page);
    await page.getByRole('button', { name: fill(eo.wizardRemoveCoupon, { code: codes.shipping }) }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await saved(page);
    await page.getByRole('button', { name: eo.wizardNext }).click();
    await expect(heading(page)).toHaveText(eo.wizardTotalsTitle);
  });

  await test.step('5: the server’s totals, then Place order after the confirmation', async () => {
    const draft = await call<OrderDraft>(page.request, 'get', '/orders/draft');
    // 2 × 699 + 899 = 2 297, less 100, plus two national parcels (Västerås and the colleague's Göteborg) 2 × 49
    // = 2 295 excl. VAT; VAT 573.75; total 2 868.75.
    expect(draft.totals).toMatchObject({
      subtotal: 229_700,
      discount: 10_000,
      shipping: 9_800,
      net: 229_500,
    });
    expect(draft.totals).toMatchObject({ vat: 57_375, total: 286_875 });
    const totals = page.getByTestId('order-totals');
    await expect(totals).toContainText(fill(eo.wizardLine, { quantity: 2, type: en.cardBlackPersonal }));
    await expect(totals).toContainText(fill(eo.wizardLine, { quantity: 1, type: en.cardGoldCompany }));
    await expect(totals).toContainText(fill(eo.wizardLineFor, { name: colleague.fullName }));
    await expect(totals).toContainText(`−${money(10_000)}`);
    // One word per figure: the subtotal is the cards' sum; each parcel is listed with its price.
    await expect(page.getByTestId('totals-subtotal')).toHaveText(`${eo.wizardSubtotal}${money(229_700)}`);
    await expect(page.getByTestId('totals-parcel')).toHaveText([
      `${fill(eo.wizardParcel, { place: 'Västerås, Sweden' })}${money(4_900)}`,
      `${fill(eo.wizardParcel, { place: 'Göteborg, Sweden' })}${money(4_900)}`,
    ]);
    await expect(page.getByTestId('totals-net')).toHaveText(`${eo.wizardNet}${money(229_500)}`);
    await expect(page.getByTestId('totals-vat')).toContainText(money(57_375));
    await expect(page.getByTestId('totals-total')).toContainText(money(286_875));
    await expect(page.getByText(fill(eo.wizardDelivery, { min: 2, max: 7 }))).toBeVisible();
    await expect(page.getByTestId('totals-paid-by')).toHaveText(
      fill(eo.wizardPaidBy, { company: 'Kortfabriken AB' }),
    );

    await page.getByRole('button', { name: eo.wizardSubmit }).click();
    const confirm = page.getByRole('dialog', { name: eo.wizardConfirmTitle });
    await expect(confirm).toContainText(money(286_875));
    await confirm.getByRole('button', { name: eo.wizardSubmit }).click();
    const done = page.getByTestId('order-done');
    await expect(done.getByRole('heading', { name: eo.wizardDoneTitle })).toBeFocused();
  });

  await test.step('the order holds what was chosen, and its preview opens from the thank-you', async () => {
    const [summary] = await call<OrderSummary[]>(page.request, 'get', '/orders');
    await expect(page.getByTestId('order-done')).toContainText(summary.number);
    const order = await call<OrderDetail>(page.request, 'get', `/orders/${summary.id}`);
    expect(order.totals.total).toBe(286_875);
    expect(
      order.lines.map((l) => [l.type, l.quantity, l.recipient.fullName, l.altAddress?.city ?? null]),
    ).toEqual([
      ['blackPersonal', 2, 'Olle Ägare', null],
      ['goldCompany', 1, colleague.fullName, 'Göteborg'],
    ]);
    expect(order.lines[0].design.image).not.toBeNull();
    expect(order.coupons.map((c) => c.code)).toEqual([codes.fixed]);
    await page.getByRole('button', { name: eo.wizardViewOrder }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/history$/);
    await expect(
      page.getByRole('dialog', { name: fill(eo.historyPreviewTitle, { number: summary.number }) }),
    ).toBeVisible();
  });
  await adminApi.dispose();
  await colleagueApi.dispose();
});

test('the wizard’s heading reads whole on a phone in Finnish and Swedish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await orderingOwner(page.request, 'Otso Otsikko', 'Otsikko Oy');
  for (const [lang, path, title] of [
    ['fi', '/fi/dashboard/orders', fiOrders.wizardTitle],
    ['sv', '/dashboard/orders', svOrders.wizardTitle],
  ] as const) {
    await openDashboard(page, path);
    await page.evaluate((chosen) => localStorage.setItem('targetLang', chosen), lang);
    await page.reload();
    const heading = page.getByRole('heading', { name: title });
    await expect(heading).toBeVisible();
    // Its long word ("KORTTITILAUS") ran out of its box, under the "Saved" status beside it.
    const fits = await heading.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect({ lang, fits }).toEqual({ lang, fits: true });
  }
});

test('a half-finished order survives a reload, on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { person } = await orderingOwner(page.request, 'Rut Återkommer', 'Halvfärdigt AB');
  // A subscriber who owns two companies chooses one: neither is chosen for her.
  await sql("update users set active_subscription = 'monthly' where email = ?", [person.email]);
  await call(page.request, 'post', '/companies', { name: 'Andra Bolaget AB' });
  await openDashboard(page, '/dashboard/orders');
  await expect(page.getByText(fill(eo.wizardStepOf, { step: 1, count: 5 }))).toBeVisible();
  await expect(page.getByRole('radio', { name: /Andra Bolaget AB/ })).not.toBeChecked();
  // Next without a company says why.
  await page.getByRole('button', { name: eo.wizardNext }).click();
  await expect(page.getByRole('alert').filter({ hasText: eo.wizardSelectCompany })).toBeVisible();
  await page.getByRole('radio', { name: /Halvfärdigt AB/ }).check();
  await page.getByRole('button', { name: eo.wizardNext }).click();
  await expect(page.getByText(fill(eo.wizardStepOf, { step: 2, count: 5 }))).toBeVisible();

  // No card: the SPEC §8 message, and Next stays on the step.
  await page.getByRole('button', { name: fill(eo.wizardRemoveCard, { n: 1 }) }).click();
  await page.getByRole('button', { name: eo.wizardNext }).click();
  await expect(page.getByRole('alert').filter({ hasText: eo.wizardNeedOneCard }).first()).toBeVisible();
  await page.getByRole('button', { name: eo.wizardAddCard }).click();

  const line = page.getByTestId('card-line-1');
  await line.getByLabel(eo.wizardType).selectOption('goldPersonal');
  await line.getByLabel(eo.wizardFullName).fill('Rut Återkommer');
  await line.getByLabel(eo.wizardPhone).fill('+46 70 123 45 67');
  // The quantity can be emptied and typed anew, as on a phone's keyboard (not forced back to 1 on the way).
  const quantity = line.getByLabel(eo.wizardQuantity);
  await quantity.click();
  await quantity.press('End');
  await quantity.press('Backspace');
  await quantity.pressSequentially('3');
  await expect(quantity).toHaveValue('3');
  await saved(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noSeriousAxe(page);

  await page.reload();
  await expect(heading(page)).toHaveText(eo.wizardCardsTitle);
  await expect(page.getByText(fill(eo.wizardStepOf, { step: 2, count: 5 }))).toBeVisible();
  const again = page.getByTestId('card-line-1');
  await expect(again.getByLabel(eo.wizardType)).toHaveValue('goldPersonal');
  await expect(again.getByLabel(eo.wizardFullName)).toHaveValue('Rut Återkommer');
  await expect(again.getByLabel(eo.wizardPhone)).toHaveValue('+46 70 123 45 67');
  await expect(again.getByLabel(eo.wizardQuantity)).toHaveValue('3');
  await expect(again.getByRole('region', { name: fill(eo.wizardPreview, { n: 1 }) })).toContainText(
    'Rut Återkommer',
  );
});

test('a total that changed elsewhere is not submitted: the wizard shows the new quote and says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, 'Tore Tvåflik', 'Två Flikar AB');
  const line = (quantity: number) => ({
    recipient: company.membershipId,
    type: 'blackSimple',
    quantity,
    design: { fullName: 'Tore', text: '', phone: '', email: '', vcardCompany: '', vcardUrl: '' },
  });
  const address = {
    fullName: 'Tore',
    street: 'Storgatan 1',
    zipcode: '111 22',
    city: 'Västerås',
    country: 'SE',
  };
  // A draft made elsewhere (another tab) opens at its step.
  await call(page.request, 'put', '/orders/draft', {
    companyId: company.shortId,
    cards: [line(1)],
    shippingAddress: address,
    step: 5,
  });
  // In the dark theme, which the accessibility check covers here.
  await page.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
  await openDashboard(page, '/dashboard/orders');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(heading(page)).toHaveText(eo.wizardTotalsTitle);
  // 499 + 49 = 548 excl. VAT, 685 with it.
  await expect(page.getByTestId('totals-total')).toContainText(money(68_500));
  await noSeriousAxe(page);

  // The other tab adds a card after this one got its quote.
  const changed = await call<OrderDraft>(page.request, 'put', '/orders/draft', { cards: [line(2)] });
  expect(changed.totals.total).toBe(130_875);
  await page.getByRole('button', { name: eo.wizardSubmit }).click();
  const confirm = page.getByRole('dialog', { name: eo.wizardConfirmTitle });
  await expect(confirm).toContainText(money(68_500));
  await confirm.getByRole('button', { name: eo.wizardSubmit }).click();
  await expect(page.getByRole('alert').filter({ hasText: eo.wizardTotalChanged })).toBeVisible();
  await expect(page.getByTestId('totals-total')).toContainText(money(130_875));
  expect(await call<OrderSummary[]>(page.request, 'get', '/orders')).toEqual([]);

  // Confirmed again with the new total, it goes through.
  await page.getByRole('button', { name: eo.wizardSubmit }).click();
  await expect(confirm).toContainText(money(130_875));
  await confirm.getByRole('button', { name: eo.wizardSubmit }).click();
  await expect(
    page.getByTestId('order-done').getByRole('heading', { name: eo.wizardDoneTitle }),
  ).toBeVisible();
  const [order] = await call<OrderSummary[]>(page.request, 'get', '/orders');
  expect(order.total).toBe(130_875);
});
