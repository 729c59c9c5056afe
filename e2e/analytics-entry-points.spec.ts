// Where an owner opens the analytics of more than one tag (issue 22): a folder of the tag tree (its tags), the
// whole company from the Dynatags page (its tags and its cards), and one card from Orders › Cards. Each dialog
// counts exactly the views of what it was opened for.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { orders as enOrders } from '../shared/i18n/en/orders';
import { tags as en } from '../shared/i18n/en/tags';
import { postTag } from './support/billing';
import { fill } from './support/checks';
import { call, openDashboard, orderingOwner, placeOrder } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

const OWNER = 'Frida Fältsäljare';
const COMPANY = 'Fältens AB';

async function dialogWith(page: Page, name: string, views: number): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: fill(en.statsTitle, { name }) });
  await expect(dialog.getByTestId('stats-totals')).toContainText(`${en.statsTotal}${views}`);
  return dialog;
}

test('an owner reads the statistics of a folder, the whole company and a card', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const { company } = await orderingOwner(page.request, OWNER, COMPANY);
  const order = await placeOrder(page.request, company.shortId, [
    { recipient: company.membershipId, type: 'goldPersonal', quantity: 1, fullName: OWNER },
  ]);
  const [card] = order.cardsMade;
  const folder = await call<{ id: string }>(
    page.request,
    'post',
    `/dynatags/companies/${company.shortId}/folders`,
    {
      name: 'Fairs',
      parentId: null,
    },
  );
  const made = await postTag(page.request, company.shortId, { name: 'Booth', label: 'Hall A', modules: [] });
  expect(made.status(), await made.text()).toBe(201);
  const tagId = ((await made.json()) as { data: { id: string } }).data.id;
  await call(page.request, 'put', `/dynatags/${tagId}/folder`, { folderId: folder.id });
  const outside = await postTag(page.request, company.shortId, {
    name: 'Reception',
    label: 'Lobby',
    modules: [],
  });
  const outsideId = ((await outside.json()) as { data: { id: string } }).data.id;

  // Visitors: three scans of the tag in the folder, one of the tag outside it, two taps of the card.
  const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const headers = (ip: string) => ({
    'x-forwarded-for': ip,
    'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari',
  });
  for (const ip of ['130.237.20.1', '128.214.1.1', '46.30.211.1'])
    expect(
      (await visitor.get(`/api/v1/dynatags/public/${tagId}?count=true&s=q`, { headers: headers(ip) })).ok(),
    ).toBe(true);
  expect(
    (
      await visitor.get(`/api/v1/dynatags/public/${outsideId}?count=true`, {
        headers: headers('130.237.20.2'),
      })
    ).ok(),
  ).toBe(true);
  for (const ip of ['130.237.20.3', '128.214.1.3'])
    expect((await visitor.get(`/c/${card.id}?s=n`, { headers: headers(ip) })).status()).toBe(200);
  await visitor.dispose();
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/analytics?item=company&id=${company.shortId}`);
        return ((await res.json()) as { data?: { totals: { total: number } } }).data?.totals.total;
      },
      { timeout: 20_000 },
    )
    .toBe(6);

  await openDashboard(page, '/dashboard/dynatags');

  await test.step('the whole company: its tags and its card', async () => {
    await page.getByRole('button', { name: fill(en.statisticsCompany, { name: COMPANY }) }).click();
    const dialog = await dialogWith(page, COMPANY, 6);
    await dialog.getByRole('button', { name: en.statsClose, exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a folder: the tag inside it only', async () => {
    await page.getByRole('link', { name: en.treeView }).click();
    const tree = page.getByTestId('dynatags-tree');
    await tree.getByRole('button', { name: fill(en.statisticsFolder, { name: 'Fairs' }) }).click();
    const dialog = await dialogWith(page, 'Fairs', 3);
    await expect(dialog.getByTestId('bars-source')).toContainText('3');
    await dialog.getByRole('button', { name: en.statsClose, exact: true }).last().click();
  });

  await test.step('a card from Orders › Cards: its taps', async () => {
    await openDashboard(page, '/dashboard/orders/cards');
    const row = page.locator(`[data-testid="fleet-card"][data-card="${card.id}"]`);
    await row.getByRole('button', { name: fill(enOrders.fleetStatistics, { id: card.id }) }).click();
    const dialog = await dialogWith(page, `${card.id} · ${OWNER}`, 2);
    await dialog.getByRole('tab', { name: 'Single views' }).click();
    await expect(dialog.getByTestId('raw-views').locator('tbody tr')).toHaveCount(2);
  });
});
