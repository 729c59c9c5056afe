// A person's own links (issue 32): added in the profile editor, reordered by drag and drop, shown on /p in that
// order with the featured one as the prominent button, a click goes to the address and is counted in the profile's
// statistics; the links section at phone and desktop width in light and dark against the committed pictures, and
// axe finds nothing serious on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/api';
import { inEachLook } from './support/looks';
import { openDashboard } from './support/orders';

test.use({ locale: 'en-GB' });

test('own links: added, reordered by drag and drop, shown in order on /p, and a click counted', async ({
  page,
}) => {
  const me = await signUpViaApi(page.request, 'Lina Länk', 'links');
  await openDashboard(page, '/dashboard/profiles');
  const editor = page.getByTestId('own-links');
  const add = async (label: string, url: string) => {
    await editor.getByRole('button', { name: 'Add link' }).click();
    const row = editor.getByTestId('own-link').last();
    await row.getByLabel('Label').fill(label);
    await row.getByLabel('Address').fill(url);
  };
  await add('Our new catalogue', 'https://example.com/catalogue');
  await add('Book a meeting', 'https://example.com/book');
  await editor
    .getByTestId('own-link')
    .last()
    .getByLabel(/Featured/)
    .check();
  // "Book a meeting" first: dragged by its handle onto the first row.
  await editor.getByTestId('own-link-handle').last().dragTo(editor.getByTestId('own-link').first());
  await expect(editor.getByTestId('own-link').first().getByLabel('Label')).toHaveValue('Book a meeting');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: /saved/i })).toBeVisible();

  const [profile] = (await (await page.request.get('/api/v1/profiles')).json()).data as { shortId: string }[];
  await page.goto(`/p/${me.shortId}?s=q`);
  const section = page.locator('[data-own-links]');
  await expect(section.getByRole('link')).toHaveText(['Book a meeting', 'Our new catalogue']);
  await expect(section.getByRole('link').first()).toHaveClass(/main/);

  await inEachLook(page, async (size, colorScheme) => {
    await page.evaluate(() => document.fonts.ready);
    await expect
      .soft(section)
      .toHaveScreenshot(`own-links-${size.width}-${colorScheme}.png`, { timeout: 5_000 });
    const axe = await new AxeBuilder({ page })
      .include('[data-own-links]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  // The click goes through our counting address to the saved one.
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ body: 'booked', contentType: 'text/plain' }),
  );
  await section.getByRole('link', { name: 'Book a meeting' }).click();
  await expect(page).toHaveURL('https://example.com/book');
  await expect
    .poll(
      async () => {
        const stats = await page.request.get(`/api/v1/profiles/${profile.shortId}/statistics`);
        const { clicks } = (await stats.json()).data as {
          clicks: { links: { label: string; total: number; bySource: { qr: number } }[] };
        };
        return clicks.links.map((l) => [l.label, l.total, l.bySource.qr]);
      },
      { timeout: 10_000 },
    )
    .toEqual([
      ['Book a meeting', 1, 1],
      ['Our new catalogue', 0, 0],
    ]);
});
