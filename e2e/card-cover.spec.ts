// A person picks a cover for their card page in settings → User, sees it on the page a scan opens, and
// removes it again (the page then shows the company's cover or the colour band).
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpViaApi } from './support/api';

test.use({ locale: 'en-GB' });

const notice = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text });

test('a cover chosen in settings is on the card page until it is removed', async ({ page }) => {
  const me = await signUpViaApi(page.request, 'Cora Cover', 'cover');
  // Signed in by the API's cookies; the dashboard also keeps the user in storage, as after a login.
  const { data: user } = await (await page.request.get('/api/v1/users/me')).json();
  await page.goto('/en/');
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('cookiesAccepted', 'true');
  }, user);
  await page.goto('/dashboard/profiles');
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  const picture = await sharp({ create: { width: 1800, height: 700, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
  await settings
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(notice(page, 'Your profile is saved')).toBeVisible();
  const preview = settings.getByRole('img', { name: 'Cover image of Cora Cover' });
  await expect(preview).toHaveAttribute('src', new RegExp(`/uploads/users/${me.shortId}/cover\\?v=`));
  await expect(settings.getByRole('button', { name: 'Remove cover' })).toBeVisible();

  await page.goto(`/p/${me.shortId}`);
  const cover = page.locator('.cover img');
  await expect(cover).toHaveAttribute('src', new RegExp(`/uploads/users/${me.shortId}/cover\\?v=`));
  // Fitted in 1600 × 600 without cropping: 1600 × 622 would not fit, so 1543 × 600.
  expect(await cover.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1543, 600,
  ]);

  await page.goto('/dashboard/profiles');
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('button', { name: 'Remove cover' }).click();
  await expect(notice(page, 'The cover image is removed')).toBeVisible();
  await expect(settings.getByRole('img', { name: 'Cover image of Cora Cover' })).toHaveCount(0);
  await page.goto(`/p/${me.shortId}`);
  await expect(page.locator('.cover img')).toHaveCount(0);
});
