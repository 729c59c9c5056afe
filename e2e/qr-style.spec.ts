// Styled QR codes (issue 21): on the QR code tab a person styles their card's code with a live preview the server
// draws and checks; an unscannable choice is explained and cannot be saved; a saved style is what the shown code
// and the downloads (PNG of a chosen width, print PDF) carry, and it decodes to the card's address. A metal card's
// code is downloaded from the fleet in its company's style, as its print file draws it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { app } from '../shared/i18n/en/app';
import { orders as ordersEn } from '../shared/i18n/en/orders';
import { tagEditor as editorTexts } from '../shared/i18n/en/tagEditor';
import { tags as tagsEn } from '../shared/i18n/en/tags';
import { PLAIN_QR_STYLE as PLAIN } from '../shared/schemas/qr-style';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { openDashboard, orderingOwner, placeOrder } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

test('a person styles their QR code with a live preview and downloads it in that style', async ({ page }) => {
  test.setTimeout(90_000);
  const person = await signUpViaApi(page.request, 'Qira Stylist', 'qrs');
  await openDashboard(page, '/dashboard/profiles/qr-code');
  const editor = page.getByTestId('qr-style');
  const preview = editor.getByTestId('qr-style-preview');
  await expect(preview).toBeVisible();

  // A pale colour: the preview says why, and the style cannot be saved.
  await editor.getByLabel(app.qrForeground).fill('#cccccc');
  await expect(editor.getByTestId('qr-style-problem')).toContainText('too little contrast');
  await expect(editor.getByRole('button', { name: app.qrStyleSave })).toBeDisabled();

  // A dark brand colour, dots, circle corners and a "Scan me" frame: the preview shows them, saving works.
  await editor.getByLabel(app.qrForeground).fill('#1d3557');
  await editor.getByLabel(app.qrModules).selectOption('rounded');
  await editor.getByLabel(app.qrEyes).selectOption('circle');
  await editor.getByLabel(app.qrFrame).selectOption('scanMe');
  await expect(editor.getByTestId('qr-style-problem')).toHaveCount(0);
  await expect(preview).toHaveAttribute('src', /Scan%20me/);
  await expect(preview).toHaveAttribute('src', /%231d3557/);
  await editor.getByRole('button', { name: app.qrStyleSave }).click();
  await expect(page.getByText('The QR code style is saved')).toBeVisible();

  // The downloads carry the saved style: the PNG at the chosen width decodes to the card's address.
  await editor.getByLabel(app.qrPngWidth).selectOption('2048');
  const pngHref = await editor.getByRole('link', { name: app.downloadPng }).getAttribute('href');
  expect(pngHref).toContain('size=2048');
  const png = new Uint8Array(await (await page.request.get(pngHref!)).body());
  expect((await sharp(png).metadata()).width).toBe(2048);
  const small = await sharp(png).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(small.data), small.info.width, small.info.height)?.data).toMatch(
    new RegExp(`/p/${person.shortId}\\?s=q$`),
  );
  const pdfHref = await editor.getByRole('link', { name: app.downloadPdf }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const svg = await (await page.request.get(`/api/v1/profiles/${person.shortId}/qr.svg`)).text();
  expect(svg).toContain('fill="#1d3557"');

  // Back to the default: the plain code again.
  await editor.getByRole('button', { name: app.qrStyleReset }).click();
  await expect(editor.getByRole('button', { name: app.qrStyleReset })).toHaveCount(0);
  const plain = await (await page.request.get(`/api/v1/profiles/${person.shortId}/qr.svg`)).text();
  expect(plain).toContain('fill="#000000"');
});

