// Orders › History and the administrator's orders (issue 10), with orders placed through the API as the wizard
// places them: the owner opens the order preview (status, delivery estimate, card rows with each card's links,
// the server's totals), the receipt (a PDF) and the design (SVG), and cancels a second order after "Cancel
// order?"; an administrator moves an order Received → Processing → Shipped (the customer is mailed and sees it
// in their own History) and force deletes another after "Delete order?". On a phone the history is one card
// per order, nothing off screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import PostalMime from 'postal-mime';
import { admin as desk } from '../shared/i18n/en/admin';
import { app } from '../shared/i18n/en/app';
import { mail as enMail } from '../shared/i18n/en/mail';
import { orders as en } from '../shared/i18n/en/orders';
import { mail as fiMail } from '../shared/i18n/fi/mail';
import { mail as svMail } from '../shared/i18n/sv/mail';
import type { OrderDetail } from '../shared/types/orders';
import { signUpViaApi } from './support/api';
import { accessible, fill, fitsItsBox, money } from './support/checks';
import { call, openDashboard, orderingOwner, placeOrder, sql } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const row = (page: Page, number: string) => page.locator(`[data-testid="order-row"][data-order="${number}"]`);
/** Opens the administrator's menu of an order's row (receipt, print file, cancel, delete) and answers it. */
async function openOrderMenu(page: Page, number: string) {
  await row(page, number)
    .getByRole('button', { name: fill(en.historyMoreNamed, { number }) })
    .click();
  const menu = page.getByRole('group', { name: fill(en.historyMoreNamed, { number }) });
  await expect(menu).toBeVisible();
  return menu;
}

/** The subjects of the mails to `to` (the outbox of the e2e server), decoded. */
async function subjectsTo(to: string) {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const subjects: string[] = [];
  for (const file of files) {
    const mail = await PostalMime.parse(readFileSync(join(dir, file)));
    if (mail.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()))
      subjects.push(mail.subject ?? '');
  }
  return subjects;
}

/** An owner (in a browser context of their own) with two orders. */
async function ownerWithOrders(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const { person, company } = await orderingOwner(context.request, 'Åsa Öberg', 'Kvarnens Kort AB');
  const first = await placeOrder(context.request, company.shortId, [
    { recipient: company.membershipId, type: 'blackPersonal', quantity: 2, fullName: 'Åsa Öberg' },
    { recipient: company.membershipId, type: 'goldCompany', quantity: 1, fullName: 'Kvarnens Kort' },
  ]);
  const second = await placeOrder(context.request, company.shortId, [
    { recipient: company.membershipId, type: 'blackSimple', quantity: 1, fullName: 'Åsa Öberg' },
  ]);
  return { context, person, company, first, second };
}

