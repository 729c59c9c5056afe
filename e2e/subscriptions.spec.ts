// Subscriptions › Colleagues and the top bars (issue 11): an owner enables a colleague's subscription paid by the
// company and ends it, and the colleague sees who enabled it and until when; the Colleagues and Invoices tabs
// explain themselves to someone who owns no company; the order-card prompt for someone without a card and the
// subscription-expiry notice in the last seven days; monthly switched to lifetime; an administrator's grant; every
// tab on a 390 px phone in dark.
import { expect, type Page, test } from '@playwright/test';
import { NOTICE_PERIOD_DAYS } from '../shared/constants';
import { app as sv } from '../shared/i18n/sv/app';
import type { ColleagueSubscriptionRow, MySubscription } from '../shared/types/billing';
import type { Me } from '../site/src/dashboard/lib/types';
import { signUpViaApi } from './support/api';
import { pageText } from './support/content';
import { call, openDashboard, orderingOwner, placeOrder, sql } from './support/orders';
import { settleVisitor } from './support/site';
import {
  accessible,
  day,
  en,
  enBilling,
  enSubs,
  fill,
  joinedColleague,
  money,
  notice,
} from './support/subscriptions';

test.use({ locale: 'en-GB' });

const row = (page: Page, userId: string) =>
  page.locator(`[data-testid="colleague-row"][data-user="${userId}"]`);

test('an owner enables and ends a colleague’s subscription, paid by the company', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await settleVisitor(context, { lang: 'en' });
  const { person: owner, company } = await orderingOwner(page.request, 'Åsa Öberg', 'Kvarnens Kort AB');
  const { context: theirs, person: colleague } = await joinedColleague(
    browser,
    page.request,
    company.shortId,
    'Cecilia Kollega',
  );
  // The colleague's dashboard is open on their profiles: the free plan's single profile.
  await settleVisitor(theirs, { lang: 'en' });
  const theirPage = await theirs.newPage();
  await openDashboard(theirPage, '/dashboard/profiles');
  await expect(theirPage.getByTestId('upsell')).toBeVisible();
  await openDashboard(page, '/dashboard/subscriptions/colleagues');
  const table = page.getByTestId('colleague-subscriptions');
  await expect(table.getByTestId('colleague-row')).toHaveCount(2);
  const theirRow = row(page, colleague.shortId);
  await expect(theirRow).toContainText(enSubs.colsColleague);
  await expect(theirRow).toContainText(enSubs.colsNone);
  await expect(row(page, owner.shortId)).toContainText(enSubs.colsOwner);
  await accessible(page, 'colleagues');

  await test.step('enable: the plan, then the confirmation of what the company is invoiced', async () => {
    await theirRow
      .getByRole('button', { name: fill(enSubs.colsEnableNamed, { name: colleague.fullName }) })
      .click();
    await theirRow.getByLabel(fill(enSubs.colsPlanFor, { name: colleague.fullName })).selectOption('monthly');
    await accessible(page, 'choosing the plan');
    await theirRow.getByRole('button', { name: enSubs.colsEnable, exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(enSubs.colsEnableTitle, { name: colleague.fullName }),
    });
    await expect(dialog).toContainText(
      fill(enSubs.colsEnableMonthly, {
        company: 'Kvarnens Kort AB',
        price: money(3900),
        withVat: money(4875),
        name: colleague.fullName,
        days: NOTICE_PERIOD_DAYS,
      }),
    );
    await dialog.getByRole('button', { name: enSubs.colsEnable }).click();
    await expect(notice(page, fill(enSubs.colsEnabled, { name: colleague.fullName }))).toBeVisible();
    await expect(theirRow).toContainText(enSubs.mineStatusActive);
    await expect(theirRow).toContainText(fill(enSubs.colsPaidBy, { company: 'Kvarnens Kort AB' }));
    const me = await call<Me>(theirs.request, 'get', '/users/me');
    expect(me.subscription.active).toBe('monthly');
    // Live, without a reload: their open dashboard now offers several profiles.
    await expect(theirPage.getByTestId('upsell')).toHaveCount(0);
    await expect(theirPage.getByRole('button', { name: en.createProfile })).toBeVisible();
    await accessible(page, 'colleagues with a subscription');
  });

  await test.step('end: it runs to the end of the cancel period', async () => {
    await theirRow
      .getByRole('button', { name: fill(enSubs.colsEndNamed, { name: colleague.fullName }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fill(enSubs.colsEndTitle, { name: colleague.fullName }),
    });
    await dialog.getByRole('button', { name: enSubs.colsEndConfirm }).click();
    const endedOf = async () =>
      (await call<ColleagueSubscriptionRow[]>(page.request, 'get', '/subscriptions/colleagues')).find(
        (r) => r.user.id === colleague.shortId,
      )?.subscription;
    // The click's request may still be on its way: ask until the server has it.
    await expect.poll(async () => (await endedOf())?.status).toBe('cancelled');
    const ended = await endedOf();
    const endsAt = ended?.endsAt ?? 0;
    await expect(
      notice(page, fill(enSubs.colsEnded, { name: colleague.fullName, date: day(endsAt) })),
    ).toBeVisible();
    await expect(theirRow).toContainText(enSubs.mineStatusCancelled);
    await expect(theirRow).toContainText(day(endsAt));
    await expect(theirRow.getByRole('button')).toHaveCount(0);
  });

  await test.step('the colleague sees who enabled it and until when; their own tabs say what they are for', async () => {
    await openDashboard(theirPage, '/dashboard/subscriptions');
    const mine = theirPage.getByTestId('my-subscription');
    await expect(mine).toContainText(owner.fullName);
    await expect(mine).toContainText('Kvarnens Kort AB');
    await expect(theirPage.getByTestId('subscription-ends')).toContainText(enSubs.mineEndsOn.split('{')[0]);
    await theirPage.getByRole('link', { name: en.tabColleagues }).click();
    await expect(theirPage.getByRole('heading', { name: enSubs.colsEmptyTitle })).toBeVisible();
    await theirPage.getByRole('link', { name: enSubs.tabInvoices }).click();
    await expect(theirPage.getByRole('heading', { name: enBilling.invEmptyTitle })).toBeVisible();
    await accessible(theirPage, 'invoices for a colleague');
    await theirs.close();
  });
});

