// The administrator's desk (issue 11): users (find one, disable them after "Disable account?" so that their next
// login is refused with the API's message, enable them again), invoices (bill last month for two companies whose
// subscriptions started then, mark one invoice paid, credit the other with a reason), inquiries (one sent through
// the contact form appears open, is read and marked handled) and the accounting integration (the e2e server has
// no ACCOUNTING_* variables: the page says how to connect it; the provider's redirect notice shows once) and the
// Wallet services (the e2e server has both, with test credentials; a server with neither is its answer changed).
// The administrator is a signed-up account whose role is set in the database, as in the other specs.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { GOOGLE_ISSUER, PASS_TYPE_ID, TEAM_ID } from '../api/src/modules/wallet/test-kit';
import { admin as en } from '../shared/i18n/en/admin';
import { api as apiEn } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { site } from '../shared/i18n/en/site';
import type { AdminUserRow } from '../shared/types/billing';
import { signUpViaApi, uid } from './support/api';
import { accessible, fill } from './support/checks';
import { call, openDashboard, orderingOwner, sql } from './support/orders';
import { settleVisitor, waitForIslands } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

/** An administrator signed in on `page`, with the dashboard open on a tab of the Administrator page. */
async function administrator(page: Page, tab: string) {
  const person = await signUpViaApi(page.request, 'Ada Administratör', 'adm');
  await sql("update users set role = 'administrator', is_verified = 1 where email = ?", [person.email]);
  await openDashboard(page, `/dashboard/administrator/${tab}`);
  return person;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: en.tabsLabel });

/** Nothing wider than the phone's screen, nor hidden behind a sideways scroll of the table's box. */
async function fitsPhone(page: Page, testId: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const hidden = await page
    .getByTestId(testId)
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(hidden).toBeLessThanOrEqual(0);
}

/** The login dialog of the start page, filled and sent (the caller checks what happened). */
async function tryLogin(page: Page, login: string, password: string) {
  await page.goto('/en/login/');
  const dialog = page.getByRole('dialog', { name: app.loginTitle });
  await dialog.getByLabel(app.loginField).fill(login);
  await dialog.getByLabel(app.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: app.loginSubmit }).click();
  return dialog;
}

test('an administrator finds a user, disables them (their login is refused) and enables them again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const user = await signUpViaApi(other.request, 'Birgitta Blom', 'usr');
  await other.close();
  await administrator(page, 'users');
  await expect(tabs(page).getByRole('link', { name: en.tabUsers })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: en.usersSearch }).fill(user.username);
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  const row = page.locator(`[data-testid="user-row"][data-user="${user.username}"]`);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText(en.roleUser);
  await expect(row).toContainText(en.accountActive);
  await accessible(page, 'users');

  await test.step('an unverified address gets the verification mail again', async () => {
    await row.getByRole('button', { name: fill(en.resendNamed, { name: user.fullName }) }).click();
    await expect(page.getByText(fill(en.resendDone, { email: user.email }))).toBeVisible();
  });

  await test.step('"Disable account?": Cancel leaves it, Disable disables it', async () => {
    const disable = row.getByRole('button', { name: fill(en.disableNamed, { name: user.fullName }) });
    await disable.click();
    let confirm = page.getByRole('dialog', { name: en.disableTitle });
    await expect(confirm).toContainText(fill(en.disableText, { name: user.fullName }));
    await confirm.getByRole('button', { name: app.cancel, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText(en.accountActive);
    await disable.click();
    confirm = page.getByRole('dialog', { name: en.disableTitle });
    await confirm.getByRole('button', { name: en.disable, exact: true }).click();
    await expect(row).toContainText(en.accountDisabled);
    const listed = await call<AdminUserRow[]>(page.request, 'get', `/admin/users?q=${user.username}`);
    expect(listed.map((u) => [u.username, u.disabled])).toEqual([[user.username, true]]);
  });

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  await settleVisitor(visitor, { lang: 'en' });
  const theirs = await visitor.newPage();
  await test.step('their login is refused with the message', async () => {
    const dialog = await tryLogin(theirs, user.username, user.password);
    await expect(dialog.getByText(apiEn.accountDisabled)).toBeVisible();
    await expect(theirs.getByTestId('dashboard')).toHaveCount(0);
  });

  await test.step('enabled again, they log in', async () => {
    await row.getByRole('button', { name: fill(en.enableNamed, { name: user.fullName }) }).click();
    await expect(row).toContainText(en.accountActive);
    await tryLogin(theirs, user.username, user.password);
    await expect(theirs).toHaveURL(/\/dashboard\/profiles$/);
    await expect(theirs.getByTestId('dashboard')).toBeVisible();
  });
  await visitor.close();

  await test.step('on a phone each user is a card, nothing off screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await fitsPhone(page, 'admin-users');
    const action = row.getByRole('button', { name: fill(en.disableNamed, { name: user.fullName }) });
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport();
    // A tab at the end of the row, opened by its address, is scrolled into sight in the tab row.
    await page.goto('/dashboard/administrator/accounting');
    await expect(tabs(page).getByRole('link', { name: en.tabAccounting })).toBeInViewport();
  });
});

