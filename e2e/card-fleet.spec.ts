// The card fleet (issue 10): a card's own link /c/{id} opens its holder's public profile; the owner gives the card
// to a colleague in Orders › Cards and the same link now opens the colleague's page; a lost card is disabled
// (after a confirmation) and its link opens the neutral page that names no one, until it is enabled again.
// Every change shows in the change log.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { app as enApp } from '../shared/i18n/en/app';
import { orders as en } from '../shared/i18n/en/orders';
import { orders as sv } from '../shared/i18n/sv/orders';
import { signUpViaApi } from './support/api';
import { accessible, fill } from './support/checks';
import { call, openDashboard, orderingOwner, placeOrder } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const OWNER = 'Harald Hållare';
const MATE = 'Nora Nykomling';

/** A colleague who signed up, accepted the owner's invitation and has a public profile. */
async function colleagueOf(browser: Browser, owner: Page, companyId: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const mate = await signUpViaApi(context.request, MATE, 'mate');
  await call(owner.request, 'post', `/companies/${companyId}/colleagues`, { email: mate.email });
  await call(context.request, 'post', `/companies/${companyId}/invitation/accept`);
  expect((await context.request.get(`/p/${mate.shortId}`)).status()).toBe(200);
  const people = await call<{ id: string; user: { fullName: string } }[]>(
    owner.request,
    'get',
    `/companies/${companyId}/colleagues`,
  );
  const membership = people.find((p) => p.user.fullName === MATE);
  if (!membership) throw new Error('the colleague is not in the company');
  await context.close();
  return membership.id;
}

