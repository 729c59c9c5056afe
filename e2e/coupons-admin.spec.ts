// The administrator's discount codes (issue 10): an administrator creates a coupon in the Administrator page
// (amounts typed in kronor, stored in öre), edits it, disables it and enables it again; a code taken in
// another case is refused under the field. A normal user cannot reach the coupons API (403). The
// administrator is made the way the API tests do it: a signed-up account whose role is set in the database.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { orders as en } from '../shared/i18n/en/orders';
import type { CouponView } from '../shared/types/orders';
import { signUpViaApi, uid } from './support/api';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });

type Envelope<T> = { success: boolean; message: string; data: T };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

async function makeAdministrator(email: string) {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR ?? '', 'dynacard.db')}` });
  await db.execute({ sql: "update users set role = 'administrator' where email = ?", args: [email] });
  db.close();
}

async function couponByCode(api: APIRequestContext, code: string) {
  const res = await api.get('/api/v1/coupons');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<CouponView[]>).data.find((c) => c.code === code);
}

/** No serious or critical WCAG 2.1 AA finding in the coupons section (and its dialog when open). */
async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .include('[aria-labelledby="admin-coupons"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens the dashboard as the account signed in through `page.request`. */
async function openAdministrator(page: Page) {
  const me = ((await (await page.request.get('/api/v1/users/me')).json()) as Envelope<object>).data;
  await page.goto('/en/');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me);
  await page.goto('/dashboard/administrator/coupons');
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

test('an administrator creates, edits, disables and enables a coupon', async ({ page, context }) => {
  test.setTimeout(90_000);
  await settleVisitor(context, { lang: 'en' });
  const admin = await signUpViaApi(page.request, 'Ada Administrator', 'adm');
  await makeAdministrator(admin.email);
  await openAdministrator(page);

  const code = `e2e-${uid()}`.slice(0, 32);
  const CODE = code.toUpperCase();
  const row = page.getByTestId('coupons-table').locator(`tr[data-code="${CODE}"]`);

  await test.step('create: kronor typed, öre stored, the code upper case', async () => {
    await page.getByRole('button', { name: en.couponNew }).click();
    const dialog = page.getByRole('dialog', { name: en.couponFormNew });
    // Nothing filled: the schema's message under the code, nothing sent
    await dialog.getByRole('button', { name: en.couponCreate }).click();
    await expect(dialog.getByText('A discount code is 3 to 32 letters, digits, - or _')).toBeVisible();
    await expectAccessible(page, 'the new-coupon dialog with its errors');
    await dialog.getByLabel(en.couponFieldCode, { exact: true }).fill(code);
    await dialog.getByLabel(en.couponFieldAmount, { exact: true }).fill('100,50');
    await dialog.getByLabel(en.couponFieldPercent, { exact: true }).fill('10');
    await dialog.getByLabel(en.couponFieldMinimum, { exact: true }).fill('500');
    await dialog.getByLabel(en.couponFieldMaxValue, { exact: true }).fill('150');
    await dialog.getByLabel(en.couponFieldMaxUses, { exact: true }).fill('25');
    await dialog.getByLabel(en.couponFieldCombinable, { exact: true }).check();
    await dialog.getByRole('button', { name: en.couponCreate }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(fill(en.couponEffectPercent, { percent: 10 }));
    await expect(row).toContainText(fill(en.couponUsesOf, { uses: 0, max: 25 }));
    await expect(row).toContainText(en.couponStatusActive);
    await expectAccessible(page, 'the coupons table');
    expect(await couponByCode(page.request, CODE)).toMatchObject({
      discountAmount: 10050,
      discountPercent: 10,
      minSubtotal: 50000,
      maxValue: 15000,
      maxUses: 25,
      combinable: true,
      freeShipping: false,
      disabled: false,
    });
  });

  await test.step('the same code in lower case is refused under the field', async () => {
    await page.getByRole('button', { name: en.couponNew }).click();
    const dialog = page.getByRole('dialog', { name: en.couponFormNew });
    await dialog.getByLabel(en.couponFieldCode, { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel(en.couponFieldPercent, { exact: true }).fill('5');
    await dialog.getByRole('button', { name: en.couponCreate }).click();
    await expect(dialog.getByText('There is already a coupon with that code')).toBeVisible();
    await dialog.getByRole('button', { name: en.couponCancel }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('edit: the form shows kronor; the change is stored', async () => {
    await page.getByRole('button', { name: fill(en.couponEditNamed, { code: CODE }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(en.couponFormEdit, { code: CODE }) });
    await expect(dialog.getByLabel(en.couponFieldAmount, { exact: true })).toHaveValue('100,50');
    await expect(dialog.getByLabel(en.couponFieldMaxValue, { exact: true })).toHaveValue('150');
    await dialog.getByLabel(en.couponFieldPercent, { exact: true }).fill('20');
    await dialog.getByLabel(en.couponFieldFreeShipping, { exact: true }).check();
    await dialog.getByRole('button', { name: en.couponSave }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(fill(en.couponEffectPercent, { percent: 20 }));
    await expect(row).toContainText(en.couponEffectFreeShipping);
    expect(await couponByCode(page.request, CODE)).toMatchObject({
      discountAmount: 10050,
      discountPercent: 20,
      freeShipping: true,
    });
  });

  await test.step('disable, then enable again', async () => {
    await page.getByRole('button', { name: fill(en.couponDisableNamed, { code: CODE }) }).click();
    await expect(row).toContainText(en.couponStatusDisabled);
    expect((await couponByCode(page.request, CODE))?.disabled).toBe(true);
    await page.getByRole('button', { name: fill(en.couponEnableNamed, { code: CODE }) }).click();
    await expect(row).toContainText(en.couponStatusActive);
    expect((await couponByCode(page.request, CODE))?.disabled).toBe(false);
  });
});

test('a normal user cannot reach the coupons API', async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signUpViaApi(api, 'Ulla User', 'usr');
  expect((await api.get('/api/v1/coupons')).status()).toBe(403);
  const create = await api.post('/api/v1/coupons', {
    headers: { 'x-target-lang': 'en' },
    data: { code: `U${uid()}`.slice(0, 30), discountPercent: 50 },
  });
  expect(create.status()).toBe(403);
  expect(((await create.json()) as Envelope<null>).message).toBe('Only an administrator can do that');
  await api.dispose();
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get('/api/v1/coupons')).status()).toBe(401);
  await anonymous.dispose();
});
