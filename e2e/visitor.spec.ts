// A new visitor on the public site: languages, theme, drawer, contact form, 404, offline (SPEC §2, §4).
import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../shared/constants';
import { PASSWORD, signUpViaApi } from './support/api';
import { pageText } from './support/content';
import { API, pathIn, readOutbox, SITE, settleVisitor, waitForIslands } from './support/site';

test.describe('start page', () => {
  for (const lang of LANGUAGES) {
    test(`opens in ${lang}`, async ({ page, context }) => {
      await settleVisitor(context, { lang });
      const response = await page.goto(pathIn(lang, '/'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${pageText('start', lang).title} – Dynacard`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText('start', lang).hero.title);
      await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute('href', /\/fi\/$/);
      for (const item of ['nav.businessCard', 'nav.dynatags', 'nav.questions', 'nav.contact'] as const) {
        await expect(page.getByRole('navigation', { name: SITE[lang]['nav.mainLabel'] })).toContainText(
          SITE[lang][item],
        );
      }
    });
  }

  test('a first visit follows the browser language from the server, then the stored choice', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fi-FI' });
    const page = await context.newPage();
    const response = await page.goto('/');
    await expect(page).toHaveURL(/\/fi\/$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    // Choosing Swedish is stored: the Swedish start page then stays Swedish for this Finnish browser.
    await page.getByRole('button', { name: 'Kieli: Suomi' }).click();
    await page.getByRole('link', { name: 'Svenska' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(await page.evaluate(() => localStorage.getItem('targetLang'))).toBe('sv');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await context.close();
  });

  test('shows the cookie notice until it is accepted', async ({ page, context }) => {
    await settleVisitor(context, { acceptCookies: false });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: SITE.sv['consent.title'] });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: SITE.sv['consent.accept'] }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
  });
});

test('theme and language are kept after a reload', async ({ page, context }) => {
  await settleVisitor(context);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: SITE.sv['theme.toggle'] }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#262626');
  await expect(page.getByRole('button', { name: SITE.sv['theme.toggle'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Språk: Svenska' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(html).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(
    await page.evaluate(() => [localStorage.getItem('themeMode'), localStorage.getItem('targetLang')]),
  ).toEqual(['dark', 'en']);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'targetLang')?.value).toBe('en');

  // The language menu leads to the same page in the other language.
  await page.goto('/en/dynatags/');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Suomi' }).click();
  await expect(page).toHaveURL(/\/fi\/dynatags\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText('dynatags', 'fi').hero.title);
});

test('the drawer opens at 375 px and navigates', async ({ page, context }) => {
  await settleVisitor(context);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  // The wide-screen menu gives way to the drawer button.
  await expect(page.getByRole('navigation', { name: SITE.sv['nav.mainLabel'] })).toBeHidden();
  await page.getByRole('button', { name: SITE.sv['nav.openMenu'] }).click();

  const drawer = page.locator('#site-drawer');
  await expect(drawer).toBeVisible();
  await expect(async () => {
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(220);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
  }).toPass();
  await expect(drawer.getByRole('link', { name: SITE.sv['nav.login'] })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: SITE.sv['nav.openMenu'] }).click();
  await drawer.getByRole('link', { name: SITE.sv['nav.dynatags'] }).click();
  await expect(page).toHaveURL(/\/dynatags\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText('dynatags', 'sv').hero.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the contact form is sent and reaches sales', async ({ page, context }) => {
  await settleVisitor(context, { lang: 'en' });
  await page.goto('/en/contact/');
  await waitForIslands(page);
  const token = `e2e-${Date.now()}`;
  await page.getByLabel(SITE.en['contact.name']).fill('Maija Virtanen');
  await page.getByLabel(SITE.en['contact.email']).fill('maija@example.fi');
  await page.getByLabel(SITE.en['contact.subject']).fill('Cards for our team');
  await page
    .getByLabel(SITE.en['contact.message'], { exact: true })
    .fill(`We need twelve gold cards. ${token}`);
  await page.getByRole('button', { name: SITE.en['contact.send'] }).click();

  await expect(page.getByRole('status')).toHaveText(API.en.inquirySent, { timeout: 15_000 });
  await expect(page.getByLabel(SITE.en['contact.name'])).toHaveValue('');
  await expect
    .poll(() =>
      readOutbox().some((mail) => mail.file.includes('sales@dynacard.se') && mail.text.includes(token)),
    )
    .toBe(true);
});

test('the contact page shows the sales and support addresses', async ({ page, context }) => {
  await settleVisitor(context);
  await page.goto('/contact/');
  await expect(page.getByRole('link', { name: 'sales@dynacard.se' })).toHaveAttribute(
    'href',
    'mailto:sales@dynacard.se',
  );
  await expect(page.getByRole('link', { name: 'support@dynacard.se' })).toBeVisible();
});

test('an unknown path gets the 404 page with status 404', async ({ page, context }) => {
  await settleVisitor(context);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.sv['notFound.heroTitle']);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

  const english = await page.goto('/en/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.en['notFound.heroTitle']);
  await page.getByRole('link', { name: SITE.en['notFound.home'] }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('/login and /register open the start page with the dialog query', async ({ page, context }) => {
  await settleVisitor(context);
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  await page.goto('/login/');
  await expect.poll(() => seen).toContain('/?login=true');
  await page.goto('/fi/register/');
  await expect.poll(() => seen).toContain('/fi/?register=true');
});

test('the footer opens the changelog', async ({ page, context }) => {
  await settleVisitor(context);
  await page.goto('/terms/');
  // Before the island hydrates the link simply opens the file; wait for the dialog version.
  await waitForIslands(page);
  await page.getByRole('link', { name: SITE.sv['footer.changelog'] }).click();
  const dialog = page.getByRole('dialog', { name: SITE.sv['changelog.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 }).first()).toContainText('0.3.0');
  await dialog.getByRole('button', { name: SITE.sv['common.close'] }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: SITE.sv['footer.apiDocs'] })).toHaveAttribute(
    'href',
    '/api/docs',
  );
});

test('the installed app keeps working offline', async ({ page, context }) => {
  await settleVisitor(context);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // The kept copy of the page, with the banner: Chromium's reloaded page may still read navigator.onLine as
  // true, as a phone on a connection that does not work does; the worker marks the copy it answered.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText('start', 'sv').hero.title);
  await expect(page.getByRole('alert').filter({ hasText: SITE.sv['offline.message'] })).toBeVisible();

  // A page that was never visited gets the offline page in its language.
  await page.goto('/fi/terms/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.fi['offlinePage.title']);
  await context.setOffline(false);
});

test('the test page reports the browser and the API', async ({ page, context }) => {
  await settleVisitor(context, { lang: 'en' });
  await page.goto('/en/test/');
  await expect(page.getByText(/Reachable in \d+ ms/)).toBeVisible();
  await expect(page.getByText(SITE.en['test.online'], { exact: true })).toBeVisible();
});

test('on a first visit through /login the cookie notice is usable above the dialog, then the login works', async ({
  browser,
  request,
}) => {
  const user = await signUpViaApi(request, 'Consent Reader', 'ck');
  // A first visit: nothing stored, so the notice opens together with the login dialog.
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);
  const notice = page.getByRole('dialog', { name: SITE.en['consent.title'] });
  await notice.getByRole('button', { name: SITE.en['consent.accept'] }).click({ timeout: 5_000 });
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');

  await login.getByLabel('Email or username').fill(user.username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profiles$/);
  await context.close();
});

test('a marketing page loads no React until the login dialog is asked for', async ({ page, context }) => {
  await settleVisitor(context);
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/business-card/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/(react|react-dom|client|mount)\.[\w-]+\.js$/.test(path))).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: SITE.sv['nav.login'] }).click();
  await expect(page.getByRole('dialog', { name: SITE.sv['nav.login'] })).toBeVisible();
  expect(scripts.some((path) => /\/react\.[\w-]+\.js$/.test(path))).toBe(true);
  // The server-rendered header was taken over by React without a mismatch.
  expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('a signed-in reader gets the signed-in header on a marketing page (its React code loads on idle)', async ({
  page,
  context,
}) => {
  await settleVisitor(context, { lang: 'en' });
  await signUpViaApi(context.request, 'Idle Reader', 'idle');
  const me = (await (await context.request.get('/api/v1/users/me')).json()) as { data: unknown };
  await page.goto('/en/terms/');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me.data);
  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: SITE.en['nav.login'] })).toHaveCount(0);
});