test("a tag's QR tab starts from the company's style and saves the tag's own", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Tor Taggare', 'qrt');
  const company = await page.request.post('/api/v1/companies', {
    data: { name: 'Stilbolaget AB', billing: BILLING_INFO },
  });
  const companyId = ((await company.json()) as { data: { shortId: string } }).data.shortId;
  const tag = await postTag(page.request, companyId, { name: 'Stand 7', modules: [] });
  const tagId = ((await tag.json()) as { data: { id: string } }).data.id;
  const brand = { ...PLAIN, foreground: '#14532d', modules: 'rounded', frame: 'scanMe' };
  expect(
    (await page.request.put(`/api/v1/companies/${companyId}/qr-style`, { data: { style: brand } })).status(),
  ).toBe(200);

  await openDashboard(page, '/dashboard/dynatags');
  await page.getByRole('button', { name: fill(tagsEn.editNamed, { name: 'Stand 7' }) }).click();
  const editor = page.getByRole('dialog', { name: fill(editorTexts.editTitle, { name: 'Stand 7' }) });
  await expect(async () => {
    await editor.getByRole('tab', { name: editorTexts.tabQr }).click({ timeout: 1_000 });
    await expect(editor.getByTestId('qr-style')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const style = editor.getByTestId('qr-style');
  // The company's look is where the tag starts.
  await expect(style.getByLabel(app.qrModules)).toHaveValue('rounded');
  await expect(style.getByTestId('qr-style-preview')).toHaveAttribute('src', /%2314532d/);
  await style.getByLabel(app.qrModules).selectOption('dots');
  await style.getByLabel(app.qrFrame).selectOption('custom');
  await style.getByLabel(app.qrFrameText).fill('Till montern');
  await expect(style.getByTestId('qr-style-preview')).toHaveAttribute('src', /Till%20montern/);
  await style.getByRole('button', { name: app.qrStyleSave }).click();
  await expect(editor.getByTestId('qr-image')).toHaveAttribute('src', /v=1&lang=en$/);
  const svg = await (await page.request.get(`/api/v1/dynatags/${tagId}/qr.svg`)).text();
  expect(svg).toContain('Till montern');
  expect(svg).toContain('fill="#14532d"');
});

test("an owner sets the company's QR style (the default of its people's and tags' codes) in the company dialog", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Olga Ägare', 'qrc');
  const company = await page.request.post('/api/v1/companies', { data: { name: 'Färgbolaget AB' } });
  const companyId = ((await company.json()) as { data: { shortId: string } }).data.shortId;
  await openDashboard(page, '/dashboard/companies');
  await page.getByRole('button', { name: app.editCompany }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(app.editCompanyTitle, { name: 'Färgbolaget AB' }) });
  await dialog.getByRole('tab', { name: app.tabQrStyle }).click();
  const style = dialog.getByTestId('qr-style');
  await style.getByLabel(app.qrForeground).fill('#7f1d1d');
  await style.getByLabel(app.qrEyes).selectOption('rounded');
  await expect(style.getByTestId('qr-style-preview')).toHaveAttribute('src', /%237f1d1d/);
  // A company's style is a default, not a code of its own: no downloads here.
  await expect(style.getByRole('link', { name: app.downloadPng })).toHaveCount(0);
  await style.getByRole('button', { name: app.qrStyleSave }).click();
  await expect(page.getByText('The QR code style is saved')).toBeVisible();
  const saved = await (await page.request.get(`/api/v1/companies/${companyId}/qr-style`)).json();
  expect(saved.data.style).toMatchObject({ foreground: '#7f1d1d', eyes: 'rounded' });
});

test("an owner downloads a metal card's code from the fleet, in the company's style, and it scans to the card", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, 'Kim Kortägare', 'Kortstil AB');
  const brand = { ...PLAIN, foreground: '#312e81', modules: 'rounded', eyes: 'circle', frame: 'scanMe' };
  const put = await page.request.put(`/api/v1/companies/${company.shortId}/qr-style`, {
    data: { style: brand },
  });
  expect(put.status()).toBe(200);
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'blackPersonal', quantity: 1, fullName: 'Kim Kortägare' },
  ]);
  const [card] = order.cardsMade;

  await openDashboard(page, '/dashboard/orders/cards');
  const row = page.locator(`[data-testid="fleet-card"][data-card="${card.id}"]`);
  await row.getByRole('button', { name: fill(ordersEn.fleetQr, { id: card.id }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(ordersEn.fleetQr, { id: card.id }) });
  await expect(dialog.getByTestId('card-link')).toHaveText(card.url);
  await expect(dialog.getByTestId('qr-image')).toHaveAttribute(
    'src',
    `/api/v1/cards/${card.id}/qr.svg?size=512&lang=en`,
  );
  // The code shown is drawn: the image has loaded with its size.
  await expect
    .poll(() => dialog.getByTestId('qr-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/shots/card-qr.png' });

  // The PNG at the chosen width, as the browser saves it, is read by jsQR as the card's own address.
  await dialog.getByLabel(app.qrPngWidth).selectOption('2048');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: fill(app.downloadPngSized, { width: '2048' }), exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`dynacard-card-${card.id}-qr.png`);
  const png = await readFile((await download.path())!);
  expect((await sharp(png).metadata()).width).toBe(2048);
  const small = await sharp(png).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(small.data), small.info.width, small.info.height)?.data).toBe(
    `${card.url}?s=q`,
  );

  // The SVG, as the browser saves it, carries the company's style too, its frame in the browser's language.
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: app.downloadSvg, exact: true }).click(),
  ]);
  const svg = await readFile((await svgDownload.path())!, 'utf8');
  expect(svg).toContain('fill="#312e81"');
  expect(svg).toContain('Scan me');
  const pdfHref = await dialog.getByRole('link', { name: app.downloadPdf, exact: true }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
