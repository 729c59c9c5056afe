// Lead capture (issue 31): at a fair, in the installed app — a badge's code read from a picture, a paper card's
// photo read on the server (the lead shows "Reading…", then its fields), and captures made without a connection:
// kept on the phone, counted ("2 waiting"), kept through a reload, and sent by themselves when the connection
// returns, each becoming exactly one lead.
import { expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { app as en } from '../shared/i18n/en/app';
import type { LeadPage } from '../shared/types/leads';
import { signUpViaApi } from './support/api';
import { fill } from './support/checks';
import { call, openDashboard, sql } from './support/orders';
import { settleVisitor } from './support/site';
import { joinedColleague } from './support/subscriptions';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Virtanen;Mikko;;;',
  'FN:Mikko Virtanen',
  'ORG:Kone Oyj',
  'TITLE:Myyntijohtaja',
  'TEL;TYPE=CELL:+358 40 123 4567',
  'EMAIL:mikko.virtanen@kone.fi',
  'END:VCARD',
].join('\r\n');

/** A picture of a QR code holding `text`, as a phone's photo of a badge would be read. */
const qrPicture = async (text: string) => ({
  name: 'badge.png',
  mimeType: 'image/png',
  buffer: await QRCode.toBuffer(text, { type: 'png', width: 480, margin: 4 }),
});