/** A verified owner of a company with billing info whose monthly subscription it has paid since last month. */
async function subscribedLastMonth(browser: Browser, fullName: string, companyName: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const { person, company } = await orderingOwner(context.request, fullName, companyName);
  await call(context.request, 'post', '/subscriptions/me', { plan: 'monthly', companyId: company.shortId });
  const now = new Date();
  const started = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 3, 9);
  await sql('update subscriptions set started_at = ?, created_at = ? where user_email = ?', [
    String(started),
    String(started),
    person.email,
  ]);
  await context.close();
  return { person, company, name: companyName };
}

test('an administrator bills last month, marks an invoice paid and credits another', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uid().slice(-6);
  const paying = await subscribedLastMonth(browser, 'Pia Persson', `Betalande AB ${tag}`);
  const credited = await subscribedLastMonth(browser, 'Kalle Kredit', `Krediterade AB ${tag}`);
  await administrator(page, 'invoices');
  const result = page.getByTestId('billing-result');
  const invoices = page.getByTestId('invoice-row');

  await test.step('bill a month: the month before this one is chosen, the run says what it made', async () => {
    await page.getByRole('button', { name: en.billRun }).click();
    const confirm = page.getByRole('dialog', { name: en.billTitle });
    await confirm.getByRole('button', { name: en.billRun }).click();
    await expect(result).toContainText(/\d+/);
    await accessible(page, 'invoices after a run');
  });

  await test.step('mark paid: the company filter, the PDF, "Mark as paid?"', async () => {
    await page.getByLabel(en.invoicesCompany).selectOption({ label: paying.name });
    const row = invoices.first();
    // The rows of the last filter stay until the new ones come: wait for the company's own.
    await expect(row).toContainText(paying.name);
    await expect(invoices).toHaveCount(1);
    await expect(row).toContainText(en.statusOpen);
    const number = (await row.getAttribute('data-invoice')) ?? '';
    // The OCR reference a payment names: the number, a length digit and the check digit.
    await expect(row.getByTestId('invoice-ocr')).toHaveText(new RegExp(`^OCR ${number}\\d{2}$`));
    const pdfLink = row.getByRole('link', { name: fill(en.downloadPdfNamed, { number }) });
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await row.getByRole('button', { name: fill(en.markPaidNamed, { number }) }).click();
    const confirm = page.getByRole('dialog', { name: en.paidTitle });
    await expect(confirm).toContainText(paying.name);
    await confirm.getByRole('button', { name: en.markPaid }).click();
    await expect(row).toContainText(en.statusPaid);
    await expect(row.getByRole('button', { name: fill(en.markPaidNamed, { number }) })).toHaveCount(0);
  });

  await test.step('credit: a reason is required, then a credit note stands beside the invoice', async () => {
    await page.getByLabel(en.invoicesCompany).selectOption({ label: credited.name });
    await expect(invoices.first()).toContainText(credited.name);
    await expect(invoices).toHaveCount(1);
    const number = (await invoices.first().getAttribute('data-invoice')) ?? '';
    await invoices
      .first()
      .getByRole('button', { name: fill(en.creditNamed, { number }) })
      .click();
    const dialog = page.getByRole('dialog', { name: fill(en.creditTitle, { number }) });
    await dialog.getByRole('button', { name: en.creditConfirm }).click();
    await expect(dialog.getByText(en.creditReasonMissing)).toBeVisible();
    await accessible(page, 'the credit dialog with its error');
    await dialog.getByLabel(en.creditReason).fill('Charged twice by mistake');
    await dialog.getByRole('button', { name: en.creditConfirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(fill(en.creditDone, { number }))).toBeVisible();
    await expect(invoices).toHaveCount(2);
    const original = page.locator(`[data-testid="invoice-row"][data-invoice="${number}"]`);
    await expect(original).toContainText(en.statusCredited);
    const note = invoices.filter({ hasText: en.creditNote });
    await expect(note).toContainText(fill(en.creditsInvoice, { number }));
  });

  await test.step('running the month again bills nothing twice', async () => {
    await page.getByLabel(en.invoicesCompany).selectOption({ label: en.invoicesCompanyAll });
    await page.getByRole('button', { name: en.billRun }).click();
    const ran = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/billing/run'));
    await page.getByRole('dialog', { name: en.billTitle }).getByRole('button', { name: en.billRun }).click();
    expect((await ran).status()).toBe(200);
    await page.getByLabel(en.invoicesCompany).selectOption({ label: paying.name });
    await expect(invoices.first()).toContainText(paying.name);
    await expect(invoices).toHaveCount(1);
    await expect(invoices.first()).toContainText(en.statusPaid);
    await page.getByLabel(en.invoicesCompany).selectOption({ label: credited.name });
    await expect(invoices.first()).toContainText(credited.name);
    await expect(invoices).toHaveCount(2);
  });
});

