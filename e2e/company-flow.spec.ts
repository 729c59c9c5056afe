// Companies and colleagues, as people would click (issue 4): an owner creates a company in the dashboard and
// invites a colleague by email; the colleague activates from the mail, logs in, accepts and fills in the
// colleague profile; a visitor sees it on /p/{shortId}; the owner's search finds the colleague, and no
// longer after "hide from search"; the QR scanner reads pictures of codes. Accessibility of the people views,
// light and dark, on the way; a visitor who saves the card's contact logs in and lands back on the card.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { app as enApp } from '../shared/i18n/en/app';
import { profile as enProfile } from '../shared/i18n/en/profile';
import { mailLink } from './mail';
import { PASSWORD, signUpViaApi, uid } from './support/api';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });

type Envelope<T> = { success: boolean; message: string; data: T };
type Person = { email: string; username: string; password: string; fullName: string };

const COMPANY = 'Fjäll & Co AB';

/** A free account made through the API (as a script of our API users would). */
const signUp = async (api: APIRequestContext, fullName: string): Promise<Person> => {
  const { email, username, password } = await signUpViaApi(api, fullName, 'o');
  return { email, username, password, fullName };
};

async function browserFor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await settleVisitor(context, { lang: 'en' });
  return { context, page: await context.newPage() };
}

const notice = (page: Page, text: string | RegExp) => page.getByTestId('notice').filter({ hasText: text });
const header = (page: Page) => page.getByRole('banner');

