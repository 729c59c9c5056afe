// Styled QR codes (issue 21): on the QR code tab a person styles their card's code with a live preview the server
// draws and checks; an unscannable choice is explained and cannot be saved; a saved style is what the shown code
// and the downloads (PNG of a chosen width, print PDF) carry, and it decodes to the card's address.
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { app } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

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
  await editor.getByLabel(app.qrModules).selectOption('dots');
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
    new RegExp(`/p/${person.shortId}$`),
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