test('an inquiry sent through the contact form appears open and is marked handled', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const token = `Cards ${uid()}`;
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    // Its own address, so the contact form's per-address limit is not shared with other specs.
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  await settleVisitor(visitor, { lang: 'en' });
  const form = await visitor.newPage();
  await form.goto('/en/contact/');
  await waitForIslands(form);
  await form.getByLabel(site['contact.name']).fill('Maija Virtanen');
  await form.getByLabel(site['contact.email']).fill('maija@example.fi');
  await form.getByLabel(site['contact.subject']).fill(token);
  await form
    .getByLabel(site['contact.message'], { exact: true })
    .fill('We need twelve gold cards.\nBy Friday?');
  await form.getByRole('button', { name: site['contact.send'] }).click();
  await expect(form.getByRole('status')).toHaveText(apiEn.inquirySent, { timeout: 15_000 });
  await visitor.close();

  await administrator(page, 'inquiries');
  const row = page.getByTestId('inquiry-row').filter({ hasText: token });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(en.inquiryOpen);
  await expect(row.getByRole('link', { name: 'maija@example.fi' })).toHaveAttribute(
    'href',
    /^mailto:maija@example\.fi\?subject=Re/,
  );
  const message = row.getByText('We need twelve gold cards.');
  await expect(message).toBeHidden();
  await row.getByText(token).click();
  await expect(message).toBeVisible();
  await accessible(page, 'inquiries');

  await row.getByRole('button', { name: fill(en.markHandledNamed, { name: 'Maija Virtanen' }) }).click();
  await expect(row).toContainText(en.inquiryHandled);
  await expect(page.getByText(fill(en.handledDone, { name: 'Maija Virtanen' }))).toBeVisible();

  await page.getByLabel(en.inquiriesShow).selectOption(en.inquiriesShowOpen);
  await expect(row).toHaveCount(0);
  await page.getByLabel(en.inquiriesShow).selectOption(en.inquiriesShowHandled);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: fill(en.reopenNamed, { name: 'Maija Virtanen' }) }).click();
  await expect(row).toHaveCount(0);
});