test('a card link follows its holder: reassigned to a colleague, disabled, enabled', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, OWNER, 'Hållarnas Kort AB');
  const mateId = await colleagueOf(browser, page, company.shortId);
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'goldPersonal', quantity: 1, fullName: OWNER },
  ]);
  const [card] = order.cardsMade;
  const link = new URL(card.url).pathname;
  expect(link).toBe(`/c/${card.id}`);

  // A visitor's phone: no session, its own cookies.
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
  const phone = await visitor.newPage();
  await test.step('a visitor scanning the card lands on the holder’s profile', async () => {
    const answer = await phone.goto(link);
    expect(answer?.status()).toBe(200);
    // Served in place: no redirect round trip.
    expect(answer?.request().redirectedFrom()).toBeNull();
    await expect(phone.locator('body')).toContainText(OWNER);
    await expect(phone.locator('body')).not.toContainText(MATE);
  });

  await openDashboard(page, '/dashboard/orders/cards');
  const row = page.locator(`[data-testid="fleet-card"][data-card="${card.id}"]`);
  // Its order has not shipped: the card is being made, and its link already works.
  await expect(row.getByTitle(en.fleetBeingMadeHint)).toHaveText(en.fleetBeingMade);
  await expect(row).toContainText(order.number);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await test.step('the owner gives the card to a colleague; the same link opens the colleague', async () => {
    const holder = row.getByRole('combobox', { name: fill(en.fleetReassign, { id: card.id }) });
    const ownerId = await holder.inputValue();
    // The card is engraved with the owner's name: giving it to someone else is asked first, naming the engraving.
    const asked = page.getByRole('dialog', { name: en.fleetEngravedTitle });
    await holder.selectOption(mateId);
    await expect(asked).toContainText(
      fill(en.fleetEngravedText, { id: card.id, engraving: OWNER, name: MATE }),
    );
    await asked.getByRole('button', { name: enApp.cancel }).click();
    await expect(asked).toHaveCount(0);
    await expect(holder).toHaveValue(ownerId);
    await expect(page.getByTestId('card-audit')).not.toContainText(
      fill(en.fleetAuditReassigned, { id: card.id, from: OWNER, to: MATE }),
    );
    await holder.selectOption(mateId);
    await asked.getByRole('button', { name: fill(en.fleetEngravedConfirm, { name: MATE }) }).click();
    await expect(page.getByText(fill(en.fleetReassigned, { id: card.id, name: MATE }))).toBeVisible();
    await expect(page.getByTestId('card-audit')).toContainText(
      fill(en.fleetAuditReassigned, { id: card.id, from: OWNER, to: MATE }),
    );
    await phone.goto(link);
    await expect(phone.locator('body')).toContainText(MATE);
    await expect(phone.locator('body')).not.toContainText(OWNER);
  });

  await page.screenshot({ path: 'test-results/shots/card-fleet.png', fullPage: true });
  await test.step('the print file and the link of the card', async () => {
    await row.getByRole('button', { name: fill(en.fleetMoreNamed, { id: card.id }) }).click();
    const design = row.getByRole('link', { name: en.fleetDesign });
    const svg = await page.request.get((await design.getAttribute('href')) ?? '');
    expect(svg.status()).toBe(200);
    expect(await svg.text()).toContain('<svg');
    await row.getByRole('button', { name: en.fleetCopy }).click();
    await expect(page.getByText(en.historyLinkCopied)).toBeVisible();
  });

  await test.step('a lost card is disabled after a confirmation and opens the neutral page', async () => {
    await row.getByRole('button', { name: fill(en.fleetMoreNamed, { id: card.id }) }).click();
    await row.getByRole('button', { name: en.fleetDisable }).click();
    const confirm = page.getByRole('dialog', { name: en.fleetDisableTitle });
    await expect(confirm).toContainText(fill(en.fleetDisableText, { id: card.id, name: MATE }));
    await confirm.getByRole('button', { name: en.fleetDisable, exact: true }).click();
    await expect(row).toContainText(en.fleetDisabled);
    await expect(page.getByTestId('card-audit')).toContainText(fill(en.fleetAuditDisabled, { id: card.id }));

    await phone.goto(link);
    // The neutral page is in the visitor's language (the phone has no stored choice: Swedish or English).
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^(${en.cardInactiveTitle}|${sv.cardInactiveTitle})$`),
    );
    await expect(phone.locator('body')).not.toContainText(MATE);
    await expect(phone.locator('body')).not.toContainText(OWNER);
  });

  await test.step('enabled again, the card opens its holder', async () => {
    await row.getByRole('button', { name: fill(en.fleetMoreNamed, { id: card.id }) }).click();
    await row.getByRole('button', { name: en.fleetEnable }).click();
    await expect(row).toContainText(en.fleetBeingMade);
    await phone.goto(link);
    await expect(phone.locator('body')).toContainText(MATE);
  });

  await test.step('on a phone each card is a card of its own, nothing off screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      row.getByRole('combobox', { name: fill(en.fleetReassign, { id: card.id }) }),
    ).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Nor hidden behind a sideways scroll of the table's own box.
    const hidden = await page
      .getByTestId('card-fleet')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(hidden).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/shots/card-fleet-phone.png', fullPage: true });
  });
  await visitor.close();
});

/** The table as laid out: its rows' heights, the headers cut off or wrapped, and the actions' rows of buttons. */
const layoutOf = (table: Locator) =>
  table.evaluate((el) => {
    const box = (el.parentElement as HTMLElement).getBoundingClientRect();
    const heads = [...el.querySelectorAll('thead th')] as HTMLElement[];
    return {
      overflow: el.scrollWidth - (el.parentElement as HTMLElement).clientWidth,
      rows: [...el.querySelectorAll('tbody tr')].map((tr) => Math.round(tr.getBoundingClientRect().height)),
      // Cut off by the box, or its words broken over lines or clipped in the cell.
      clipped: heads
        .filter((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return (
            th.getBoundingClientRect().right > box.right + 0.5 || th.scrollWidth > th.clientWidth || lines > 1
          );
        })
        .map((th) => th.textContent),
      // Each row's action controls: how many distinct lines they sit on.
      actionLines: [...el.querySelectorAll('tbody tr')].map(
        (tr) =>
          new Set(
            [...(tr.lastElementChild?.querySelectorAll('button, a') ?? [])]
              .filter((b) => (b as HTMLElement).offsetParent)
              .map((b) => Math.round(b.getBoundingClientRect().top)),
          ).size,
      ),
    };
  });

test('at 1280 px the fleet fits: every column and header whole, each card’s actions on one line', async ({
  page,
}) => {
  // Issue 28: the actions column was cut off ("Åtgärde", "Stäng av") and each row stacked five icons (120 px).
  test.setTimeout(90_000);
  const { company } = await orderingOwner(page.request, 'Sixten Storlek', 'Storleksbolaget i Norrland AB');
  await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'goldPersonal', quantity: 2, fullName: 'Sixten Storlek' },
  ]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, '/dashboard/orders/cards');
  for (const lang of ['sv', 'fi', 'en'] as const) {
    await page.evaluate((code) => localStorage.setItem('targetLang', code), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const table = page.getByTestId('card-fleet');
    await expect(table.getByTestId('fleet-card')).toHaveCount(2);
    const layout = await layoutOf(table);
    console.log(`fleet at 1280 px (${lang}): ${JSON.stringify(layout)}`);
    expect({ lang, overflow: Math.max(0, layout.overflow), clipped: layout.clipped }).toEqual({
      lang,
      overflow: 0,
      clipped: [],
    });
    expect(layout.actionLines).toEqual([1, 1]);
    for (const height of layout.rows) expect(height).toBeLessThanOrEqual(60);
    await page.screenshot({ path: `test-results/shots/card-fleet-1280-${lang}.png` });
  }
  // Every action has a name a screen reader says, the card's id in it.
  const [card] = await page.getByTestId('fleet-card').all();
  const id = (await card.getAttribute('data-card')) ?? '';
  await expect(card.getByRole('button', { name: fill(en.fleetQr, { id }) })).toBeVisible();
  await expect(card.getByRole('button', { name: fill(en.fleetStatistics, { id }) })).toBeVisible();
  await card.getByRole('button', { name: fill(en.fleetMoreNamed, { id }) }).click();
  await expect(card.getByRole('button', { name: en.fleetCopy })).toBeVisible();
  await expect(card.getByRole('link', { name: en.fleetDesign })).toBeVisible();
  await expect(card.getByRole('button', { name: en.fleetDisable })).toBeVisible();
  await accessible(page, 'fleet with its row menu open');
});
