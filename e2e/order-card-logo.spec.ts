// A company card carries its company (issue 19): the wizard offers the company's own logo on a card's design,
// its preview shows it with the company's name and web address on the back, and the choice is kept with the
// draft. The print file's content is proven by the API (api/src/modules/orders/company-logo.test.ts).
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { orders as eo } from '../shared/i18n/en/orders';
import { call, openDashboard, orderingOwner } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));

test('the wizard offers the company’s logo on a card, and its preview shows it', async ({ page }) => {
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, 'Lo Logotyp', 'Logga AB');
  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#203060' } })
    .png()
    .toBuffer();
  const patched = await page.request.patch(`/api/v1/companies/${company.shortId}`, {
    multipart: {
      json: JSON.stringify({ websiteUrl: 'https://logga.example' }),
      'files[logo]': { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const { logoPath } = await call<{ logoPath: string }>(page.request, 'get', `/companies/${company.shortId}`);

  await openDashboard(page, '/dashboard/orders');
  await page.getByRole('radio', { name: /Logga AB/ }).check();
  await page.getByRole('button', { name: eo.wizardNext }).click();
  const line = page.getByTestId('card-line-1');
  await line.getByLabel(eo.wizardType).selectOption('blackCompany');
  const preview = line.getByRole('region', { name: fill(eo.wizardPreview, { n: 1 }) });
  // The back says the company's name and web address; the front has no logo until it is chosen.
  await expect(preview).toContainText('Logga AB');
  await expect(preview).toContainText('logga.example');
  await expect(preview.getByTestId('preview-logo')).toHaveCount(0);

  const offer = line.getByRole('checkbox', { name: eo.wizardCompanyLogo });
  await offer.check();
  // An uploaded logo gives way to the company's: one logo per card.
  await expect(line.getByRole('button', { name: eo.wizardChooseLogo })).toHaveCount(0);
  const shown = preview.getByTestId('preview-logo');
  await expect(shown).toHaveAttribute('src', logoPath);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('wizard-save')).toHaveAttribute('data-state', 'saved');
  await line.screenshot({ path: 'test-results/shots/wizard-company-logo.png' });

  // Kept with the card line: a reload shows the same choice and preview.
  await page.reload();
  const again = page.getByTestId('card-line-1');
  await expect(again.getByRole('checkbox', { name: eo.wizardCompanyLogo })).toBeChecked();
  await expect(again.getByTestId('preview-logo')).toHaveAttribute('src', logoPath);
  await again.getByRole('checkbox', { name: eo.wizardCompanyLogo }).uncheck();
  await expect(again.getByTestId('preview-logo')).toHaveCount(0);
  await expect(again.getByRole('button', { name: eo.wizardChooseLogo })).toBeVisible();
});
