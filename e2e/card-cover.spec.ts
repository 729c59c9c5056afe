// A person picks a cover for their card page in settings → User, sees it on the page a scan opens, and
// removes it again (the page then shows the company's cover or the colour band).
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpViaApi } from './support/api';

test.use({ locale: 'en-GB' });

const notice = (page: Page, text: string) => page.getByTestId('notice').filter({ hasText: text });

/** A new account, signed in by the API's cookies and kept in storage as the dashboard does after a login. */
async function signedIn(page: Page, fullName: string) {
  const me = await signUpViaApi(page.request, fullName, 'cover');
  const { data: user } = await (await page.request.get('/api/v1/users/me')).json();
  await page.goto('/en/');
  await page.evaluate((stored) => {
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('cookiesAccepted', 'true');
  }, user);
  return me;
}

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a cover chosen in settings is on the card page until it is removed', async ({ page }) => {
  const me = await signedIn(page, 'Cora Cover');
  await page.goto('/dashboard/profiles');
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  await settings.getByTestId('cover-input').setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1800, 700, '#7c3aed'),
  });
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

test("an owner sets the company's cover in the company form; its people's pages show it", async ({
  page,
}) => {
  const me = await signedIn(page, 'Olle Owner');
  const created = await page.request.post('/api/v1/companies', { data: { name: 'Omslag AB' } });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard/companies');
  await page.getByRole('button', { name: 'Edit company' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Omslag AB' });
  await edit
    .getByTestId('company-cover-input')
    .setInputFiles({ name: 'wide.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 600, '#0e7490') });
  await expect(edit.getByText('wide.jpg is uploaded when you save')).toBeVisible();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'The company is saved')).toBeVisible();

  await page.goto(`/p/${me.shortId}`);
  await expect(page.locator('.cover img')).toHaveAttribute('src', /\/uploads\/companies\/\w+\/cover\?v=/);

  await page.goto('/dashboard/companies');
  await page.getByRole('button', { name: 'Edit company' }).click();
  await expect(edit.getByRole('img', { name: 'Cover image of Omslag AB' })).toBeVisible();
  await edit.getByRole('button', { name: 'Remove cover' }).click();
  await expect(notice(page, 'The cover image is removed')).toBeVisible();
  await expect(edit.getByRole('img', { name: 'Cover image of Omslag AB' })).toHaveCount(0);
  await page.goto(`/p/${me.shortId}`);
  await expect(page.locator('.cover img')).toHaveCount(0);
});
