// Video on the card page and on a dynatag page (issue 32): set in the dashboard (a profile's link) and through the
// API (a tag's module); the page shows our poster and loads nothing of YouTube or Vimeo until the tap, which puts
// the privacy-enhanced player in a sandboxed, titled frame. The poster at 390 and 1280 px in light and dark, axe
// with no serious finding. The e2e server's YouTube thumbnail is our own og-image (playwright.config.ts).
import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './support/api';
import { accessible } from './support/checks';
import { inEachLook } from './support/looks';
import { openDashboard, orderingOwner } from './support/orders';
import { newTag } from './support/page-looks';

const PROVIDERS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeo\.com|vimeocdn\.com/;

/** Every request the page makes to YouTube's or Vimeo's hosts (answered with nothing: the test goes offline to them). */
async function watchProviders(page: Page) {
  const asked: string[] = [];
  await page.route(PROVIDERS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  return asked;
}

/** The poster at both sizes in both schemes, compared with `name`-{width}-{scheme}.png; axe on each. */
async function posterLooks(page: Page, name: string) {
  const poster = page.locator('video-poster a.vp');
  await inEachLook(page, async (size, colorScheme) => {
    await poster.locator('img').evaluate((img: HTMLImageElement) => {
      img.loading = 'eager';
      return img.decode();
    });
    await expect
      .soft(poster)
      .toHaveScreenshot(`${name}-${size.width}-${colorScheme}.png`, { timeout: 5_000 });
    await accessible(page, `${name} at ${size.width} px, ${colorScheme}`);
  });
}

/** Loads `path`, checks nothing of the providers was asked, then taps "Play video: {title}" and finds the player. */
async function tapToPlay(page: Page, path: string, title: string, name: string) {
  const asked = await watchProviders(page);
  await page.goto(path);
  const play = page.getByRole('link', { name: new RegExp(`: ${title}$`) });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/video-posters\/youtube\/dQw4w9WgXcQ$/,
  );
  await posterLooks(page, name);
  expect(asked).toEqual([]);
  await play.click();
  const player = page.locator('iframe.vp');
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
  );
  await expect(player).toHaveAttribute('title', /\S/);
  await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
}

test('a video on a card page and on a tag: a poster of ours until the tap, then the privacy-enhanced player', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const person = await signUpViaApi(page.request, 'Vera Video', 'vid');
  await openDashboard(page, '/dashboard/profiles');
  // The dashboard speaks the account's language: the fields are found by their names.
  const form = page.locator('form:has(input[name="videoUrl"])');
  await form.locator('input[name="videoUrl"]').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form.locator('input[name="videoTitle"]').fill('Vår verkstad');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('video-preview').locator('img')).toBeVisible();
  await tapToPlay(page, `/p/${person.shortId}`, 'Vår verkstad', 'video-poster-p');

  const { company } = await orderingOwner(page.request, 'Tora Tagg', 'Videobolaget');
  const tagId = await newTag(page.request, company.shortId, {
    name: 'Film',
    label: 'Filmen',
    modules: [{ id: 'v', type: 'video', title: 'Så bygger vi', url: 'https://youtu.be/dQw4w9WgXcQ' }],
  });
  await tapToPlay(page, `/d/${tagId}`, 'Så bygger vi', 'video-poster-d');
});
