// What a new user meets in the dashboard (issue 8), on a 390 px phone in Swedish: the section menu shows every
// item, the colleagues table keeps its job titles and action buttons on screen, Companies welcomes someone who
// owns nothing yet (and shows their invitations), the order wizard's checklist turns green once billing info is saved,
// and the profile page, the QR tab, the QR code itself and the card all carry one address.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { api as svApi } from '../shared/i18n/sv/api';
import { app as sv } from '../shared/i18n/sv/app';
import { orders as svOrders } from '../shared/i18n/sv/orders';
import { site as svSite } from '../shared/i18n/sv/site';
import { mailLink } from './mail';
import { signUpViaApi, uid } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { accessible, fill } from './support/checks';
import { settleVisitor } from './support/site';

const PHONE = { width: 390, height: 844 };
test.use({ locale: 'sv-SE', viewport: PHONE });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'sv' }));

type Envelope<T> = { success: boolean; message: string; data: T };
type Me = { shortId: string; email: string };
type Company = { shortId: string; membershipId: string };
type Profile = { shortId: string; isActive: boolean };

const menu = (page: Page) => page.getByRole('navigation', { name: sv.dashboardMenu });
const menuLink = (page: Page, name: string) => menu(page).getByRole('link', { name, exact: true });
/** Opens the phone's menu (one button on the page title's line). */
async function openMenu(page: Page) {
  await menu(page).getByRole('button', { name: sv.dashboardMenuButton }).click();
  await expect(menuLink(page, sv.navProfiles)).toBeVisible();
}
const notice = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text });

