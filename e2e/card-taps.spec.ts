// Taps a copied link cannot fake (issue 33): a visitor taps a card whose chip has Secure Unique NFC; the owner's
// Cards tab shows the verified tap under the card's last scan, and "no verified tap yet" for a SUN card not tapped.
// The table at phone and desktop width, light and dark, compared with the committed pictures; no serious axe finding.
// An owner marks a dynatag module "only after a tap" in the editor: a visitor sees it after tapping the company's
// card, not before.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { orders as en } from '../shared/i18n/en/orders';
import { tagEditor as enTag } from '../shared/i18n/en/tagEditor';
import { postTag } from './support/billing';
import { tapAddress } from './support/chips';
import { inEachLook } from './support/looks';
import { openDashboard, orderingOwner, placeOrder, sql } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const OWNER = 'Tuula Tappaja';
/** A fixed day for the pictures (the tap's real time is checked first). */
const DAY = Date.UTC(2026, 10, 20, 10, 0, 0);

test('a verified tap shows in the fleet; the table in both sizes and schemes', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, OWNER, 'Napautus Oy');
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'goldPersonal', quantity: 3, fullName: OWNER },
  ]);
  // The first two cards' chips have SUN (their chip file went to the maker); the third is an older card.
  const [tapped, waiting, older] = order.cardsMade;
  for (const card of [tapped, waiting]) await sql('update cards set sun = 1 where short_id = ?', [card.id]);

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  const phone = await visitor.newPage();
  const tap = tapAddress(tapped.id, 1);
  expect((await phone.goto(tap))?.status()).toBe(200);
  await expect(phone.locator('body')).toContainText(OWNER);
  // The same address again (copied from the phone's history) still shows the page.
  expect((await phone.goto(tap))?.status()).toBe(200);
  await visitor.close();

  await openDashboard(page, '/dashboard/orders/cards');
  const rowOf = (id: string) => page.locator(`[data-testid="fleet-card"][data-card="${id}"]`);
  await expect(rowOf(tapped.id).getByTestId('fleet-last-tap')).toContainText(en.fleetLastTap.split(' {')[0]);
  await expect(rowOf(waiting.id).getByTestId('fleet-last-tap')).toHaveText(en.fleetNoTapYet);
  await expect(rowOf(older.id).getByTestId('fleet-last-tap')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // The pictures: the ids, the order's number and the times fixed, so that only a change of the table shows.
  for (const [i, card] of order.cardsMade.entries()) {
    await sql(
      'update cards set short_id = ?, last_scan_at = ?, last_tap_at = case when last_tap_at is null then null else ? end where short_id = ?',
      [`taps${i + 1}`, String(DAY), String(DAY), card.id],
    );
  }
  await sql('update orders set number = ? where short_id = ?', ['2026-4242', order.id]);
  await page.reload();
  const table = page.getByTestId('card-fleet');
  await expect(table).toContainText('taps1');
  await inEachLook(
    page,
    async (size, colorScheme) => {
      await expect(table).toContainText('taps1');
      await expect.soft(table).toHaveScreenshot(`card-taps-fleet-${size.width}-${colorScheme}.png`, {
        timeout: 5_000,
      });
    },
    { dashboard: true },
  );
});

test('a module only after a tap: marked in the editor, shown after a verified tap of the company’s card', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, 'Stina Standare', 'Montern AB');
  const created = await postTag(page.request, company.shortId, {
    name: 'Fair stand',
    label: 'Our stand',
    modules: [
      { id: 'hi', type: 'wysiwyg', title: 'Welcome', html: '<p>Welcome to the stand</p>' },
      { id: 'deal', type: 'wysiwyg', title: 'Fair deal', html: '<p>Code FAIR20 at the desk</p>' },
    ],
  });
  expect(created.status(), await created.text()).toBe(201);
  const tag = ((await created.json()) as { data: { id: string } }).data;
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'blackPersonal', quantity: 1, fullName: 'Stina Standare' },
  ]);
  const [card] = order.cardsMade;
  await sql('update cards set sun = 1 where short_id = ?', [card.id]);

  await openDashboard(page, '/dashboard/dynatags');
  await page.evaluate(() => localStorage.setItem('tagEditorTourSeen', 'true'));
  await page.reload();
  await page.getByRole('button', { name: 'Edit Fair stand' }).first().click();
  const editor = page.getByRole('dialog', { name: enTag.editTitle.replace('{name}', 'Fair stand') });
  const deal = editor.getByTestId('tag-editor').locator('li').filter({ hasText: 'Fair deal' }).first();
  await deal.getByRole('checkbox', { name: enTag.modTapOnly }).check();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'The dynatag is saved' })).toBeVisible();
  // The module's card in the editor, marked, at phone and desktop width in light and dark.
  await inEachLook(
    page,
    async (size, colorScheme) => {
      await page.getByRole('button', { name: 'Edit Fair stand' }).first().click();
      await expect(deal.getByRole('checkbox', { name: enTag.modTapOnly })).toBeChecked();
      await expect.soft(deal).toHaveScreenshot(`tap-only-module-${size.width}-${colorScheme}.png`, {
        timeout: 5_000,
      });
    },
    { dashboard: true },
  );

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  const phone = await visitor.newPage();
  await phone.goto(`/d/${tag.id}`);
  await expect(phone.locator('body')).toContainText('Welcome to the stand');
  await expect(phone.locator('body')).not.toContainText('FAIR20');
  await phone.goto(tapAddress(card.id, 1));
  await phone.goto(`/d/${tag.id}`);
  await expect(phone.locator('body')).toContainText('FAIR20');
  await visitor.close();
});
