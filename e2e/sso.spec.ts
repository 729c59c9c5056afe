// Single sign-on, end to end in a real browser (issue 23): an owner adds the company's mail domain in the company
// dialog and sees its TXT record (the DNS proof itself is proven by the API tests against a real DNS server, so
// here the domain is marked verified in the database), connects a real OpenID provider that this test runs; then
// a new person of that domain chooses "Continue with your company" in the login dialog (phone, dark theme), signs
// in on the provider's pages and lands on the dashboard as a new colleague. A failed sign-in's key shows its text.
// Someone whose address already has an account of its own confirms it once on /connect-account (issue 28).
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { startOidcProvider } from '../api/test/oidc-provider';
import { api as apiTexts } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { app as fiApp } from '../shared/i18n/fi/app';
import { PASSWORD, signUpViaApi, uid } from './support/api';
import { BILLING_INFO } from './support/billing';
import { accessible, fill } from './support/checks';
import { openDashboard, sql } from './support/orders';
import { API, settleVisitor, waitForIslands } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const COMPANY = 'Kontorsbolaget AB';

/** An owner signed up in `page`'s browser, with the company; its shortId. */
async function ownerWithCompany(page: Page) {
  await signUpViaApi(page.request, 'Olle Owner', 'sso');
  const made = await page.request.post('/api/v1/companies', {
    data: { name: COMPANY, billing: BILLING_INFO },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { shortId: string } }).data.shortId;
}

/** The provider's own development pages: the address, any password, then consent. */
async function atProvider(page: Page, issuer: string, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuer}/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The login dialog's company way, asked for an address: the dialog, with its button to the provider. */
async function companyWay(page: Page, email: string) {
  await page.goto('/en/login/');
  const login = page.getByRole('dialog', { name: app.loginTitle });
  await login.getByRole('button', { name: app.ssoWay }).click();
  await login.getByLabel(app.ssoWorkEmail).fill(email);
  await login.getByRole('button', { name: app.ssoLookup }).click();
  return login;
}

async function openSsoTab(page: Page) {
  await page.getByRole('button', { name: app.editCompany }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(app.editCompanyTitle, { name: COMPANY }) });
  await dialog.getByRole('tab', { name: app.tabSso }).click();
  await expect(dialog.getByTestId('company-sso')).toBeVisible();
  return dialog;
}