test('an owner previews an order, opens its receipt and design, and cancels another', async ({ page }) => {
  test.setTimeout(90_000);
  const { person, company } = await orderingOwner(page.request, 'Åsa Öberg', 'Kvarnens Kort AB');
  const first = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'blackPersonal', quantity: 2, fullName: 'Åsa Öberg' },
    { recipient: company.membershipId, type: 'goldCompany', quantity: 1, fullName: 'Kvarnens Kort' },
  ]);
  const second = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'blackSimple', quantity: 1, fullName: 'Åsa Öberg' },
  ]);
  await openDashboard(page, '/dashboard/orders/history');
  const table = page.getByTestId('order-history');
  await expect(table.getByTestId('order-row')).toHaveCount(2);
  await expect(row(page, first.number)).toContainText(en.historyStatusReceived);
  await expect(row(page, first.number)).toContainText(money(first.totals.total));
  await expect(row(page, first.number)).toContainText(person.fullName);
  await fitsItsBox(table);
  await accessible(page, 'history');

  await test.step('the order preview: status, delivery, card rows, the totals the server answered', async () => {
    await page.getByRole('button', { name: fill(en.historyViewNamed, { number: first.number }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(en.historyPreviewTitle, { number: first.number }) });
    await expect(dialog.getByTestId('order-timeline')).toContainText(en.historyStatusReceived);
    await expect(dialog).toContainText(fill(en.historyDelivery, { min: 2, max: 7 }));
    await expect(dialog).toContainText(person.fullName);
    await expect(dialog).toContainText('Kvarnens Kort AB');
    await expect(dialog.getByTestId('order-line')).toHaveCount(2);
    await expect(dialog.getByTestId('order-line').first()).toContainText(app.cardBlackPersonal);
    await expect(dialog.getByTestId('order-total')).toHaveText(money(first.totals.total));
    await expect(dialog.getByTestId('order-totals')).toContainText(money(first.totals.vat));
    // Not shipped yet: billed later, on the company's monthly invoice.
    await expect(dialog.getByTestId('order-billing')).toHaveText(
      fill(en.historyPaidBy, { company: 'Kvarnens Kort AB' }),
    );
    // Every card made (2 + 1) with its own link, profile and print file.
    await expect(dialog.getByTestId('order-card')).toHaveCount(3);
    await accessible(page, 'order preview');
    await page.screenshot({ path: 'test-results/shots/order-preview.png', fullPage: true });
    const card = first.cardsMade[0];
    await dialog.getByRole('button', { name: fill(en.historyCopyLink, { id: card.id }) }).click();
    await expect(page.getByText(en.historyLinkCopied)).toBeVisible();
    const profile = dialog
      .getByRole('link', { name: fill(en.historyProfile, { name: person.fullName }) })
      .first();
    // The owner's look at the holder's page is not counted as a view.
    await expect(profile).toHaveAttribute('href', /^\/p\/[A-Za-z0-9_-]+\?count=false$/);
    expect((await page.request.get((await profile.getAttribute('href')) ?? '')).status()).toBe(200);

    const receipt = dialog.getByRole('link', { name: en.historyReceipt });
    const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The receipt opens in a tab of its own (the browser's PDF viewer).
    const [tab] = await Promise.all([page.waitForEvent('popup'), receipt.click()]);
    expect(tab.url()).toContain(`/api/v1/orders/${first.id}/receipt.pdf`);
    await tab.close();

    const design = dialog.getByRole('link', { name: en.historyDesignAll });
    const svg = await page.request.get((await design.getAttribute('href')) ?? '');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    const cardSvg = dialog.getByRole('link', { name: fill(en.historyDesignCard, { id: card.id }) });
    expect((await page.request.get((await cardSvg.getAttribute('href')) ?? '')).status()).toBe(200);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('"Cancel order?": No leaves it, Yes cancels it', async () => {
    const cancel = page.getByRole('button', { name: fill(en.historyCancelNamed, { number: second.number }) });
    await cancel.click();
    let confirm = page.getByRole('dialog', { name: en.historyCancelTitle });
    await expect(confirm).toContainText(en.historyCancelText);
    await confirm.getByRole('button', { name: app.cancel, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, second.number)).toContainText(en.historyStatusReceived);

    await cancel.click();
    confirm = page.getByRole('dialog', { name: en.historyCancelTitle });
    await confirm.getByRole('button', { name: en.historyCancelConfirm }).click();
    await expect(row(page, second.number)).toContainText(en.historyStatusCancelled);
    await expect(cancel).toHaveCount(0);
    await expect(row(page, first.number)).toContainText(en.historyStatusReceived);
    const after = await call<OrderDetail>(page.request, 'get', `/orders/${second.id}`);
    expect(after.status).toBe('cancelled');
  });

  await test.step('sorting by total and on a phone one card per order', async () => {
    await table.getByRole('button', { name: en.historyColTotal }).click();
    const bigFirst = first.totals.total > second.totals.total ? first : second;
    await expect(table.getByTestId('order-row').first()).toHaveAttribute('data-order', bigFirst.number);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row(page, first.number)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Nor hidden behind a sideways scroll of the table's own box.
    const hidden = await page
      .getByTestId('order-history')
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(hidden).toBeLessThanOrEqual(0);
    // Reached by scrolling down, never sideways; the sort buttons stay above the cards.
    const view = row(page, first.number).getByRole('button', {
      name: fill(en.historyViewNamed, { number: first.number }),
    });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport();
    await expect(table.getByRole('button', { name: en.historyColTotal })).toBeVisible();
  });
});

test('an administrator moves an order to processing and shipped, and force deletes another', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerWithOrders(browser);
  const admin = await signUpViaApi(page.request, 'Ada Administratör', 'adm');
  await sql("update users set role = 'administrator' where email = ?", [admin.email]);
  await openDashboard(page, '/dashboard/administrator');
  // The orders are the Administrator page's first tab, at its own address too.
  const tabs = page.getByRole('navigation', { name: desk.tabsLabel });
  await expect(tabs.getByRole('link', { name: desk.tabOrders })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: en.adminOrdersTitle })).toBeVisible();
  await expect(page.getByText(en.adminMailNote)).toBeVisible();

  await page.getByRole('searchbox', { name: en.adminFilterNumber }).fill(owner.first.number);
  const table = page.getByTestId('admin-orders');
  await expect(table.getByTestId('order-row')).toHaveCount(1);
  const number = owner.first.number;
  await fitsItsBox(table);
  await accessible(page, 'administrator');

  await page.getByRole('button', { name: fill(en.adminToProcessingNamed, { number }) }).click();
  await expect(row(page, number)).toContainText(en.historyStatusProcessing);
  await page.getByRole('button', { name: fill(en.adminToShippedNamed, { number }) }).click();
  await expect(row(page, number)).toContainText(en.historyStatusShipped);
  await expect(page.getByText(fill(en.adminNowShipped, { number }))).toBeVisible();
  await expect(row(page, number).getByRole('button', { name: /Mark/ })).toHaveCount(0);

  const seen = await call<OrderDetail>(owner.context.request, 'get', `/orders/${owner.first.id}`);
  expect(seen.status).toBe('shipped');
  expect(seen.timeline.map((s) => s.status)).toEqual(['received', 'processing', 'shipped']);

  await test.step('the owner sees Shipped in their own Orders › History', async () => {
    await settleVisitor(owner.context, { lang: 'en' });
    const ownerPage = await owner.context.newPage();
    await openDashboard(ownerPage, '/dashboard/orders/history');
    await expect(row(ownerPage, number)).toContainText(en.historyStatusShipped);
    await expect(row(ownerPage, owner.second.number)).toContainText(en.historyStatusReceived);
    await ownerPage.close();
  });
  const shipped = [enMail, svMail, fiMail].map((m) => fill(m.orderShippedSubject, { number }));
  await expect
    .poll(async () => (await subjectsTo(owner.person.email)).some((s) => shipped.includes(s)), {
      timeout: 10_000,
    })
    .toBe(true);

  await test.step('the administrator’s preview shows the whole timeline', async () => {
    await row(page, number)
      .getByRole('button', { name: fill(en.historyViewNamed, { number }) })
      .click();
    const dialog = page.getByRole('dialog', { name: fill(en.historyPreviewTitle, { number }) });
    const timeline = dialog.getByTestId('order-timeline');
    for (const status of [en.historyStatusReceived, en.historyStatusProcessing, en.historyStatusShipped])
      await expect(timeline).toContainText(status);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the print file of the whole order', async () => {
    const menu = await openOrderMenu(page, number);
    const link = menu.getByRole('link', { name: en.adminPrintFileAll });
    await expect(link).toHaveAttribute('download', `order-${number}.svg`);
    const href = (await link.getAttribute('href')) ?? '';
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const svg = await page.request.get(href);
    expect(svg.status()).toBe(200);
    expect(await svg.text()).toContain('<svg');
  });

  await test.step('"Delete order?" removes the other order', async () => {
    const other = owner.second.number;
    await page.getByRole('searchbox', { name: en.adminFilterNumber }).fill('');
    await page.getByRole('searchbox', { name: en.adminFilterCompany }).fill(owner.company.shortId);
    await expect(table.getByTestId('order-row')).toHaveCount(2);
    await (await openOrderMenu(page, other)).getByRole('button', { name: en.adminDelete }).click();
    const confirm = page.getByRole('dialog', { name: en.adminDeleteTitle });
    await expect(confirm).toContainText(fill(en.adminDeleteText, { number: other }));
    await confirm.getByRole('button', { name: en.adminDelete }).click();
    await expect(row(page, other)).toHaveCount(0);
    await expect(table.getByTestId('order-row')).toHaveCount(1);
    const gone = await owner.context.request.get(`/api/v1/orders/${owner.second.id}`);
    expect(gone.status()).toBe(404);
  });
  await owner.context.close();
});
