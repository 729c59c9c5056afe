// Wallet passes (issue 21): the dashboard's QR code tab offers my card to Apple Wallet (a signed .pkpass
// downloads) and Google Wallet (a save link to Google); the public card page carries the same two badges.
// The server runs with a test CA's pass certificate and a test service-account key (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { app as en } from '../shared/i18n/en/app';
import { app as sv } from '../shared/i18n/sv/app';
import { signUpViaApi } from './support/api';
import { openDashboard } from './support/orders';

/** The dashboard speaks the account's language: Swedish here (the browser's), English accepted too. */
const either = (key: 'walletTitle' | 'addToAppleWallet' | 'saveToGoogleWallet') =>
  new RegExp(`^(${sv[key]}|${en[key]})$`);

test('my card goes to Apple Wallet and Google Wallet from the dashboard and from the card page', async ({
  page,
}) => {
  const me = await signUpViaApi(page.request, 'Ada Lovelace', 'w');
  await openDashboard(page, '/dashboard/profiles/qr-code');
  const wallet = page.getByTestId('wallet');
  await expect(wallet.getByRole('heading', { name: either('walletTitle') })).toBeVisible();

  const apple = wallet.getByRole('link', { name: either('addToAppleWallet') });
  await expect(apple).toHaveAttribute('href', `/api/v1/wallet/apple/p.${me.shortId}`);
  const [download] = await Promise.all([page.waitForEvent('download'), apple.click()]);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  // A zip (PK\\x03\\x04) holding the pass.
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.includes(Buffer.from('pass.json'))).toBe(true);

  const google = wallet.getByRole('link', { name: either('saveToGoogleWallet') });
  const href = (await google.getAttribute('href')) ?? '';
  const save = await page.request.get(href, { maxRedirects: 0 });
  expect(save.status()).toBe(303);
  expect(save.headers().location).toMatch(
    /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
  );

  await page.goto(`/p/${me.shortId}`);
  await expect(page.getByRole('link', { name: either('addToAppleWallet') })).toHaveAttribute(
    'href',
    `/api/v1/wallet/apple/p.${me.shortId}`,
  );
  await expect(page.getByRole('link', { name: either('saveToGoogleWallet') })).toBeVisible();
});

test('a server without a Wallet service shows no Wallet button in the dashboard, not even a disabled one', async ({
  page,
}) => {
  await signUpViaApi(page.request, 'Ada Lovelace', 'w0');
  // This test server has both services; the answer of one that has neither (and one with Google alone).
  let services = { apple: false, google: false };
  await page.route('**/api/v1/wallet/mine', async (route) => {
    const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...real, data: { ...real.data, ...services } } });
  });
  const answered = page.waitForResponse('**/api/v1/wallet/mine');
  await openDashboard(page, '/dashboard/profiles/qr-code');
  await answered;
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await expect(page.getByTestId('wallet')).toHaveCount(0);
  await expect(page.getByRole('link', { name: either('addToAppleWallet') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: either('addToAppleWallet') })).toHaveCount(0);

  services = { apple: false, google: true };
  await page.reload();
  await expect(page.getByRole('link', { name: either('saveToGoogleWallet') })).toBeVisible();
  await expect(page.getByRole('link', { name: either('addToAppleWallet') })).toHaveCount(0);
});
