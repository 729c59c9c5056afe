// A visitor scans a card (issue 4): the public profile page opens, the vCard downloads, "save to my
// contacts" asks the visitor to log in or sign up, and after signing up the contact is saved by itself.
// The people and their company are made through the API here, as a script of our API users would.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { profile as sv } from '../shared/i18n/sv/profile';
import { signUpViaApi } from './support/api';

type Envelope<T> = { success: boolean; message: string; data: T };

/** Signs up through the API; the cookies of the new session land in `api` (a browser context's too). */
const signUp = (api: APIRequestContext, fullName: string) => signUpViaApi(api, fullName, 'p');

/** A person with a company and a colleague profile in it: what a scan of their card shows. */
async function cardOwner(api: APIRequestContext) {
  const me = await signUp(api, 'Karin Ek');
  const cover = await sharp({ create: { width: 1200, height: 450, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer();
  const created = await api.post('/api/v1/companies', {
    multipart: {
      json: JSON.stringify({
        name: 'Ek & Son Snickeri AB',
        color: '#1f6f43',
        useColorInProfiles: true,
        websiteUrl: 'https://ekoson.example',
        street: 'Storgatan 1',
        city: 'Umeå',
      }),
      'files[cover]': { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = ((await created.json()) as Envelope<{ shortId: string; membershipId: string }>).data;
  const patched = await api.patch(`/api/v1/companies/${company.shortId}/colleagues/${company.membershipId}`, {
    data: {
      jobTitle: 'Snickare',
      workPhone: '+46 90 123 45',
      workEmail: 'karin@ekoson.example',
      socialLinks: {
        linkedin: 'https://linkedin.example/karin',
        instagram: 'https://instagram.example/karin',
      },
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const profiles = (await (await api.get('/api/v1/profiles')).json()) as Envelope<{ shortId: string }[]>;
  return { userShortId: me.shortId, profileShortId: profiles.data[0].shortId };
}

test('a visitor opens a card, downloads the vCard, and finds the contact saved after signing up', async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  const card = await cardOwner(owner);
  await owner.dispose();

  // The link the card carries.
  const response = await page.goto(`/p/${card.userShortId}?count=true`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Karin Ek' })).toBeVisible();
  await expect(page.getByText('Snickare · Ek & Son Snickeri AB')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/p/${card.profileShortId}$`),
  );
  await expect(page.getByRole('link', { name: '+46 90 123 45' })).toHaveAttribute('href', 'tel:+469012345');

  // One tap to call, write, visit or find the way; the networks as their marks; the company's cover.
  const quick = page.getByRole('navigation', { name: 'Kontakta Karin Ek' });
  await expect(quick.getByRole('link', { name: sv.call })).toHaveAttribute('href', 'tel:+469012345');
  await expect(quick.getByRole('link', { name: sv.mail })).toHaveAttribute(
    'href',
    'mailto:karin@ekoson.example',
  );
  await expect(quick.getByRole('link', { name: sv.web })).toHaveAttribute('href', 'https://ekoson.example');
  await expect(quick.getByRole('link', { name: sv.directions })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Storgatan%201%2C%20Ume%C3%A5$/,
  );
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://linkedin.example/karin',
  );
  await expect(page.getByRole('link', { name: 'Instagram' }).locator('svg path')).toHaveCount(1);
  const cover = page.locator('.cover img');
  await expect(cover).toHaveAttribute('src', /\/uploads\/companies\/\w+\/cover\?v=/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  // The typeface is the card's own, loaded from the build.
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Manrope'))).toBe(true);

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Share: no share sheet on this desktop browser, so the card's link is copied, and said so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: sv.share }).click();
  await expect(page.getByText(sv.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/p/${card.userShortId}$`),
  );

  // The vCard: a plain download link.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: sv.downloadContact }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  const vcard = readFileSync((await download.path())!, 'utf8');
  expect(vcard).toMatch(/^BEGIN:VCARD\r?\nVERSION:3\.0/);
  expect(vcard).toContain('FN:Karin Ek');
  expect(vcard).toMatch(/ORG:Ek & Son Snickeri AB/);
  expect(vcard).toMatch(/TITLE:Snickare/);
  expect(vcard).toMatch(/EMAIL;TYPE=(INTERNET,)?WORK[^:]*:karin@ekoson\.example/i);

  // Saving needs an account: the visitor is asked to log in or sign up, and the wish is remembered.
  await page.getByRole('button', { name: sv.saveContact }).click();
  await expect(page.getByText(sv.loginToSave)).toBeVisible();
  const next = encodeURIComponent(`/p/${card.profileShortId}`);
  // In the form the site answers directly (no redirect to add the trailing slash).
  await expect(page.getByRole('link', { name: sv.login, exact: true })).toHaveAttribute(
    'href',
    `/login/?next=${next}`,
  );
  await expect(page.getByRole('link', { name: sv.register })).toHaveAttribute(
    'href',
    `/register/?next=${next}`,
  );
  for (const href of [`/login/?next=${next}`, `/register/?next=${next}`]) {
    expect((await page.request.get(href, { maxRedirects: 0 })).status()).toBe(200);
  }
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('pendingContact') ?? 'null')),
  ).toMatchObject({
    shortId: card.profileShortId,
  });

  // The visitor signs up (through the API, in this browser) and comes back to the page.
  await signUp(page.request, 'Visiting Visitor');
  await page.goto(`/p/${card.userShortId}`);
  await expect(page.getByRole('status')).toHaveText(sv.saved);
  await expect(page.getByRole('button', { name: sv.saveContact })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('pendingContact'))).toBeNull();
  const contacts = (await (await page.request.get('/api/v1/contacts')).json()) as Envelope<
    { shortId: string; fullName: string }[]
  >;
  expect(contacts.data.map((c) => [c.shortId, c.fullName])).toEqual([[card.profileShortId, 'Karin Ek']]);

  // Saving again is fine.
  await page.reload();
  await page.getByRole('button', { name: sv.saveContact }).click();
  await expect(page.getByRole('status')).toHaveText(sv.saved);
});

test('the buttons that need the script hold their place before it runs: nothing moves when it arrives', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  const card = await cardOwner(owner);
  await owner.dispose();
  const names = [sv.saveContact, sv.share, sv.exchangeContact];
  /** Where each button sits; `early` keeps the islands' scripts from defining their elements (first paint). */
  const boxes = async (early: boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    if (early) {
      await page.addInitScript(() => {
        customElements.define = () => {};
      });
    }
    await page.goto(`/p/${card.userShortId}`);
    const found = [];
    for (const name of names) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      found.push(await button.boundingBox());
    }
    await context.close();
    return found;
  };
  expect(await boxes(true)).toEqual(await boxes(false));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page and the vCard link work; the save button stays hidden', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const card = await cardOwner(owner);
    await owner.dispose();
    await page.goto(`/p/${card.userShortId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Karin Ek' })).toBeVisible();
    await expect(page.getByRole('link', { name: sv.downloadContact })).toHaveAttribute(
      'href',
      `/api/v1/profiles/${card.profileShortId}/vcard`,
    );
    await expect(page.getByRole('button', { name: sv.saveContact })).toBeHidden();
    await expect(page.getByRole('button', { name: sv.share })).toBeHidden();
    await expect(page.getByRole('button', { name: sv.exchangeContact })).toBeHidden();
    await expect(page.getByRole('link', { name: sv.call })).toHaveAttribute('href', 'tel:+469012345');
  });
});

test.describe('in the dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the page follows the phone and stays readable', async ({ page, playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const card = await cardOwner(owner);
    await owner.dispose();
    await page.goto(`/p/${card.userShortId}`);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(38, 38, 38)');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test('an unknown card is the 404 page', async ({ page }) => {
  const response = await page.goto('/p/doesnotexist');
  expect(response?.status()).toBe(404);
});