/** A photo of a paper business card: printed text on white, at a phone camera's size. */
async function cardPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1050">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="110" y="250" font-family="sans-serif" font-size="92" font-weight="bold">Anna Lindqvist</text>
    <text x="110" y="360" font-family="sans-serif" font-size="60">Försäljningschef</text>
    <text x="110" y="480" font-family="sans-serif" font-size="60">Nordic Steel AB</text>
    <text x="110" y="700" font-family="sans-serif" font-size="54">+46 70 123 45 67</text>
    <text x="110" y="790" font-family="sans-serif" font-size="54">anna.lindqvist@nordicsteel.se</text>
    <text x="110" y="880" font-family="sans-serif" font-size="54">www.nordicsteel.se</text></svg>`;
  return {
    name: 'card.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
  };
}

const scanner = (page: Page) => page.getByTestId('scanner');

/** Picks a mode of the scanner, again until it is pressed (a click before the page's script runs does nothing). */
async function choose(page: Page, name: string) {
  const button = scanner(page).getByRole('button', { name });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
const chooseCode = (page: Page) => choose(page, en.captureModeCode);
const chooseCard = (page: Page) => choose(page, en.captureModeCard);
const save = (page: Page) => scanner(page).getByRole('button', { name: en.captureSave }).click();

test('a badge’s code from a picture becomes a lead with what it holds', async ({ page }) => {
  await signUpViaApi(page.request, 'Sara Säljare', 'capcode');
  await openDashboard(page, '/dashboard/contacts/scan');
  await chooseCode(page);
  await page.getByTestId('capture-code-picture').setInputFiles(await qrPicture(VCARD));
  await expect(page.getByTestId('capture-code')).toContainText('FN:Mikko Virtanen');
  await scanner(page).getByLabel(en.captureTags).fill('Elmia, Hissar');
  await scanner(page).getByLabel(en.captureNote).fill('Wants a quote for two lifts');
  await scanner(page).getByLabel(en.captureConsent).check();
  await save(page);
  await expect(page.getByTestId('recent-capture')).toContainText('Mikko Virtanen');

  await page.getByRole('link', { name: en.tabReceived, exact: true }).click();
  const lead = page.getByTestId('lead').filter({ hasText: 'Mikko Virtanen' });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText('Myyntijohtaja, Kone Oyj');
  await expect(lead).toContainText(en.leadOriginBadge);
  await expect(lead).toContainText('Wants a quote for two lifts');
  await expect(lead.getByRole('link', { name: 'mikko.virtanen@kone.fi' })).toBeVisible();
  const page1 = await call<LeadPage>(page.request, 'get', '/leads');
  expect(page1.items[0]).toMatchObject({
    origin: 'badge',
    tags: ['Elmia', 'Hissar'],
    consent: { way: 'salesperson' },
  });
});

test('someone in two companies picks the one a capture without an event goes to', async ({
  page,
  browser,
}) => {
  // Tove, on a monthly plan (the free plan belongs to one company), owns Första Bolaget and is a colleague at Andra.
  await signUpViaApi(page.request, 'Olle Ägare', 'captwoowner');
  const second = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: 'Andra Bolaget AB',
  });
  const { context, person } = await joinedColleague(browser, page.request, second.shortId, 'Tove Tvåbolag');
  await sql("update users set active_subscription = 'monthly' where email = ?", [person.email]);
  await settleVisitor(context, { lang: 'en' });
  const tove = await context.newPage();
  await call(tove.request, 'post', '/companies', { name: 'Första Bolaget AB' });
  await openDashboard(tove, '/dashboard/contacts/scan');
  await chooseCode(tove);
  const company = scanner(tove).getByLabel(en.captureCompany);
  await company.selectOption({ label: 'Andra Bolaget AB' });
  await tove.getByTestId('capture-code-picture').setInputFiles(await qrPicture(VCARD));
  await expect(tove.getByTestId('capture-code')).toContainText('FN:Mikko Virtanen');
  await save(tove);
  await expect(tove.getByTestId('recent-capture')).toContainText('Mikko Virtanen');
  const leads = await call<LeadPage>(tove.request, 'get', '/leads');
  expect(leads.items[0]?.belongsTo).toEqual({ shortId: second.shortId, name: 'Andra Bolaget AB' });
  // The choice is kept for the next capture on this phone.
  await tove.reload();
  await expect(scanner(tove).getByLabel(en.captureCompany)).toHaveValue(second.shortId);
  await context.close();
});

test('a paper card’s photo: the lead shows Reading…, then the fields the server read', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page.request, 'Per Papper', 'capcard');
  await openDashboard(page, '/dashboard/contacts/scan');
  await chooseCard(page);
  await page.getByTestId('capture-front').setInputFiles(await cardPhoto());
  await expect(scanner(page).getByRole('img', { name: en.captureFront })).toBeVisible();
  await save(page);
  const recent = page.getByTestId('recent-capture');
  await expect(recent).toContainText(en.leadReading);
  // The real reader on the server: slow on a busy two-core machine, never a request's wait.
  await expect(recent).toContainText('Anna Lindqvist', { timeout: 60_000 });
  await expect(recent).toContainText('Nordic Steel AB');

  await page.getByRole('link', { name: en.tabReceived, exact: true }).click();
  const lead = page.getByTestId('lead').filter({ hasText: 'Anna Lindqvist' });
  await expect(lead).toContainText(en.leadOriginPaperCard);
  await expect(lead.getByRole('link', { name: '+46 70 123 45 67' })).toBeVisible();
  // The quick check beside the photo: a field corrected by hand.
  await lead
    .getByRole('button', { name: fill(en.leadEditOf, { name: 'Anna Lindqvist' }) })
    .first()
    .click();
  const editor = lead.getByTestId('lead-editor');
  await expect(editor.getByRole('img', { name: en.leadPhotoFront })).toBeVisible();
  await editor.getByLabel(en.leadFieldTitle).fill('Sales Director');
  await editor.getByRole('button', { name: en.leadSave }).click();
  await expect(lead).toContainText('Sales Director, Nordic Steel AB');
});

test('offline: a code and a photo wait on the phone, survive a reload, and become one lead each when online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signUpViaApi(page.request, 'Olle Offline', 'capoff');
  await openDashboard(page, '/dashboard/contacts/scan');
  // The installed app: the worker controls the page and has kept the scanner's code (the QR reader too).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(scanner(page)).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((k) => k.url.includes('jsQR'))) return true;
          }
          return false;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await chooseCode(page);
  await page.getByTestId('capture-code-picture').setInputFiles(await qrPicture(VCARD));
  await save(page);
  await expect(page.getByTestId('captures-waiting')).toContainText(fill(en.capturesWaiting, { count: '1' }));
  await chooseCard(page);
  await page.getByTestId('capture-front').setInputFiles(await cardPhoto());
  await save(page);
  await expect(scanner(page).getByRole('status').filter({ hasText: en.captureSavedOffline })).toBeVisible();
  const waiting = page.getByTestId('captures-waiting');
  await expect(waiting).toContainText(fill(en.capturesWaiting, { count: '2' }));

  // Closed and opened again without a connection: nothing is lost.
  await page.reload();
  await expect(scanner(page)).toBeVisible();
  await expect(waiting).toContainText(fill(en.capturesWaiting, { count: '2' }));

  // The connection returns: they go up by themselves, each once.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(async () => (await call<LeadPage>(page.request, 'get', '/leads')).items.map((l) => l.origin).sort())
    .toEqual(['badge', 'paper-card']);
  const leads = await call<LeadPage>(page.request, 'get', '/leads');
  expect(leads.total).toBe(2);
  expect(new Set(leads.items.map((l) => l.clientKey)).size).toBe(2);
  await page.getByRole('link', { name: en.tabReceived, exact: true }).click();
  await expect(page.getByTestId('lead')).toHaveCount(2);
  await expect(page.getByTestId('lead').filter({ hasText: 'Mikko Virtanen' })).toBeVisible();
});
