// Pictures on a dynatag (issue 19): an owner adds an image and a gallery in the editor, uploads and describes
// the pictures, saves, and the public page shows them (each loaded from its resized copies) in the company's
// colour, which the company chose to use on its pages.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { tagEditor as en } from '../shared/i18n/en/tagEditor';
import { signUpViaApi } from './support/api';
import { BILLING_INFO, postTag } from './support/billing';
import { storeSignedInUser } from './support/site';

test.use({ locale: 'en-GB' });

type Envelope<T> = { success: boolean; message: string; data: T };

/** An owner of a company that uses its colour (#1d4ed8) on its pages, with one tag. */
async function ownerWithColouredTag(api: APIRequestContext) {
  await signUpViaApi(api, 'Pia Picture', 'tag');
  const created = await api.post('/api/v1/companies', { data: { name: 'Pia AB', billing: BILLING_INFO } });
  expect(created.status(), await created.text()).toBe(201);
  const company = ((await created.json()) as Envelope<{ shortId: string }>).data;
  const coloured = await api.patch(`/api/v1/companies/${company.shortId}`, {
    data: { color: '#1d4ed8', useColorInProfiles: true },
  });
  expect(coloured.status(), await coloured.text()).toBe(200);
  const res = await postTag(api, company.shortId, {
    name: 'Fair photos',
    label: 'Our week at the fair',
    modules: [{ id: 'm1', type: 'wysiwyg', html: '<p>Thank you for visiting!</p>' }],
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Envelope<{ id: string }>).data;
}

/** A real picture for the upload inputs. */
async function photo(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));

test('an image and a gallery are added in the editor, saved, and shown on /d in the company colour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = await ownerWithColouredTag(page.request);
  await storeSignedInUser(page);
  await page.goto('/dashboard/dynatags');
  await page.getByRole('button', { name: 'Edit Fair photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(en.editTitle, { name: 'Fair photos' }) });
  await expect(dialog.getByTestId('tag-editor')).toBeVisible();
  const card = (number: number, type: string) =>
    dialog.getByRole('region', { name: fill(en.modModuleNumber, { number, type }) });
  const add = async (type: string) => {
    await dialog.getByRole('button', { name: en.modAdd }).click();
    await dialog.getByRole('menuitem', { name: type, exact: true }).click();
  };

  await add(en.modTypeImage);
  const image = card(2, en.modTypeImage);
  await image
    .getByLabel(`${en.modUpload}: ${en.modPicture}`)
    .setInputFiles(await photo('stand.jpg', 2000, 1200, '#c0392b'));
  await expect(image.getByRole('combobox', { name: en.modPicture })).toHaveValue(/\S/, { timeout: 20_000 });
  await image.getByLabel(en.modPictureAlt).fill('Our stand in hall B');
  await image.getByLabel(en.modPictureCaption).fill('Hall B, stand 12');

  await add(en.modTypeGallery);
  const gallery = card(3, en.modTypeGallery);
  await gallery
    .getByLabel(en.modUploadPictures)
    .setInputFiles([
      await photo('crowd.jpg', 1600, 1600, '#2e86de'),
      await photo('demo.jpg', 900, 1200, '#27ae60'),
    ]);
  const alts = gallery.getByLabel(en.modPictureAlt);
  await expect(alts).toHaveCount(2, { timeout: 20_000 });
  // A picture the tag already has (the image module's) is added from the list, and taken out again.
  await gallery.getByLabel(en.modPicturesOfTag).selectOption({ label: 'stand.jpg' });
  await expect(alts).toHaveCount(3);
  await gallery.getByRole('button', { name: fill(en.modRemove, { name: 'stand.jpg' }) }).click();
  await expect(alts).toHaveCount(2);
  // Without a description the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    gallery.getByText('Describe what the picture shows, or mark it as decoration').first(),
  ).toBeVisible();
  await alts.nth(0).fill('Visitors at the stand');
  await gallery.getByLabel(en.modPictureDecorative).nth(1).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'The dynatag is saved' })).toBeVisible();

  await page.goto(`/d/${tag.id}`);
  const pictures = page.locator('main img');
  await expect(pictures).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Our stand in hall B' })).toHaveAttribute(
    'srcset',
    /480w, .*960w, .*1600w$/,
  );
  await expect(page.getByText('Hall B, stand 12')).toBeVisible();
  // Each picture loads (the lazy ones once near): a real image came from its copy.
  for (let i = 0; i < 3; i++) {
    const img = pictures.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/(480|960|1600)$/);
  }
  // A gallery picture opens full size.
  await expect(page.getByRole('link', { name: 'Visitors at the stand' })).toHaveAttribute('href', /\/1600$/);
  // The company colour: the band on top of the page.
  expect(await page.evaluate(() => getComputedStyle(document.body).borderTopColor)).toBe('rgb(29, 78, 216)');
  expect(await page.locator('script').count()).toBe(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
