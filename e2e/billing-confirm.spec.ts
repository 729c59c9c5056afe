// Changes that raise a company's monthly price, as an owner clicks them (issue 11): the sixth dynatag asks to
// confirm the new monthly price (excluding VAT, its VAT and the total) and is created after the confirmation;
// a third owner asks the same; without billing info the owner is sent to the company's billing info instead.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { app as enApp } from '../shared/i18n/en/app';
import { billing as enBilling } from '../shared/i18n/en/billing';
import { tagEditor as enEditor } from '../shared/i18n/en/tagEditor';
import type { CompanyServices } from '../shared/types/billing';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { fill } from './support/checks';
import { storeSignedInUser } from './support/site';
import { startEmptyTag } from './support/tags';

test.use({ locale: 'en-GB' });

const notice = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text });
const priceDialog = (page: Page) => page.getByRole('dialog', { name: enBilling.priceConfirmTitle });

async function ownerWithCompany(api: APIRequestContext, name: string, billing?: typeof BILLING_INFO) {
  await signUpViaApi(api, name, 'bill');
  const res = await api.post('/api/v1/companies', {
    data: { name: `${name} AB`, ...(billing ? { billing } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { shortId: string; name: string } }).data;
}

async function services(api: APIRequestContext, companyId: string) {
  const res = await api.get(`/api/v1/billing/companies/${companyId}`);
  return ((await res.json()) as { data: CompanyServices }).data;
}

async function createInEditor(page: Page, name: string) {
  await page.goto('/dashboard/dynatags');
  await startEmptyTag(page);
  const editor = page.getByRole('dialog', { name: enEditor.createTitle });
  await editor.locator('[data-tour="name"] input').fill(name);
  await editor.getByRole('button', { name: enEditor.createButton, exact: true }).click();
  return editor;
}

test('an owner creating the sixth dynatag sees the new monthly price and confirms it', async ({ page }) => {
  test.setTimeout(90_000);
  const company = await ownerWithCompany(page.request, 'Sara Sexa', BILLING_INFO);
  for (const n of [1, 2, 3, 4, 5]) {
    expect((await postTag(page.request, company.shortId, { name: `Tag ${n}` })).status()).toBe(201);
  }
  await storeSignedInUser(page);
  await createInEditor(page, 'Tag 6');

  const dialog = priceDialog(page);
  await expect(dialog).toContainText(fill(enBilling.priceReasonDynatag, { included: 5, unit: 'SEK 49.00' }));
  await expect(dialog.getByTestId('price-change')).toContainText('SEK 499.00');
  await expect(dialog.getByTestId('price-next')).toHaveText('SEK 548.00');
  await expect(dialog.getByTestId('price-change')).toContainText('SEK 137.00');
  await expect(dialog.getByTestId('price-change')).toContainText('SEK 685.00');
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Cancelled: nothing is created and the editor keeps the draft.
  await dialog.getByRole('button', { name: enApp.cancel }).click();
  await expect(dialog).toHaveCount(0);
  expect((await services(page.request, company.shortId)).dynatags).toBe(5);

  const editor = page.getByRole('dialog', { name: enEditor.createTitle });
  await editor.getByRole('button', { name: enEditor.createButton, exact: true }).click();
  await priceDialog(page).getByRole('button', { name: enBilling.priceConfirm }).click();
  await expect(notice(page, 'The dynatag is created')).toBeVisible();
  const after = await services(page.request, company.shortId);
  expect([after.dynatags, after.monthly.dynatagUnits, after.monthly.total]).toEqual([6, 4_900, 54_800]);
});

test('without billing info the first dynatag sends the owner to the billing info', async ({ page }) => {
  test.setTimeout(60_000);
  const company = await ownerWithCompany(page.request, 'Nils Nofaktura');
  await storeSignedInUser(page);
  await createInEditor(page, 'First tag');
  const refusal = page.getByRole('dialog', { name: enBilling.billingNeededTitle });
  await expect(refusal).toContainText('before it pays for dynatags or extra owners');
  await refusal.getByRole('button', { name: enBilling.billingNeededAction }).click();
  await expect(
    page.getByRole('dialog', { name: fill(enApp.billingTitleOf, { name: company.name }) }),
  ).toBeVisible();
  expect((await services(page.request, company.shortId)).dynatags).toBe(0);
});

/** A person who accepted the owner's invitation: a colleague of the company. */
async function colleagueOf(
  browser: Browser,
  baseURL: string,
  owner: APIRequestContext,
  companyId: string,
  name: string,
) {
  const context = await browser.newContext({ baseURL });
  const person = await signUpViaApi(context.request, name, 'mate');
  const invited = await owner.post(`/api/v1/companies/${companyId}/colleagues`, {
    data: { email: person.email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await context.request.post(`/api/v1/companies/${companyId}/invitation/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await context.close();
  return person;
}

test('a third owner asks to confirm 29 a month more', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const company = await ownerWithCompany(page.request, 'Olle Ovner', BILLING_INFO);
  const second = await colleagueOf(browser, baseURL!, page.request, company.shortId, 'Andra Ägare');
  const third = await colleagueOf(browser, baseURL!, page.request, company.shortId, 'Tredje Ägare');
  await storeSignedInUser(page);
  await page.goto('/dashboard/companies');
  await page.getByRole('button', { name: enApp.manageColleagues }).first().click();
  const people = page.getByRole('dialog', { name: fill(enApp.manageColleaguesOf, { name: company.name }) });

  const makeOwner = async (name: string) => {
    await people.getByRole('button', { name: fill(enApp.makeOwnerOf, { name }) }).click();
    await page
      .getByRole('dialog', { name: enApp.makeOwnerTitle })
      .getByRole('button', { name: enApp.makeOwner })
      .click();
  };
  // The second owner is included: no price to confirm.
  await makeOwner(second.fullName);
  await expect(notice(page, 'The colleague is now an owner')).toBeVisible();
  await expect(priceDialog(page)).toHaveCount(0);

  await makeOwner(third.fullName);
  const dialog = priceDialog(page);
  await expect(dialog).toContainText(fill(enBilling.priceReasonOwner, { included: 2, seat: 'SEK 29.00' }));
  await expect(dialog.getByTestId('price-next')).toHaveText('SEK 29.00');
  await dialog.getByRole('button', { name: enBilling.priceConfirm }).click();
  await expect.poll(async () => (await services(page.request, company.shortId)).owners).toBe(3);
  expect((await services(page.request, company.shortId)).monthly.ownerSeats).toBe(2_900);
});
