// A new user, as a person would click (issue 3): sign up through the dialog, verify through the mailed
// link, log in, set an avatar, turn on 2FA with a code computed here, log out, log in again with 2FA,
// and be sent back to the start page with a notice when opening the dashboard signed out.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import sharp from 'sharp';
import { mailLink } from './mail';

test.use({ locale: 'en-GB' });

type NewUser = { email: string; username: string; fullName: string; password: string };

const newUser = (tag: string): NewUser => {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${id}@example.com`,
    username: `u_${id}`,
    fullName: 'Ada Lindqvist',
    password: 'correct horse battery',
  };
};

const notice = (page: Page, text: string | RegExp) => page.getByTestId('notice').filter({ hasText: text });
const header = (page: Page) => page.getByRole('banner');

async function signUp(page: Page, user: NewUser) {
  await page.goto('/en/');
  // A first visit: the cookie notice stays above every dialog until it is accepted (issue 8).
  await page
    .getByRole('dialog', { name: 'Cookies on Dynacard' })
    .getByRole('button', { name: 'OK, got it' })
    .click();
  await header(page).getByRole('link', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Full name').fill(user.fullName);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profiles$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
}

async function logIn(page: Page, user: NewUser, code?: () => string, via: 'header' | 'address' = 'header') {
  if (via === 'address') {
    // /login leads to the start page with ?login=true; the dialog opens and the query leaves the address bar.
    await page.goto('/en/login/');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/$/);
  } else {
    await header(page).getByRole('link', { name: 'Log in' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or username').fill(user.username);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  if (code) {
    await expect(dialog.getByText('Two-factor authentication')).toBeVisible();
    await dialog.getByLabel('6-digit code').fill(code());
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/profiles$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

async function logOut(page: Page) {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/(en\/)?$/);
  await expect(notice(page, 'You are logged out')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('a new user signs up, verifies, sets an avatar, turns on 2FA and logs in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser('flow');

  await test.step('sign up through the dialog', async () => {
    await signUp(page, user);
    await expect(page.getByTestId('verify-bar')).toContainText(user.email);
  });

  await test.step('verify through the link in the mail', async () => {
    await page.goto(await mailLink(user.email, '/verify-email'));
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-state', 'ok');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('verify-bar')).toHaveCount(0);
  });

  await test.step('log out and log in (from the /login address)', async () => {
    await logOut(page);
    await logIn(page, user, undefined, 'address');
  });

  await test.step('set an avatar: crop, then upload', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account settings' });
    const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await settings
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(crop).toBeVisible();
    await crop.getByRole('application', { name: 'Picture to crop' }).press('ArrowLeft');
    await crop.getByRole('button', { name: 'Use picture' }).click();
    await expect(crop).toHaveCount(0);
    await expect(notice(page, 'Your profile is saved')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', /\/avatar\?v=/);
  });

  let secret = '';
  await test.step('turn on 2FA with a code computed by the test', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account settings' });
    await settings.getByRole('tab', { name: '2FA' }).click();
    await settings.getByRole('button', { name: 'Start setup' }).click();
    await expect(
      settings.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg'),
    ).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Open authenticator app' })).toHaveCount(0);
    await settings.getByRole('button', { name: 'On this phone' }).click();
    await expect(settings.getByRole('link', { name: 'Open authenticator app' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\//,
    );
    await settings.getByRole('button', { name: 'Copy text' }).first().click();
    secret = (await settings.getByTestId('otp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await settings.getByRole('button', { name: 'Copy text' }).click();
    await expect(notice(page, 'Copied to clipboard')).toBeVisible();
    await settings.getByRole('button', { name: 'Next' }).click();
    await settings.getByLabel('6-digit code').fill(await generate({ secret }));
    await settings.getByRole('button', { name: 'Turn on' }).click();
    await expect(settings.getByText('Two-factor authentication is on')).toBeVisible();
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(settings).toHaveCount(0);
  });

  await test.step('log out, and log in again with a 2FA code', async () => {
    await logOut(page);
    // A code is accepted once: the next time step's code (within the allowed clock drift) is a new one.
    const next = Math.floor(Date.now() / 1000) + 30;
    const code = await generate({ secret, epoch: next });
    await logIn(page, user, () => code);
  });

  await test.step('signed out, a dashboard address leads back to the start page with the notice', async () => {
    await logOut(page);
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/(en\/)?$/);
    const warning = notice(page, 'Please login to access this page');
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute('data-color', 'error');
  });
});

test('the dashboard frame has no serious accessibility problems, light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, newUser('axe'));
  const check = async (what: string) => {
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  };
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('themeMode', mode), theme);
    await page.goto('/dashboard/orders');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await check(`${theme} orders`);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Account settings' })).toBeVisible();
    await check(`${theme} settings`);
    await page.keyboard.press('Escape');
  }
  // Signed in, /login sends to the dashboard; the language menu switches the dashboard at the same address.
  await page.goto('/en/login/');
  await expect(page).toHaveURL(/\/dashboard\/profiles$/);
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.locator('[popovertarget="language-menu"]').click();
  await page.locator('#language-menu').getByRole('link', { name: 'Suomi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tilaukset' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});

test('dialogs stack and close with Back and Escape; a lost session asks to log in again; delete account', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const user = newUser('dlg');
  await signUp(page, user);
  const settings = page.getByRole('dialog', { name: 'Account settings' });

  await test.step('browser Back closes the latest dialog first, then navigates', async () => {
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await page.getByRole('button', { name: 'Settings' }).click();
    await settings.getByRole('tab', { name: 'API' }).click();
    await settings.getByLabel('Name of the new key').fill('Build server');
    await settings.getByRole('button', { name: 'Create key' }).click();
    await expect(settings.getByTestId('new-api-key')).toHaveText(/^dc_/);
    await settings.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke key?' });
    await expect(confirm).toBeVisible();
    await page.goBack();
    await expect(confirm).toHaveCount(0);
    await expect(settings).toBeVisible();
    await page.goBack();
    await expect(settings).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/profiles$/);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(settings).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
  });

  await test.step('a 401 opens the re-login dialog; logging in there keeps the page', async () => {
    await page.context().clearCookies();
    await page.getByTestId('verify-bar').getByRole('button', { name: 'Send the link again' }).click();
    const relogin = page.getByRole('dialog', { name: 'Log in again' });
    await expect(relogin.getByText('Session expired, log in again')).toBeVisible();
    await relogin.getByLabel('Email or username').fill(user.email);
    await relogin.getByLabel('Password', { exact: true }).fill(user.password);
    await relogin.getByRole('button', { name: 'Log in' }).click();
    await expect(relogin).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/profiles$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
  });

  await test.step('a session ended elsewhere (666) logs out with its message', async () => {
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await other.addCookies(await page.context().cookies());
    const response = await other.request.post('/api/v1/auth/logout', {
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(response.ok()).toBe(true);
    await other.close();
    // The Subscriptions page loads the subscription: that call meets the ended session.
    await page.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/(en\/)?$/);
    await expect(notice(page, 'Your session has ended, please log in again')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  await test.step('delete the account with the password and a confirmation', async () => {
    await logIn(page, user);
    await page.getByRole('button', { name: 'Settings' }).click();
    await settings.getByRole('tab', { name: 'Delete account' }).click();
    await settings.getByLabel('Current password').fill(user.password);
    await settings.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
    await settings.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('dialog', { name: 'Delete account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await expect(page).toHaveURL(/\/(en\/)?$/);
    await expect(notice(page, 'Your account and all its data are deleted')).toBeVisible();
  });
});
