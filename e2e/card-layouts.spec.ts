// The card page's layouts (issue 32): a card in each layout — centred, big cover, two columns, minimal — at phone
// and desktop width in light and dark, compared with the committed pictures in e2e/__screenshots__, no wider than
// its window and with no serious axe finding; and the profile editor's gallery and focal point, by pointer and by
// keyboard, saved with the profile. After a change meant to alter a layout, write the pictures again with
// `bunx playwright test e2e/card-layouts.spec.ts --update-snapshots` and look at them before committing.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { app as sv } from '../shared/i18n/sv/app';
import { CARD_LAYOUTS } from '../shared/schemas/card-look';
import { signUpViaApi } from './support/api';
import { call, openDashboard } from './support/orders';
import { plainPerson } from './support/page-looks';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** A picture from fixed bytes: a diagonal gradient and a circle (the same every run). */
const picture = async (name: string, width: number, height: number, from: string, to: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.7}" r="${height * 0.25}" fill="#fff" fill-opacity=".35"/></svg>`,
    ),
  )
    .png()
    .toBuffer(),
});

async function uploadPictures(api: APIRequestContext) {
  const res = await api.patch('/api/v1/users/me', {
    multipart: {
      avatar: await picture('avatar.png', 400, 400, '#b45309', '#fcd34d'),
      cover: await picture('cover.png', 1600, 600, '#14532d', '#86efac'),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Every picture decoded and the typeface in. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

test.describe.configure({ timeout: 360_000 });

// A visitor's browser (`page`) looks; the owner writes through the API from a context of their own.
test('/p in each layout at 390 and 1280 px, light and dark: as before, within the window, no serious axe finding', async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  const person = await plainPerson(owner);
  await uploadPictures(owner);
  const [profile] = await call<{ shortId: string }[]>(owner, 'get', '/profiles');
  for (const layout of CARD_LAYOUTS) {
    await call(owner, 'patch', `/profiles/${profile!.shortId}`, {
      layout,
      // Each shape once; the focal points off centre, so the pictures show them.
      portraitShape: layout === 'columns' ? 'rounded' : layout === 'minimal' ? 'square' : 'circle',
      portraitFocus: { x: 40, y: 30 },
      coverFocus: { x: 30, y: 70 },
    });
    await page.goto(`/p/${person.shortId}`);
    await expect(page.locator('body')).toHaveClass(layout === 'centred' ? '' : new RegExp(`l-${layout}`));
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme });
        await settled(page);
        const { scroll, inner } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect.soft(scroll, `${layout} at ${inner} px`).toBeLessThanOrEqual(inner);
        await expect.soft(page).toHaveScreenshot(`layout-${layout}-${size.width}-${colorScheme}.png`, {
          fullPage: true,
          timeout: 5_000,
        });
        // axe once a scheme, at the desktop width where the layouts differ most.
        if (size.width === 1280) {
          expect.soft(await seriousViolations(page), `${layout} ${colorScheme}`).toEqual([]);
        }
      }
    }
  }
});

test('the profile editor: a layout from the gallery (pointer and keyboard), a shape and a focal point, saved', async ({
  page,
}) => {
  await signUpViaApi(page.request, 'Greta Galleri', 'layout');
  await uploadPictures(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, '/dashboard/profiles');
  const gallery = page.getByTestId('card-look');
  await expect(gallery.getByText(sv.layoutNotChosen)).toBeVisible();

  // Pointer: the big cover; keyboard: the arrow moves the choice on to two columns, as in any radio group.
  await gallery.locator('label', { hasText: sv.layoutCover }).click();
  await expect(gallery.getByRole('radio', { name: sv.layoutCover })).toBeChecked();
  await gallery.getByRole('radio', { name: sv.layoutCover }).press('ArrowRight');
  await expect(gallery.getByRole('radio', { name: sv.layoutColumns })).toBeChecked();
  await gallery.locator('label', { hasText: sv.shapeRounded }).click();

  // The focal point: a click at a quarter across and a fifth down, then two presses of the right arrow.
  const slider = page.getByRole('slider', { name: sv.portraitFocus });
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width * 0.25, y: box.height * 0.2 } });
  await expect(slider).toHaveAttribute(
    'aria-valuetext',
    sv.focusValue.replace('{x}', '25').replace('{y}', '20'),
  );
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '27');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: sv.saveProfile }).click();
  await expect
    .poll(async () => (await call<Record<string, unknown>[]>(page.request, 'get', '/profiles'))[0])
    .toMatchObject({ layout: 'columns', portraitShape: 'rounded', portraitFocus: { x: 27, y: 20 } });
});