async function logIn(page: Page, login: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or username').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profiles$/, { timeout: 15_000 });
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

async function noSeriousAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function search(page: Page, text: string) {
  const panel = page.getByTestId('search-panel');
  if (!(await panel.isVisible())) await header(page).getByRole('button', { name: 'Search' }).click();
  const input = panel.getByLabel('Search colleagues');
  await input.fill(text);
  return panel;
}

test('an owner runs a company with a colleague; search respects "hide from search"', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = await browserFor(browser, baseURL!);
  const colleague = await browserFor(browser, baseURL!);
  const ownerPage = owner.page;
  const colleaguePage = colleague.page;
  const colleagueEmail = `c${uid()}@example.com`;
  let colleagueShortId = '';
  let ownerLogin = '';

  await test.step('the owner logs in and creates a company', async () => {
    const me = await signUp(ownerPage.request, 'Olivia Owner');
    ownerLogin = me.username;
    await ownerPage.goto('/en/');
    await header(ownerPage).getByRole('link', { name: 'Log in' }).click();
    await logIn(ownerPage, me.username);
    await ownerPage.getByRole('link', { name: 'Companies', exact: true }).click();
    // Someone who owns no company yet is welcomed, not told the page is for owners (issue 8).
    await expect(ownerPage.getByRole('heading', { name: enApp.companiesWelcomeTitle })).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Create company' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Create company' });
    await dialog.getByLabel('Company name').fill(COMPANY);
    await dialog.getByLabel('Website').fill('fjall.example');
    await dialog.getByLabel('City').fill('Umeå');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(notice(ownerPage, 'The company is created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const card = ownerPage.getByTestId('company-card');
    await expect(card.getByRole('heading', { name: COMPANY })).toBeVisible();
    await expect(card.getByRole('link', { name: 'fjall.example' })).toHaveAttribute(
      'href',
      'https://fjall.example',
    );
    // A free owner has reached the company limit: the API's message, without a form.
    await ownerPage.getByRole('button', { name: 'Create company' }).click();
    const limit = notice(ownerPage, /^Company limit reached/);
    await expect(limit).toBeVisible();
    await expect(limit).toContainText('activate a subscription or delete one');
    await expect(ownerPage.getByRole('dialog')).toHaveCount(0);
    // A subscription lifts the free limit: the notice leads to where one is bought, and back.
    await limit.getByRole('link', { name: 'See what a subscription includes' }).click();
    await expect(ownerPage).toHaveURL(/\/dashboard\/subscriptions$/);
    await expect(limit).toHaveCount(0);
    await ownerPage.goBack();
    await expect(ownerPage).toHaveURL(/\/dashboard\/companies$/);
  });

  await test.step('the owner invites a colleague by email', async () => {
    await ownerPage.getByRole('button', { name: 'Manage colleagues' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: `Colleagues of ${COMPANY}` });
    await dialog.getByLabel('Invite by email').fill('not an email');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Invite by email').fill(colleagueEmail);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(notice(ownerPage, 'The invitation is sent')).toBeVisible();
    const row = dialog.getByRole('listitem').filter({ hasText: colleagueEmail });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await ownerPage.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const table = ownerPage.getByRole('table', { name: `People in ${COMPANY}` });
    await expect(table.getByRole('row').filter({ hasText: colleagueEmail })).toContainText('Invited');
    await expect(table.getByRole('row').filter({ hasText: 'Olivia Owner' })).toContainText('Owner');
  });

  await test.step('the colleague activates from the mail and is signed in', async () => {
    await colleaguePage.goto(await mailLink(colleagueEmail, '/activate-account'));
    await colleaguePage.getByLabel('Full name (optional)').fill('Cecilia Colleague');
    await colleaguePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await colleaguePage.getByRole('checkbox', { name: /I agree to the/ }).check();
    await colleaguePage.getByRole('button', { name: 'Activate account' }).click();
    // Activation signs in, as signup does (issue 8): straight to the dashboard, no login dialog.
    await expect(colleaguePage).toHaveURL(/\/dashboard\/profiles$/, { timeout: 15_000 });
    await expect(colleaguePage.getByTestId('dashboard')).toBeVisible();
    await expect(notice(colleaguePage, 'Your account is activated and you are logged in')).toBeVisible();
  });

  await test.step('the colleague accepts the invitation and fills in the colleague profile', async () => {
    const invitations = colleaguePage.getByTestId('invitations');
    await expect(invitations).toContainText(`You are invited to join ${COMPANY} as a colleague.`);
    await invitations.getByRole('button', { name: `Accept the invitation from ${COMPANY}` }).click();
    await expect(notice(colleaguePage, 'Welcome to the company')).toBeVisible();
    await expect(invitations).toHaveCount(0);
    const mine = colleaguePage.getByTestId('my-companies');
    await expect(mine).toContainText(COMPANY);
    await expect(mine).toContainText('Colleague');
    // Joining puts the company on the active profile.
    await expect(colleaguePage.getByRole('checkbox', { name: `Show ${COMPANY}` })).toBeChecked();

    await mine.getByRole('button', { name: `Edit your colleague profile at ${COMPANY}` }).click();
    const dialog = colleaguePage.getByRole('dialog', { name: `Your colleague profile at ${COMPANY}` });
    await dialog.getByLabel('Job title').fill('Head of Sales');
    await dialog.getByLabel('Work phone').fill('+46 90 12 34 56');
    // Custom links and files are for subscribers: a free colleague is told so.
    await expect(dialog.getByTestId('upsell')).toContainText('Custom links');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(colleaguePage, 'The colleague profile is saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the colleague finds the card link on the QR code tab', async () => {
    await colleaguePage.getByRole('link', { name: 'Your QR Code' }).click();
    const link = (await colleaguePage.getByTestId('card-link').textContent()) ?? '';
    expect(link).toMatch(/\/p\/[A-Za-z0-9_-]+$/);
    colleagueShortId = link.match(/\/p\/([A-Za-z0-9_-]+)$/)?.[1] ?? '';
    await expect(colleaguePage.getByTestId('qr-image')).toHaveJSProperty('complete', true);
    expect(
      await colleaguePage.getByTestId('qr-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(colleaguePage.getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'href',
      /\/qr\.svg\?size=1024(&v=\d+)?&lang=en$/,
    );
    await expect(colleaguePage.getByRole('link', { name: 'Download PNG', exact: true })).toHaveAttribute(
      'href',
      /\/qr\.png\?size=1024(&v=\d+)?&lang=en$/,
    );
    await colleaguePage.getByRole('button', { name: 'Copy link' }).click();
    await expect(notice(colleaguePage, 'Copied link to clipboard')).toBeVisible();
  });

  await test.step('a visitor opens the colleague’s card and sees the job title and company', async () => {
    const visitor = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await visitor.newPage();
    const response = await page.goto(`/p/${colleagueShortId}?count=true`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Cecilia Colleague' })).toBeVisible();
    await expect(page.getByText(`Head of Sales · ${COMPANY}`)).toBeVisible();
    await visitor.close();
  });

  await test.step('the owner’s search finds the colleague; the preview saves the contact', async () => {
    const panel = await search(ownerPage, 'Ce');
    await expect(panel.getByText('Enter more characters to search...')).toBeVisible();
    await panel.getByLabel('Search colleagues').fill('cecilia');
    const result = panel.getByTestId('search-result').filter({ hasText: 'Cecilia Colleague' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(COMPANY);
    await noSeriousAxe(ownerPage, 'search panel');
    await result.click();
    const preview = ownerPage.getByRole('dialog', { name: 'Cecilia Colleague' });
    await expect(preview).toContainText('Head of Sales');
    await expect(preview.getByRole('link', { name: 'Open public page' })).toHaveAttribute('href', /^\/p\//);
    await preview.getByRole('button', { name: 'Save contact' }).click();
    await expect(notice(ownerPage, 'The contact is saved')).toBeVisible();
    await ownerPage.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(panel).toBeVisible();
    await ownerPage.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  await test.step('the QR scanner warns about foreign codes and opens a card’s preview', async () => {
    await ownerPage.getByRole('button', { name: 'Scan QR code' }).click();
    const scanner = ownerPage.getByRole('dialog', { name: 'Scan QR code' });
    // No camera in the test browser: the scanner says so and offers to read a picture instead.
    await expect(scanner.getByRole('alert')).toContainText(/No camera available|Camera permission needed/);
    const picture = async (text: string) =>
      scanner.getByTestId('scan-picture').setInputFiles({
        name: 'code.png',
        mimeType: 'image/png',
        buffer: await QRCode.toBuffer(text, { width: 320, margin: 4 }),
      });
    await picture('Meet me at the fair');
    await expect(scanner.getByTestId('scan-warning')).toContainText('This code is not a link.');
    await picture('https://example.com/p/abc');
    await expect(scanner.getByTestId('scan-warning')).toContainText('This code leads to another website');
    await picture(`${baseURL}/p/${colleagueShortId}?count=true`);
    await expect(scanner).toHaveCount(0);
    const preview = ownerPage.getByRole('dialog', { name: 'Cecilia Colleague' });
    await expect(preview).toContainText(COMPANY);
    await ownerPage.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
  });

  await test.step('the colleague hides from search, and the owner no longer finds her', async () => {
    await colleaguePage.getByRole('link', { name: 'Your Profile', exact: true }).click();
    await colleaguePage
      .getByTestId('my-companies')
      .getByRole('button', { name: `Edit your colleague profile at ${COMPANY}` })
      .click();
    const dialog = colleaguePage.getByRole('dialog', { name: `Your colleague profile at ${COMPANY}` });
    await expect(dialog.getByLabel('Job title')).toHaveValue('Head of Sales');
    await dialog.getByRole('checkbox', { name: /Hide from search/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(colleaguePage, 'The colleague profile is saved')).toBeVisible();

    const panel = await search(ownerPage, 'cecilia');
    await expect(panel.getByText('Could not find any results for that search')).toBeVisible();
    await panel.getByRole('button', { name: 'Clear search' }).click();
    await expect(panel.getByLabel('Search colleagues')).toHaveValue('');
    // A click outside closes the panel.
    await ownerPage.getByRole('heading', { level: 1 }).click();
    await expect(panel).toHaveCount(0);
  });

  await test.step('the people views and the edit dialog pass axe, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await ownerPage.evaluate((mode) => localStorage.setItem('themeMode', mode), theme);
      await ownerPage.goto('/dashboard/profiles');
      await expect(ownerPage.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(ownerPage.getByRole('button', { name: 'Save profile' })).toBeVisible();
      await noSeriousAxe(ownerPage, `${theme} profiles`);
      await ownerPage.getByRole('link', { name: 'Contacts', exact: true }).click();
      await expect(ownerPage.getByTestId('contact').filter({ hasText: 'Cecilia Colleague' })).toBeVisible();
      await noSeriousAxe(ownerPage, `${theme} contacts`);
      await ownerPage.getByRole('link', { name: 'Companies', exact: true }).click();
      await expect(ownerPage.getByRole('table', { name: `People in ${COMPANY}` })).toContainText(
        'Head of Sales',
      );
      await noSeriousAxe(ownerPage, `${theme} companies`);
      await ownerPage.getByRole('button', { name: 'Edit company' }).click();
      const dialog = ownerPage.getByRole('dialog', { name: `Edit ${COMPANY}` });
      await expect(dialog.getByLabel('Company name')).toHaveValue(COMPANY);
      await noSeriousAxe(ownerPage, `${theme} edit company`);
      await dialog.getByRole('tab', { name: 'Files' }).click();
      await expect(dialog.getByTestId('upsell')).toBeVisible();
      await noSeriousAxe(ownerPage, `${theme} company files`);
      await ownerPage.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  await test.step('contacts: search and remove', async () => {
    await ownerPage.getByRole('link', { name: 'Contacts', exact: true }).click();
    // On a phone the row's actions take a line of their own: the name, role and email are read in full.
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    const row = ownerPage.getByTestId('contact').filter({ hasText: 'Cecilia Colleague' });
    await expect(row.getByText(`Head of Sales · ${COMPANY}`)).toBeVisible();
    for (const line of await row.locator('p').all())
      expect(await line.evaluate((el) => [el.textContent, el.scrollWidth <= el.clientWidth])).toEqual([
        await line.textContent(),
        true,
      ]);
    await ownerPage.setViewportSize({ width: 1280, height: 720 });
    await ownerPage.getByLabel('Search contacts').fill('nobody like this');
    await expect(ownerPage.getByText('No saved contact matches your search.')).toBeVisible();
    await ownerPage.getByLabel('Search contacts').fill('fjall');
    await ownerPage.getByRole('button', { name: 'Remove Cecilia Colleague from your contacts' }).click();
    await ownerPage
      .getByRole('dialog', { name: 'Remove contact?' })
      .getByRole('button', { name: 'Remove contact' })
      .click();
    await expect(notice(ownerPage, 'The contact is removed')).toBeVisible();
    await expect(ownerPage.getByText('No saved contacts yet')).toBeVisible();
  });

  await test.step('a visitor saves the card’s contact, logs in and is back on the card with it saved', async () => {
    const visitor = await browser.newContext({ baseURL, locale: 'en-GB' });
    await settleVisitor(visitor, { lang: 'en' });
    const page = await visitor.newPage();
    await page.goto(`/p/${colleagueShortId}`);
    await page.getByRole('button', { name: enProfile.saveContact }).click();
    await expect(page.getByText(enProfile.loginToSave)).toBeVisible();
    // The card's login link (/en/login/?next=/p/…) opens the login dialog on the start page of the stored language.
    await page.getByRole('link', { name: enProfile.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: enApp.loginTitle });
    await dialog.getByLabel(enApp.loginField).fill(ownerLogin);
    await dialog.getByLabel(enApp.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: enApp.loginSubmit }).click();
    await expect(page).toHaveURL(/\/p\/[A-Za-z0-9_-]+$/);
    await expect(page.getByText(enProfile.saved)).toBeVisible();
    const saved = (await (await page.request.get('/api/v1/contacts')).json()) as Envelope<
      { fullName: string }[]
    >;
    expect(saved.data.map((c) => c.fullName)).toEqual(['Cecilia Colleague']);
    await visitor.close();
  });

  await test.step('deleting the company needs its exact name', async () => {
    await ownerPage.getByRole('link', { name: 'Companies', exact: true }).click();
    await ownerPage.getByRole('button', { name: 'Delete company' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Delete company?' });
    const confirm = dialog.getByRole('button', { name: 'Delete company' });
    await dialog.getByLabel('To confirm, type the name of the company').fill(COMPANY.toLowerCase());
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('To confirm, type the name of the company').fill(COMPANY);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(notice(ownerPage, 'The company and all its data are deleted')).toBeVisible();
    await expect(ownerPage.getByRole('heading', { name: enApp.companiesWelcomeTitle })).toBeVisible();
  });

  await owner.context.close();
  await colleague.context.close();
});