test('the order-card prompt and the subscription-expiry notice', async ({ page, context }) => {
  test.setTimeout(90_000);
  await settleVisitor(context, { lang: 'en' });
  const { person, company } = await orderingOwner(page.request, 'Petra Prompt', 'Petras Studio AB');
  await openDashboard(page, '/dashboard/profiles');
  const bar = page.getByTestId('order-card-bar');

  await test.step('no card: the prompt, hidden until the next login', async () => {
    await expect(bar).toContainText(enSubs.barCardText);
    await accessible(page, 'order-card prompt');
    await bar.getByRole('button', { name: enSubs.barDismissLabel }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(bar).toHaveCount(0);
    // A logout clears local data (SPEC §4); the next login shows the prompt again.
    await page.evaluate(() => localStorage.removeItem('dc:card-bar-hidden'));
    await page.reload();
    await expect(bar).toBeVisible();
  });

  await test.step('it leads to the order wizard, where it does not show, and goes once a card is ordered', async () => {
    await bar.getByRole('link', { name: enSubs.barCardAction }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(bar).toHaveCount(0);
    await placeOrder(page.request, company.shortId, [
      { recipient: company.membershipId, type: 'blackPersonal', quantity: 1, fullName: person.fullName },
    ]);
    await page.getByRole('link', { name: en.navProfiles, exact: true }).click();
    await expect(page.getByRole('button', { name: en.saveProfile })).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect((await call<Me>(page.request, 'get', '/users/me')).hasCard).toBe(true);
  });

  await test.step('cancelled and ending within seven days: the notice with the date and the way back', async () => {
    await call(page.request, 'post', '/subscriptions/me', { plan: 'monthly', companyId: company.shortId });
    await call(page.request, 'post', '/subscriptions/me/cancel');
    await page.reload();
    // Thirty days ahead: not yet.
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('expiry-bar')).toHaveCount(0);
    // Moving time, not buying around the UI: the end of the cancel period comes three days from now.
    const endsAt = Date.now() + 3 * 86_400_000;
    await sql('update subscriptions set ends_at = ? where user_email = ?', [String(endsAt), person.email]);
    await sql('update users set subscription_expires_at = ? where email = ?', [String(endsAt), person.email]);
    await page.reload();
    const bar = page.getByTestId('expiry-bar');
    await expect(bar).toContainText(fill(enSubs.barExpiryText, { date: day(endsAt) }));
    await accessible(page, 'expiry notice');
    await bar.getByRole('link', { name: enSubs.barExpiryAction }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscriptions$/);
    await expect(page.getByTestId('subscription-ends')).toContainText(
      fill(enSubs.mineEndsOn, { date: day(endsAt) }),
    );
    await page.getByRole('button', { name: enSubs.mineReenable }).click();
    await page
      .getByRole('dialog', { name: enSubs.mineReenableTitle })
      .getByRole('button', { name: enSubs.mineReenable })
      .click();
    await expect(notice(page, enSubs.mineReenabled)).toBeVisible();
    await expect(bar).toHaveCount(0);
    const mine = await call<MySubscription>(page.request, 'get', '/subscriptions/me');
    expect(mine.subscription).toMatchObject({ status: 'active', endsAt: null });
  });
});

test('subscriber rights granted by an administrator are said as such, with nothing to buy', async ({
  page,
  context,
}) => {
  await settleVisitor(context, { lang: 'en' });
  const person = await signUpViaApi(page.request, 'Greta Grant', 'grant');
  // The administrator's grant (their desk's own test sets it through the API).
  await sql('update users set subscription_privileges = 1 where email = ?', [person.email]);
  await openDashboard(page, '/dashboard/subscriptions');
  await expect(page.getByTestId('privileges')).toContainText(enSubs.minePrivilegesText);
  await expect(page.getByTestId('enable-form')).toHaveCount(0);
  await accessible(page, 'privileges');
});

test('a monthly subscriber switches to lifetime: invoiced once, nothing to cancel', async ({
  page,
  context,
}) => {
  await settleVisitor(context, { lang: 'en' });
  const { company } = await orderingOwner(page.request, 'Lars Livstid', 'Livstid AB');
  await call(page.request, 'post', '/subscriptions/me', { plan: 'monthly', companyId: company.shortId });
  await openDashboard(page, '/dashboard/subscriptions');
  await page.getByRole('button', { name: enSubs.mineUpgrade }).click();
  const dialog = page.getByRole('dialog', { name: enSubs.mineUpgradeTitle });
  await expect(dialog).toContainText(
    fill(enSubs.mineUpgradeText, { company: 'Livstid AB', price: money(99900), withVat: money(124875) }),
  );
  await dialog.getByRole('button', { name: enSubs.mineUpgrade }).click();
  await expect(notice(page, enSubs.mineUpgraded)).toBeVisible();
  await expect(page.getByTestId('my-subscription')).toContainText(enSubs.mineLifetime);
  await expect(page.getByText(enSubs.mineLifetimeForever)).toBeVisible();
  await expect(page.getByRole('button', { name: enSubs.mineCancel })).toHaveCount(0);
  const mine = await call<MySubscription>(page.request, 'get', '/subscriptions/me');
  expect(mine.subscription).toMatchObject({ plan: 'lifetime', status: 'active' });
});

test('one notice period, said alike on both Subscriptions tabs and in the terms and questions', async ({
  page,
  context,
}) => {
  // Issue 28: "30 dagar" on one tab and "en månad" on another. Swedish, where it was seen.
  await settleVisitor(context, { lang: 'sv' });
  await orderingOwner(page.request, 'Ulla Uppsägning', 'Uppsägarna AB');
  const me = await call<Me>(page.request, 'get', '/users/me');
  await page.goto('/');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me);
  const period = new RegExp(`uppsägningstid(en)? på ${NOTICE_PERIOD_DAYS} dagar`);
  const month = /månads uppsägningstid|uppsägningstiden är en månad|\ben månad\b/;
  await page.goto('/dashboard/subscriptions');
  const mine = page.getByTestId('enable-form');
  await expect(mine).toContainText(period);
  await expect(mine).not.toContainText(month);
  await page.getByRole('link', { name: sv.tabColleagues }).click();
  const paidBy = page.getByText(/^Priserna är exklusive moms/);
  await expect(paidBy).toContainText(period);
  await expect(paidBy).not.toContainText(month);
  for (const [path, section] of [
    ['/terms/', pageText('terms', 'sv').sections[3].title],
    ['/questions/', pageText('questions', 'sv').items[10].question],
  ]) {
    await page.goto(path);
    const text = page.locator('main');
    await expect(text.getByRole('heading', { name: section })).toBeVisible();
    await expect(text).toContainText(period);
    await expect(text).not.toContainText(month);
  }
});