async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  data?: unknown,
) {
  const res = await api[method](`/api/v1${path}`, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

/** A change straight in the server's database file (what no API offers: a verified email). */
async function sql(statement: string, args: string[]) {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR ?? '', 'dynacard.db')}` });
  await db.execute({ sql: statement, args });
  db.close();
}

/** Signed up through the API; the browser gets the stored user the dashboard keeps, as after a login. */
async function openDashboard(page: Page, path: string) {
  const me = await call<Me>(page.request, 'get', '/users/me');
  await page.goto('/');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me);
  await page.goto(path);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  return me;
}

/** An owner with a company, a colleague invited into it and long Swedish job titles on both. */
async function ownerWithColleague(page: Page) {
  await signUpViaApi(page.request, 'Ingrid Ägare', 'own');
  const company = await call<Company>(page.request, 'post', '/companies', {
    name: 'Fjällbäckens Konsultbyrå AB',
    city: 'Umeå',
  });
  const base = `/companies/${company.shortId}/colleagues`;
  await call(page.request, 'patch', `${base}/${company.membershipId}`, {
    jobTitle: 'Verkställande direktör och grundare',
  });
  const invited = await call<{ id: string }>(page.request, 'post', base, {
    email: `kollega${uid()}@example.com`,
  });
  await call(page.request, 'patch', `${base}/${invited.id}`, { jobTitle: 'Försäljningsansvarig' });
  return company;
}

const shotsDir = () => process.env.SHOTS_DIR ?? join('test-results', 'dashboard-phone');
async function shoot(page: Page, name: string) {
  mkdirSync(shotsDir(), { recursive: true });
  await page.screenshot({ path: join(shotsDir(), `${name}.png`), fullPage: true });
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((mode) => localStorage.setItem('themeMode', mode), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

test('on a phone the menu shows every section and the colleagues keep title and actions on screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const company = await ownerWithColleague(page);
  await openDashboard(page, '/dashboard/companies');
  const people = page.getByTestId(`colleagues-${company.shortId}`);
  await expect(people.getByText('Försäljningsansvarig')).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expect(people.getByText('Försäljningsansvarig')).toBeVisible();
    await shoot(page, `companies-${theme}`);
    // Nothing on the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The menu is one button on the title's line; opened, it shows every section on screen.
    await openMenu(page);
    const items = menu(page).locator('a, button:not([aria-expanded])');
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
    await expect(menuLink(page, sv.navContacts)).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    const onScreen = async (target: Locator) => {
      // Scroll the page (never a sideways-scrolling box) to the element, then ask whether all of it shows.
      await target.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200),
      );
      await expect(target).toBeInViewport({ ratio: 1 });
    };
    for (const title of ['Verkställande direktör och grundare', 'Försäljningsansvarig']) {
      await onScreen(people.getByText(title));
    }
    const actions = people.getByRole('button');
    expect(await actions.count()).toBeGreaterThanOrEqual(3);
    for (const button of await actions.all()) await onScreen(button);

    await openMenu(page);
    await menuLink(page, sv.navProfiles).click();
    await expect(page.getByRole('button', { name: sv.saveProfile })).toBeVisible();
    await shoot(page, `profiles-${theme}`);
    await openMenu(page);
    await menuLink(page, sv.navCompanies).click();
  }
});

test('on a phone the menu is one compact bar: the page starts at the top, the first dynatag on the first screen', async ({
  page,
}) => {
  // Issue 28: nine menu pills took about 330 px at the top of every page; the first dynatag showed after 1.5
  // screens. A new owner as they come: the verify-email and order-card bars above the page.
  test.setTimeout(90_000);
  const company = await ownerWithColleague(page);
  await call(page.request, 'patch', `/companies/${company.shortId}`, { billing: BILLING_INFO });
  for (const name of ['Mässmonter', 'Skyltfönster', 'Receptionen']) {
    const res = await postTag(page.request, company.shortId, { name, label: name });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const me = await openDashboard(page, '/dashboard/dynatags');
  const first = page.getByText('Mässmonter', { exact: true }).first();
  /** Where things are, from the top of the page, with the site header and the bars above the page. */
  const measure = async () => {
    await expect(first).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    const bars = await page
      .locator('[data-testid$="-bar"]')
      .evaluateAll((els) => els.reduce((sum, el) => Math.max(sum, el.getBoundingClientRect().bottom), 0));
    const nav = await menu(page).boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const tag = await first.boundingBox();
    const top = Math.max((header?.y ?? 0) + (header?.height ?? 0), bars);
    return {
      menu: Math.round(nav?.height ?? 999),
      // The page's content (its title) below the site header and the bars.
      content: Math.round((heading?.y ?? 999) - top),
      firstTagBottom: Math.round((tag?.y ?? 999) + (tag?.height ?? 0)),
    };
  };
  const withBars = await measure();
  console.log(`phone 390 px, a new owner with the verify and order-card bars: ${JSON.stringify(withBars)}`);
  expect(withBars.menu).toBeLessThanOrEqual(48);
  expect(withBars.content).toBeLessThanOrEqual(80);
  // Once the address is verified (the order-card bar stays), the first dynatag is on the first screen.
  await sql('update users set is_verified = 1 where email = ?', [me.email]);
  await page.reload();
  await expect(page.getByTestId('verify-bar')).toHaveCount(0);
  const verified = await measure();
  console.log(`phone 390 px, verified: ${JSON.stringify(verified)}`);
  expect(verified.content).toBeLessThanOrEqual(80);
  expect(verified.firstTagBottom).toBeLessThanOrEqual(PHONE.height);
  await shoot(page, 'menu-closed');

  // The keyboard: Enter on the button opens the list, Escape closes it and gives the focus back to the button.
  const toggle = menu(page).getByRole('button', { name: sv.dashboardMenuButton });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = menu(page).locator('a, button:not([aria-expanded])');
  expect(await items.count()).toBeGreaterThanOrEqual(8);
  for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
  await expect(menuLink(page, sv.navDynatags)).toHaveAttribute('aria-current', 'page');
  await accessible(page, 'phone menu open');
  await shoot(page, 'menu-open');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(menuLink(page, sv.navContacts)).toBeHidden();
  await accessible(page, 'phone menu closed');

  // A choice goes there and closes the menu.
  await toggle.click();
  await menuLink(page, sv.navContacts).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.titleContacts);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

const SECTIONS = [
  'profiles',
  'profiles/qr-code',
  'profiles/signature',
  'card',
  'companies',
  'dynatags',
  'dynatags/tree',
  'contacts',
  'subscriptions',
  'subscriptions/colleagues',
  'orders',
  'orders/history',
];

test('no dashboard page scrolls sideways on a phone, light or dark', async ({ page }) => {
  test.setTimeout(120_000);
  await ownerWithColleague(page);
  await openDashboard(page, '/dashboard/profiles');
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const section of SECTIONS) {
      await page.goto(`/dashboard/${section}`);
      await expect(page.getByTestId('dashboard')).toBeVisible();
      await expect(page.locator('.loading-spinner')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ section, width }).toEqual({ section, width: PHONE.width });
      await shoot(page, `${section.replace('/', '-')}-${theme}`);
    }
  }
  // The smallest phones (320 px): the header shows the mark without the wordmark, so its buttons still fit.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const section of ['profiles', 'orders']) {
    await page.goto(`/dashboard/${section}`);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: svSite['nav.openMenu'] })).toBeInViewport({ ratio: 1 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ section, width }).toEqual({ section, width: 320 });
  }
});

test('a new user is welcomed on Companies, with the way to create one and their invitations', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const newcomer = await signUpViaApi(page.request, 'Nils Nykomling', 'new');
  await openDashboard(page, '/dashboard/companies');
  await expect(page.getByRole('heading', { name: sv.companiesWelcomeTitle })).toBeVisible();
  await expect(page.getByText('Du behöver vara ägare till ett företag')).toHaveCount(0);
  await expect(page.getByText(sv.companiesInviteHint)).toBeVisible();
  await expect(page.getByRole('button', { name: sv.createCompany })).toBeVisible();
  await shoot(page, 'companies-new-user');

  // An owner invites the newcomer: the invitation shows up right here, to accept.
  const other = await browser.newContext({ baseURL });
  await signUpViaApi(other.request, 'Olle Ägare', 'inv');
  const company = await call<Company>(other.request, 'post', '/companies', {
    name: 'Vindelälvens Måleri AB',
  });
  await call(other.request, 'post', `/companies/${company.shortId}/colleagues`, { email: newcomer.email });
  await other.close();
  await page.reload();
  const invitations = page.getByTestId('invitations');
  await invitations
    .getByRole('button', { name: fill(sv.acceptNamed, { company: 'Vindelälvens Måleri AB' }) })
    .click();
  await expect(invitations).toHaveCount(0);
  await expect(page.getByRole('heading', { name: sv.companiesWelcomeTitle })).toHaveCount(0);
  await expect(
    page.getByRole('heading', {
      name: fill(sv.companiesMemberTitle, { companies: 'Vindelälvens Måleri AB' }),
    }),
  ).toBeVisible();
});

test('the order wizard’s checklist turns green once the company has billing info', async ({ page }) => {
  test.setTimeout(90_000);
  const person = await signUpViaApi(page.request, 'Bodil Beställare', 'ord');
  await sql('update users set is_verified = 1 where email = ?', [person.email]);
  await call<Company>(page.request, 'post', '/companies', { name: 'Kortbeställarna AB' });
  await openDashboard(page, '/dashboard/orders');
  // Her only company is chosen for her; nothing is saved until she changes something, so the checklist (not yet
  // the server's list of problems) says what the company lacks.
  await expect(page.getByRole('radio', { name: /Kortbeställarna AB/ })).toBeChecked();
  const checklist = page.getByRole('region', { name: svOrders.wizardChecklist });
  await expect(checklist).toContainText(svOrders.wizardBillingMissing);

  // The companies' own billing dialog, opened from the checklist.
  await checklist.getByRole('button', { name: svOrders.wizardFillBilling }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(sv.orgNumber).fill('556677-8899');
  await dialog.getByLabel(sv.billingEmail).fill('faktura@example.com');
  await dialog.getByLabel(sv.street).fill('Storgatan 1');
  await dialog.getByLabel(sv.zipcode).fill('111 22');
  await dialog.getByLabel(sv.city).fill('Västerås');
  await dialog.getByLabel(sv.country).fill('Sverige');
  await dialog.getByRole('button', { name: sv.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(checklist).toContainText(svOrders.wizardBillingDone);
  await expect(page.getByTestId('order-problems')).toHaveCount(0);
  // A fresh load agrees: the draft on the server kept the company.
  await page.reload();
  await expect(page.getByRole('region', { name: svOrders.wizardChecklist })).toContainText(
    svOrders.wizardBillingDone,
  );
});

/** The text a QR code image holds. */
async function readQr(api: APIRequestContext, path: string) {
  const png = await (await api.get(path)).body();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test('the profile page, the QR tab and the QR code carry the card’s one address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Alva Adress', 'adr');
  const me = await openDashboard(page, '/dashboard/profiles');
  const card = `/p/${me.shortId}`;
  // The owner's own look at the page is not counted; the address handed out is the plain one, which counts.
  const preview = `${card}?count=false`;
  await expect(page.getByRole('link', { name: sv.viewPublicProfile })).toHaveAttribute('href', preview);

  await page.getByRole('link', { name: sv.tabYourQrCode }).click();
  await expect(page.getByTestId('card-link')).toHaveText(`${baseURL}${card}`);
  await expect(page.getByRole('link', { name: sv.previewPublicPage })).toHaveAttribute('href', preview);
  const [profile] = await call<Profile[]>(page.request, 'get', '/profiles');
  expect(await readQr(page.request, `/api/v1/profiles/${profile.shortId}/qr.png?size=512`)).toBe(
    `${baseURL}${card}?s=q`, // the code holds the address marked as scanned
  );

  // The description is edited in one place, the profile: account settings only point there.
  await openMenu(page);
  await menu(page).getByRole('button', { name: sv.navSettings }).click();
  const settings = page.getByRole('dialog', { name: sv.settingsTitle });
  await expect(settings.getByLabel(sv.fullName)).toBeVisible();
  await expect(settings.getByLabel(sv.description)).toHaveCount(0);
  await shoot(page, 'settings-user');
  await settings.getByRole('button', { name: sv.editOnProfile }).click();
  await expect(settings).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/profiles$/);
  await page.getByLabel(sv.description).fill('Snickare i Umeå sedan 1998');
  await page.getByRole('button', { name: sv.saveProfile }).click();
  await expect(notice(page, svApi.profileUpdated)).toBeVisible();
  await page.goto(card);
  await expect(page.getByText('Snickare i Umeå sedan 1998')).toBeVisible();
});

test('the description lives on the profile: an older account description shows there, and emptying it empties the card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Dora Beskrivning', 'dsc');
  const form = { description: 'Gammal kontobeskrivning' };
  expect((await page.request.patch('/api/v1/users/me', { multipart: form })).ok()).toBe(true);
  const me = await openDashboard(page, '/dashboard/profiles');
  const field = page.getByLabel(sv.description);
  await expect(field).toHaveValue('Gammal kontobeskrivning');
  await field.fill('');
  await page.getByRole('button', { name: sv.saveProfile }).click();
  await expect(notice(page, svApi.profileUpdated)).toBeVisible();
  await expect
    .poll(async () => (await call<{ description: string }>(page.request, 'get', '/users/me')).description)
    .toBe('');
  const card = await call<{ description: string }>(page.request, 'get', `/profiles/${me.shortId}`);
  expect(card.description).toBe('');
  await page.reload();
  await expect(page.getByLabel(sv.description)).toHaveValue('');
});

test('a subscriber sees what a profile’s own address is', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Saga Prenumerant', 'sub');
  // Subscribed through the real route, paid by a company of hers with billing info.
  const payer = await call<Company>(page.request, 'post', '/companies', { name: 'Prenumeranten AB' });
  await call(page.request, 'patch', `/companies/${payer.shortId}`, {
    billing: BILLING_INFO,
  });
  await call(page.request, 'post', '/subscriptions/me', { plan: 'monthly', companyId: payer.shortId });
  await call(page.request, 'post', '/profiles', { label: 'Styrelse' });
  const profiles = await call<Profile[]>(page.request, 'get', '/profiles');
  const board = profiles.find((p) => !p.isActive)!;
  const me = await openDashboard(page, '/dashboard/profiles');

  // The active profile: the card's address, and its own address explained.
  await expect(page.getByRole('link', { name: sv.viewPublicProfile })).toHaveAttribute(
    'href',
    `/p/${me.shortId}?count=false`,
  );
  await page.getByRole('button', { name: fill(sv.editNamed, { name: 'Styrelse' }) }).click();
  const own = page.getByTestId('profile-own-address');
  await expect(own).toContainText(sv.profileOwnAddress);
  await expect(own).toContainText(`/p/${board.shortId}`);
  await shoot(page, 'profiles-subscriber');
  // Not the active one: the card's address would open another profile, so the button opens this one.
  await expect(page.getByRole('link', { name: sv.viewPublicProfile })).toHaveAttribute(
    'href',
    `/p/${board.shortId}?count=false`,
  );
});

test('accepting an invitation on the activation page signs the person in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `aktiv${uid()}@example.com`;
  const owner = await browser.newContext({ baseURL });
  await signUpViaApi(owner.request, 'Ebba Ägare', 'act');
  const company = await call<Company>(owner.request, 'post', '/companies', { name: 'Aktiveringen AB' });
  await call(owner.request, 'post', `/companies/${company.shortId}/colleagues`, { email });
  await owner.close();

  await page.goto(await mailLink(email, '/activate-account'));
  await page.getByLabel(sv.password, { exact: true }).fill('ett långt lösenord');
  await page.getByRole('checkbox', { name: /Jag godkänner/ }).check();
  await page.getByRole('button', { name: sv.activateSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/profiles$/, { timeout: 15_000 });
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(notice(page, svApi.activatedSignedIn)).toBeVisible();
  await expect(page.getByTestId('invitations')).toContainText('Aktiveringen AB');
  await shoot(page, 'after-activation');
  expect((await page.request.get('/api/v1/users/me')).status()).toBe(200);
});
