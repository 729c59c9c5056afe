// Email signature and video-call background, as a person sets them up: each design rendered by Chromium as a
// mail client shows it (every image loads from our origin), copied as rich HTML and as source, and a background
// downloaded whose QR code opens the card.
import { readFile } from 'node:fs/promises';
import { expect, type FrameLocator, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { app as en } from '../shared/i18n/en/app';
import { SIGNATURE_DESIGNS } from '../shared/schemas/signatures';
import { signUpViaApi } from './support/api';
import { openDashboard } from './support/orders';

// An English reader: the texts below are the English dictionary's.
test.use({ locale: 'en-GB' });

/** Every image in the frame has loaded and has pixels (a broken one has naturalWidth 0). */
async function imagesLoaded(frame: FrameLocator) {
  const images = frame.locator('img');
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }
  return count;
}

test('three signatures render without broken images, copy as rich HTML and as source; a background opens the card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const me = await signUpViaApi(page.request, 'Sigrid Signatur', 'sig');
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c02860' } })
    .png()
    .toBuffer();
  const upload = await page.request.patch('/api/v1/users/me', {
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const card = `${baseURL}/p/${me.shortId}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDashboard(page, '/dashboard/profiles/signature');

  for (const design of SIGNATURE_DESIGNS) {
    const frame = page.getByTestId(`signature-${design}`).frameLocator('iframe');
    await expect(frame.locator('body')).toContainText('Sigrid Signatur');
    // Photo and QR code, or the QR code alone in the compact design.
    expect(await imagesLoaded(frame)).toBe(design === 'compact' ? 1 : 2);
    for (const href of await frame
      .locator('a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      expect(href).toBe(card);
  }

  await page.getByRole('radio', { name: en.sigChoose.replace('{design}', en.sigDesign_banner) }).check();
  // The clipboard is the browser's, shared with the test the other worker runs (its "Copy link"): copy and read
  // again until this copy is what is read.
  await expect(async () => {
    await page.getByRole('button', { name: en.sigCopy, exact: true }).click();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return {
        types: item!.types,
        html: await (await item!.getType('text/html')).text(),
        text: await (await item!.getType('text/plain')).text(),
      };
    });
    expect(copied.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    expect(copied.html).toContain('<table role="presentation"');
    expect(copied.html).toContain('bgcolor'); // the banner's band
    expect(copied.text).toContain(card);
  }).toPass({ timeout: 30_000 });

  await expect(async () => {
    await page.getByRole('button', { name: en.sigCopySource }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^<div style=/);
  }).toPass({ timeout: 30_000 });

  const colour = page.getByTestId('background-colour');
  await expect
    .poll(() => colour.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
      timeout: 15_000,
    })
    .toBe(1920);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    colour.getByRole('link', { name: en.downloadPng }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('dynacard-background-colour.png');
  const { data, info } = await sharp(await readFile((await download.path())!))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1920, 1080]);
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${card}?s=q`);
});