const PHONE = { width: 390, height: 844 };

test('every Subscriptions tab fits a 390 px phone in the dark theme', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: PHONE,
    locale: 'en-GB',
  });
  await settleVisitor(context, { lang: 'en', theme: 'dark' });
  const page = await context.newPage();
  const { company } = await orderingOwner(
    page.request,
    'Fredrika Fjällström-Lindqvist',
    'Fjällbäckens Konsultbyrå AB',
  );
  const { context: theirs } = await joinedColleague(
    browser,
    page.request,
    company.shortId,
    'Maximilian Långnamn',
  );
  await theirs.close();
  // The plans and the paying company before buying, with the message of a missing choice.
  await openDashboard(page, '/dashboard/subscriptions');
  const form = page.getByTestId('enable-form');
  await form.getByLabel(enSubs.minePayer).selectOption('');
  await form.getByRole('button', { name: enSubs.mineSubscribe }).click();
  await expect(form.getByText(enSubs.mineSelectCompany)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await accessible(page, 'the plans on a phone, dark');
  await call(page.request, 'post', '/subscriptions/me', { plan: 'monthly', companyId: company.shortId });
  for (const tab of ['', '/colleagues', '/invoices']) {
    await openDashboard(page, `/dashboard/subscriptions${tab}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.loading-spinner')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ tab, width }).toEqual({ tab, width: PHONE.width });
    await accessible(page, `subscriptions${tab} on a phone, dark`);
    await page.screenshot({
      path: `test-results/shots/subscriptions${tab.replace('/', '-')}-phone-dark.png`,
      fullPage: true,
    });
  }
  // The colleagues' actions stay on screen.
  await page.goto('/dashboard/subscriptions/colleagues');
  for (const button of await page.getByTestId('colleague-subscriptions').getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  await context.close();
});
