// A passcode-protected dynatag whose budget of wrong guesses was spent from many addresses (issue 20): in a
// real browser the /d page's passcode form solves the human check itself when sent, and the right passcode
// opens the tag; before the budget is spent the page carries no script at all. Test data through the API.
import { expect, test } from '@playwright/test';
import { dynatag as en } from '../shared/i18n/en/dynatag';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';

test('after 10 wrong guesses from 10 addresses, a visitor opens the tag through the human check', async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL });
  await signUpViaApi(owner.request, 'Greta Budget', 'gbud');
  const company = await owner.request.post('/api/v1/companies', {
    data: { name: 'Budget Bygg AB', billing: BILLING_INFO },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { data: { shortId: string } }).data.shortId;
  const created = await postTag(owner.request, companyId, {
    name: 'Members',
    label: 'Members only',
    passcode: '4711',
    modules: [{ id: 'w', type: 'wysiwyg', html: '<p>The fair price list</p>' }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const tagId = ((await created.json()) as { data: { id: string } }).data.id;

  const visitor = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.200' },
  });
  const page = await visitor.newPage();
  await page.goto(`/d/${tagId}`);
  await expect(page.getByLabel(en.passcode)).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);

  // Ten wrong guesses, each from another address (a client writing its own X-Forwarded-For).
  for (let n = 1; n <= 10; n++) {
    const res = await owner.request.post(`/api/v1/dynatags/public/${tagId}`, {
      headers: { 'x-forwarded-for': `198.18.40.${n}` },
      data: { passcode: `000${n}` },
    });
    expect(res.status()).toBe(200);
  }
  const asked = await owner.request.post(`/api/v1/dynatags/public/${tagId}`, {
    headers: { 'x-forwarded-for': '198.18.40.11' },
    data: { passcode: '4711' },
  });
  expect(asked.status()).toBe(422);

  await page.reload();
  await expect(page.getByText(en.passcodeHuman)).toBeVisible();
  await page.getByLabel(en.passcode).fill('4711');
  await page.getByRole('button', { name: en.open }).click();
  await expect(page.getByText('The fair price list')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(en.passcode)).toHaveCount(0);
  await owner.close();
  await visitor.close();
});