test('without configuration the accounting tab says how to connect; the redirect notice shows once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.addInitScript(() => localStorage.setItem('themeMode', 'dark'));
  await administrator(page, 'accounting');
  const setup = page.getByTestId('accounting-setup');
  await expect(setup).toContainText('ACCOUNTING_CLIENT_ID');
  await expect(setup).toContainText('ACCOUNTING_CLIENT_SECRET');
  await expect(page.getByTestId('accounting-redirect')).toHaveText(
    `${process.env.E2E_BASE_URL}/api/v1/admin/accounting/callback`,
  );
  for (const scope of ['companyinformation', 'customer', 'order'])
    await expect(setup.getByRole('listitem').filter({ hasText: new RegExp(`^${scope}$`) })).toHaveCount(1);
  // Nothing to press that could not work: no connect link without configuration.
  await expect(page.getByRole('link', { name: /Connect/ })).toHaveCount(0);
  await accessible(page, 'accounting, not configured, dark');

  await page.goto('/dashboard/administrator/accounting?accounting=error&reason=refused');
  const notice = page.getByRole('alert').filter({ hasText: en.connectError });
  await expect(notice).toContainText(en.reasonRefused);
  await expect(page).toHaveURL(/\/dashboard\/administrator\/accounting$/);
  await page.reload();
  await expect(page.getByTestId('accounting-setup')).toBeVisible();
  await expect(page.getByText(en.connectError)).toHaveCount(0);

  await test.step('every tab of the page is an address of its own', async () => {
    for (const [label, path] of [
      [en.tabCompanies, 'companies'],
      [en.tabUsers, 'users'],
      [en.tabOrders, ''],
    ] as const) {
      await tabs(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/administrator${path ? `/${path}` : ''}$`));
      await expect(tabs(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/administrator\/users$/);
  });
});

test('the Wallet tab says which Wallet services are configured and what each needs, never a secret', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await administrator(page, 'wallet');
  await expect(tabs(page).getByRole('link', { name: en.tabWallet })).toHaveAttribute('aria-current', 'page');
  const variable = (service: Locator, name: string) => service.locator(`[data-variable="${name}"]`);

  await test.step('this server has both, with a test certificate, on plain http', async () => {
    const apple = page.getByTestId('wallet-apple');
    await expect(apple.getByRole('heading', { level: 3 })).toContainText(en.walletOn);
    await expect(apple).toContainText(PASS_TYPE_ID);
    await expect(apple).toContainText(TEAM_ID);
    await expect(apple).toContainText('https://api.push.apple.com');
    await expect(apple).toContainText(`${process.env.E2E_BASE_URL}/api/wallet/apple`);
    // The test certificate lasts 30 days, and devices refuse a plain-http web service: both are said.
    await expect(apple.getByRole('alert').filter({ hasText: /^The pass certificate expires/ })).toHaveCount(
      1,
    );
    await expect(apple.getByRole('alert').filter({ hasText: en.walletWebServiceHttp })).toHaveCount(1);
    for (const name of [
      'APPLE_PASS_TYPE_ID',
      'APPLE_TEAM_ID',
      'APPLE_PASS_CERT',
      'APPLE_PASS_KEY',
      'APPLE_WWDR_CERT',
    ])
      await expect(variable(apple, name)).toContainText(en.walletSet);
    await expect(variable(apple, 'APPLE_APNS_URL')).toContainText(en.walletUnsetOptional);
    const google = page.getByTestId('wallet-google');
    await expect(google.getByRole('heading', { level: 3 })).toContainText(en.walletOn);
    await expect(google).toContainText(GOOGLE_ISSUER);
    await expect(google).toContainText(en.walletGoogleUpdates);
    await expect(google).toContainText(`${process.env.E2E_GOOGLE_URL}/walletobjects/v1`);
    await expect(variable(google, 'GOOGLE_WALLET_SERVICE_ACCOUNT')).toContainText(en.walletSet);
    await expect(variable(google, 'GOOGLE_WALLET_API_URL')).toContainText(en.walletSet);
    const html = await page.content();
    for (const secret of ['PRIVATE KEY', 'BEGIN CERTIFICATE', 'private_key'])
      expect(html).not.toContain(secret);
    await accessible(page, 'wallet, configured');
  });

  await test.step('a server without Wallet: both off, every variable missing, with what it is', async () => {
    // This server has both; the answer of one that has neither, made from the real one.
    await page.route('**/api/v1/admin/wallet', async (route) => {
      const real = (await (await route.fetch()).json()) as { data: Record<string, Record<string, unknown>> };
      const off = (service: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(service).map(([key, value]) => [
            key,
            key === 'variables'
              ? (value as { name: string; required: boolean }[]).map((v) => ({ ...v, set: false }))
              : key === 'configured'
                ? false
                : key === 'webServiceUrl'
                  ? value
                  : null,
          ]),
        );
      await route.fulfill({
        json: { ...real, data: { apple: off(real.data.apple), google: off(real.data.google) } },
      });
    });
    await page.reload();
    const apple = page.getByTestId('wallet-apple');
    await expect(apple.getByRole('heading', { level: 3 })).toContainText(en.walletOff);
    await expect(apple).toContainText(en.walletAppleOff);
    await expect(variable(apple, 'APPLE_PASS_CERT')).toContainText(en.walletMissing);
    await expect(variable(apple, 'APPLE_PASS_CERT')).toContainText(en.walletVarPassCert);
    await expect(variable(apple, 'APPLE_PASS_KEY_PASSPHRASE')).toContainText(en.walletUnsetOptional);
    await expect(apple).not.toContainText(PASS_TYPE_ID);
    const google = page.getByTestId('wallet-google');
    await expect(google.getByRole('heading', { level: 3 })).toContainText(en.walletOff);
    await expect(variable(google, 'GOOGLE_WALLET_ISSUER_ID')).toContainText(en.walletMissing);
    await expect(variable(google, 'GOOGLE_WALLET_ISSUER_ID')).toContainText(en.walletVarIssuer);
    await accessible(page, 'wallet, not configured');
  });

  await test.step('on a phone nothing is off screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The last tab, opened by its address, is scrolled into sight in the tab row.
    await page.reload();
    await expect(page.getByTestId('wallet-apple')).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: en.tabWallet })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