test('an owner proves a mail domain and connects a provider; a new colleague signs in through it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const idp = await startOidcProvider({ redirectUri: `${baseURL}/api/v1/auth/sso/callback` });
  try {
    await ownerWithCompany(page);

    // The domain: added, its TXT record shown with copy buttons; verifying before it is published says why not.
    await openDashboard(page, '/dashboard/companies');
    let dialog = await openSsoTab(page);
    const domain = `sso${uid()}.test`;
    await dialog.getByLabel(app.ssoDomainField, { exact: true }).fill(`@${domain.toUpperCase()}`);
    await dialog.getByRole('button', { name: app.ssoDomainAdd }).click();
    const row = dialog.locator(`[data-testid="sso-domain"][data-domain="${domain}"]`);
    await expect(row.getByText(app.ssoDomainUnverified)).toBeVisible();
    await expect(row.getByText(`_dynacard.${domain}`, { exact: true })).toBeVisible();
    await expect(row.getByText(/^dynacard-verify=/)).toBeVisible();
    await expect(row.getByRole('button', { name: fill(app.ssoDomainCopyName, { domain }) })).toBeVisible();
    await expect(row.getByRole('button', { name: fill(app.ssoDomainCopyValue, { domain }) })).toBeVisible();
    await row.getByRole('button', { name: fill(app.ssoDomainVerifyLabel, { domain }) }).click();
    await expect(row.getByRole('alert')).toHaveText(
      new RegExp(
        [fill(apiTexts.dnsTxtMissing, { host: domain }), apiTexts.dnsUnreachable]
          .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|'),
      ),
      { timeout: 30_000 },
    );
    await expect(dialog.getByText(app.ssoNeedsDomain)).toBeVisible();
    await accessible(page, 'the single sign-on tab');

    // The DNS proof found (in the database here): after a reload the domain is verified.
    await sql('update company_domains set verified_at = ? where domain = ?', [String(Date.now()), domain]);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    dialog = await openSsoTab(page);
    await expect(row.getByText(app.ssoDomainVerified, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: fill(app.ssoDomainVerifyLabel, { domain }) })).toHaveCount(
      0,
    );
    await expect(dialog.getByText(app.ssoNeedsDomain)).toHaveCount(0);

    // The provider: the form says what is missing, then connects with the issuer, client id and secret.
    const form = dialog.getByTestId('sso-provider-form');
    await expect(form.getByText(`${baseURL}/api/v1/auth/sso/callback`, { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: app.ssoCopyRedirectUri })).toBeVisible();
    await form.getByRole('radio', { name: app.ssoProviderOidc }).check();
    await form.getByRole('button', { name: app.ssoSave }).click();
    await expect(form.getByText(apiTexts.invalidSsoIssuer)).toBeVisible();
    await expect(form.getByText(apiTexts.invalidSsoClientId)).toBeVisible();
    await form.getByLabel(app.ssoIssuer, { exact: true }).fill(idp.issuer);
    await form.getByLabel(app.ssoClientId, { exact: true }).fill(idp.clientId);
    await form.getByLabel(app.ssoClientSecret, { exact: true }).fill(idp.clientSecret);
    await expect(form.getByRole('switch', { name: app.ssoRequire })).not.toBeChecked();
    await form.getByRole('button', { name: app.ssoSave }).click();
    const provider = dialog.getByTestId('sso-provider');
    await expect(
      provider.getByText(fill(app.ssoConnectedTo, { provider: app.ssoProviderOidc })),
    ).toBeVisible();
    await expect(form.getByText(app.ssoSecretStored)).toBeVisible();
    await expect(form.getByLabel(app.ssoClientSecret, { exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: app.ssoDisconnect })).toBeVisible();
    await accessible(page, 'the connected provider');

    // A new person of the domain, signed out, on a phone in the dark theme.
    const email = `nora.${uid()}@${domain}`;
    idp.setAccount(email, { email, email_verified: true, name: 'Nora Nilsson', job_title: 'Sales Manager' });
    const visitor = await browser.newContext({
      baseURL,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await settleVisitor(visitor, { lang: 'en', theme: 'dark' });
    const phone = await visitor.newPage();
    const login = await companyWay(phone, email);
    await expect(login.getByText(fill(app.ssoFound, { company: COMPANY }))).toBeVisible();
    const go = login.getByRole('link', { name: app.ssoWay });
    await expect(go).toBeVisible();
    await accessible(phone, 'the login dialog, continue with your company (phone, dark)');
    await go.click();

    await atProvider(phone, idp.issuer, email);

    // Back on the dashboard, signed in, a colleague of the company just in time.
    await expect(phone).toHaveURL(/\/dashboard/);
    await expect(phone.getByTestId('dashboard')).toBeVisible();
    const me = await phone.request.get('/api/v1/users/me');
    expect(((await me.json()) as { data: { email: string; fullName: string } }).data).toMatchObject({
      email,
      fullName: 'Nora Nilsson',
    });
    const mine = await phone.request.get('/api/v1/companies');
    expect(await mine.text()).toContain(COMPANY);
    await visitor.close();

    // The owner requires single sign-on: a password for that address is refused, with the company's button.
    await form.getByRole('switch', { name: app.ssoRequire }).check();
    await form.getByRole('button', { name: app.ssoSave }).click();
    await expect(page.getByText(apiTexts.ssoSaved).first()).toBeVisible();
    const other = await browser.newContext({ baseURL, locale: 'en-GB' });
    await settleVisitor(other, { lang: 'en' });
    const desk = await other.newPage();
    await desk.goto('/en/login/');
    const passwordLogin = desk.getByRole('dialog', { name: app.loginTitle });
    await passwordLogin.getByLabel(app.loginField).fill(email);
    await passwordLogin.getByLabel(app.password, { exact: true }).fill('a guessed password');
    await passwordLogin.getByRole('button', { name: app.loginSubmit }).click();
    await expect(passwordLogin.getByRole('alert')).toHaveText(apiTexts.ssoRequired);
    await expect(passwordLogin.getByRole('link', { name: app.ssoWay })).toHaveAttribute(
      'href',
      `/api/v1/auth/sso/start?email=${encodeURIComponent(email)}`,
    );
    await other.close();
  } finally {
    await idp.close();
  }
});

test('a failed sign-in at the provider comes back to the login dialog with its message, and only a known one', async ({
  page,
}) => {
  // Where the API sends the browser (/login, then the reader's language).
  await page.goto('/login?ssoError=ssoExpired');
  const dialog = page.getByRole('dialog', { name: app.loginTitle });
  await expect(dialog.getByRole('alert')).toHaveText(app.ssoErrorExpired);
  await expect(dialog.getByLabel(app.ssoWorkEmail)).toBeVisible();
  await expect(page).not.toHaveURL(/ssoError/);
  await accessible(page, 'the login dialog after a failed sign-in');

  await page.goto('/en/login/?ssoError=%3Cb%3EYour%20account%20is%20locked%3C%2Fb%3E');
  const en = page.getByRole('dialog', { name: app.loginTitle });
  await expect(en.getByLabel(app.loginField)).toBeVisible();
  await expect(en.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Your account is locked')).toHaveCount(0);
});

test("an account of the domain that is someone's own joins only once its owner confirms it with password and code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const idp = await startOidcProvider({ redirectUri: `${baseURL}/api/v1/auth/sso/callback` });
  try {
    // The company, its proved domain and its provider, set up through the API this time.
    const shortId = await ownerWithCompany(page);
    const domain = `sso${uid()}.test`;
    await page.request.post(`/api/v1/companies/${shortId}/sso/domains`, { data: { domain } });
    await sql('update company_domains set verified_at = ? where domain = ?', [String(Date.now()), domain]);
    const connected = await page.request.put(`/api/v1/companies/${shortId}/sso`, {
      data: {
        provider: 'oidc',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        requireSso: false,
      },
    });
    expect(connected.status(), await connected.text()).toBe(200);

    // Lisa's own account from before, with two-factor on; her address is in the company's domain.
    const own = await browser.newContext({ baseURL });
    const lisa = await signUpViaApi(own.request, 'Lisa Lind', 'lisa');
    const setup = await own.request.post('/api/v1/users/me/otp');
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    expect(
      (
        await own.request.patch('/api/v1/users/me/otp', { data: { token: await generate({ secret }) } })
      ).status(),
    ).toBe(200);
    await own.close();
    const email = `lisa.${uid()}@${domain}`;
    await sql('update users set email = ?, is_verified = 1 where username = ?', [email, lisa.username]);

    // Back from the provider she is not signed in: the page says whose account and which company, and asks.
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await settleVisitor(context, { lang: 'en' });
    const desk = await context.newPage();
    await (await companyWay(desk, email)).getByRole('link', { name: app.ssoWay }).click();
    await atProvider(desk, idp.issuer, email);
    await expect(desk).toHaveURL(/\/en\/connect-account\/$/);
    const form = desk.getByTestId('connect-account');
    await expect(form.getByText(fill(app.connectIntro, { company: COMPANY, email }))).toBeVisible();
    await expect(form.getByText(fill(app.connectExplain, { company: COMPANY }))).toBeVisible();
    expect(
      ((await (await desk.request.post('/api/v1/auth/status')).json()) as { data: { loggedIn: boolean } })
        .data.loggedIn,
    ).toBe(false);
    await accessible(desk, 'the connect-account page');

    await form.getByLabel(app.password, { exact: true }).fill('not her password');
    await form.getByRole('button', { name: app.connectSubmit }).click();
    await expect(form.getByText(apiTexts.passwordWrong)).toBeVisible();
    await form.getByLabel(app.password, { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: app.connectSubmit }).click();
    await expect(form.getByText(app.otpHelp)).toBeVisible();
    // A code is accepted once: the next time step's code is a new one.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await form.getByLabel(app.otpCode).fill(code);
    await form.getByRole('button', { name: app.connectSubmit }).click();

    // Signed in, a colleague of the company now.
    await expect(desk).toHaveURL(/\/dashboard/);
    await expect(desk.getByTestId('dashboard')).toBeVisible();
    expect(await (await desk.request.get('/api/v1/companies')).text()).toContain(COMPANY);
    await context.close();

    // The page without a pending link (used, expired, or another browser), in Finnish: the way to sign in again.
    const fi = await browser.newContext({ baseURL, locale: 'fi-FI' });
    await settleVisitor(fi, { lang: 'fi' });
    const later = await fi.newPage();
    await later.goto('/fi/connect-account/');
    await expect(later.getByRole('alert')).toHaveText(API.fi.ssoLinkExpired);
    await waitForIslands(later);
    await later.getByRole('main').getByRole('link', { name: fiApp.login }).click();
    const login = later.getByRole('dialog', { name: fiApp.loginTitle });
    await expect(login.getByRole('button', { name: fiApp.ssoWay })).toBeVisible();
    await fi.close();
  } finally {
    await idp.close();
  }
});
