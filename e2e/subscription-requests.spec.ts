// Who may put a subscription on a company's bill (issue 19): a colleague who is not an owner asks on
// Subscriptions › My subscription, the owner gets a mail and the request in Subscriptions › Colleagues, approves it
// there after the price, and the colleague's open page shows the subscription; the owner's list of what the
// company pays names who approved it and can end it.
import { expect, test } from '@playwright/test';
import { NOTICE_PERIOD_DAYS } from '../shared/constants';
import { api as enApi } from '../shared/i18n/en/api';
import type { MySubscription } from '../shared/types/billing';
import type { Me } from '../site/src/dashboard/lib/types';
import { call, openDashboard, orderingOwner, sql } from './support/orders';
import { readOutbox, settleVisitor } from './support/site';
import { accessible, day, en, enSubs, fill, joinedColleague, money, notice } from './support/subscriptions';

test.use({ locale: 'en-GB' });

/** A mail's text with quoted-printable undone (soft line breaks, =C3=A4 bytes), to read it as written. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

test('a colleague asks the company to pay, and the owner approves in the dashboard', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await settleVisitor(context, { lang: 'en' });
  const { person: owner, company } = await orderingOwner(page.request, 'Åsa Ägare', 'Kvarnbackens AB');
  const { context: theirs, person: colleague } = await joinedColleague(
    browser,
    page.request,
    company.shortId,
    'Kalle Kollega',
  );
  await settleVisitor(theirs, { lang: 'en' });
  const theirPage = await theirs.newPage();

  await test.step('the colleague asks: told that an owner approves first, and nothing is on yet', async () => {
    await openDashboard(theirPage, '/dashboard/subscriptions');
    const form = theirPage.getByTestId('enable-form');
    await form.getByRole('radio', { name: enSubs.mineMonthly }).check();
    await form.getByLabel(enSubs.minePayer).selectOption({ label: 'Kvarnbackens AB' });
    await expect(form).toContainText(fill(enSubs.minePayerAsks, { company: 'Kvarnbackens AB' }));
    await form.getByRole('button', { name: enSubs.mineSubscribe }).click();
    const dialog = theirPage.getByRole('dialog', {
      name: fill(enSubs.mineAskTitle, { company: 'Kvarnbackens AB' }),
    });
    await expect(dialog).toContainText(
      fill(enSubs.mineAskMonthly, { company: 'Kvarnbackens AB', price: money(3900), withVat: money(4875) }),
    );
    await dialog.getByRole('button', { name: enSubs.mineAsk }).click();
    await expect(
      notice(theirPage, fill(enApi.subscriptionRequested, { company: 'Kvarnbackens AB' })),
    ).toBeVisible();
    await expect(theirPage.getByTestId('pending-request')).toContainText(enSubs.mineRequestTitle);
    await accessible(theirPage, 'a request waiting');
    expect((await call<Me>(theirs.request, 'get', '/users/me')).subscription.active).toBeNull();
    // The owner is mailed, with the way to the request.
    const toOwner = () =>
      readOutbox()
        .map((m) => decodeQuotedPrintable(m.text))
        .find((text) => text.includes(owner.email) && text.includes('/dashboard/subscriptions/colleagues/'));
    await expect.poll(toOwner).toBeTruthy();
  });

  await test.step('withdrawn, the request is gone; asked again, it waits once more', async () => {
    await theirPage.getByRole('button', { name: enSubs.mineRequestWithdraw }).click();
    await expect(notice(theirPage, enApi.subscriptionRequestWithdrawn)).toBeVisible();
    await expect(theirPage.getByTestId('pending-request')).toHaveCount(0);
    await expect(theirPage.getByTestId('enable-form')).toBeVisible();
    await call(theirs.request, 'post', '/subscriptions/me', { plan: 'monthly', companyId: company.shortId });
    // Live: the page learns of the request made elsewhere.
    await expect(theirPage.getByTestId('pending-request')).toBeVisible();
  });

  await test.step('the owner sees the request in the company’s list and approves it after the price', async () => {
    await openDashboard(page, '/dashboard/subscriptions/colleagues');
    const request = page.locator(`[data-testid="request-row"][data-user="${colleague.shortId}"]`);
    await expect(request).toContainText(fill(enSubs.colsOptionMonthly, { price: money(3900) }));
    await accessible(page, 'a request to approve');
    await request
      .getByRole('button', { name: fill(enSubs.reqApproveNamed, { name: colleague.fullName }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fill(enSubs.reqApproveTitle, { name: colleague.fullName }),
    });
    await expect(dialog).toContainText(
      fill(enSubs.colsEnableMonthly, {
        company: 'Kvarnbackens AB',
        price: money(3900),
        withVat: money(4875),
        name: colleague.fullName,
        days: NOTICE_PERIOD_DAYS,
      }),
    );
    await dialog.getByRole('button', { name: enSubs.reqApprove }).click();
    await expect(
      notice(
        page,
        fill(enApi.colleagueSubscriptionEnabled, { name: colleague.fullName, company: 'Kvarnbackens AB' }),
      ),
    ).toBeVisible();
    await expect(page.getByTestId('subscription-requests')).toHaveCount(0);
    const paid = page.locator(`[data-testid="paid-row"][data-user="${colleague.shortId}"]`);
    await expect(paid).toContainText(fill(enSubs.paidApprovedBy, { name: owner.fullName }));
    await expect(paid).toContainText(day(Date.now()));
    await accessible(page, 'what the company pays');
  });

  await test.step('the colleague’s open page shows the subscription, approved by the owner', async () => {
    await expect(theirPage.getByTestId('pending-request')).toHaveCount(0);
    const mine = theirPage.getByTestId('my-subscription');
    await expect(mine).toContainText('Kvarnbackens AB');
    await expect(mine).toContainText(owner.fullName);
    expect((await call<Me>(theirs.request, 'get', '/users/me')).subscription.active).toBe('monthly');
  });

  await test.step('the owner ends it from the company’s list: it runs to the end of the cancel period', async () => {
    const paid = page.locator(`[data-testid="paid-row"][data-user="${colleague.shortId}"]`);
    await paid.getByRole('button', { name: fill(enSubs.colsEndNamed, { name: colleague.fullName }) }).click();
    await page
      .getByRole('dialog', { name: fill(enSubs.colsEndTitle, { name: colleague.fullName }) })
      .getByRole('button', { name: enSubs.colsEndConfirm })
      .click();
    await expect(paid.getByRole('button')).toHaveCount(0);
    await expect(paid).toContainText(day(Date.now() + 30 * 86_400_000));
  });

  await test.step('paid by another company, the owner sees that there is one and not who pays', async () => {
    // The colleague's subscription moved to a company Åsa does not own (its own test makes that happen by API).
    const elsewhere = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await orderingOwner(elsewhere.request, 'Otto Annan', 'Annat Bolag AB');
    await elsewhere.close();
    await sql(
      "update subscriptions set company_id = (select id from companies where short_id = ?), company_name = 'Annat Bolag AB', status = 'active', ends_at = null, cancelled_at = null where user_email = ?",
      [other.company.shortId, colleague.email],
    );
    await page.reload();
    const theirRow = page.locator(`[data-testid="colleague-row"][data-user="${colleague.shortId}"]`);
    await expect(theirRow).toContainText(enSubs.colsElsewhere);
    await expect(theirRow.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('dashboard')).not.toContainText('Annat Bolag AB');
    await expect(page.locator(`[data-testid="paid-row"][data-user="${colleague.shortId}"]`)).toHaveCount(0);
  });
  await theirs.close();
});

test('leaving a company in the dashboard says so and ends the subscription it paid', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await settleVisitor(context, { lang: 'en' });
  const { company } = await orderingOwner(page.request, 'Lena Ägare', 'Lämnabolaget AB');
  const { context: theirs, person: colleague } = await joinedColleague(
    browser,
    page.request,
    company.shortId,
    'Lisa Lämnare',
  );
  await settleVisitor(theirs, { lang: 'en' });
  // Asked and approved through the API (the test above does it in the dashboard).
  const asked = await call<MySubscription>(theirs.request, 'post', '/subscriptions/me', {
    plan: 'monthly',
    companyId: company.shortId,
  });
  await call(page.request, 'post', `/subscriptions/requests/${asked.request?.id}/approve`);
  const theirPage = await theirs.newPage();
  await openDashboard(theirPage, '/dashboard/profiles');
  await theirPage.getByRole('button', { name: fill(en.leaveNamed, { company: 'Lämnabolaget AB' }) }).click();
  const dialog = theirPage.getByRole('dialog', { name: en.leaveTitle });
  await expect(dialog).toContainText(fill(en.leaveText, { company: 'Lämnabolaget AB' }));
  await accessible(theirPage, 'leaving with a subscription the company pays');
  await dialog.getByRole('button', { name: en.leaveCompany }).click();
  await expect
    .poll(async () => (await call<Me>(theirs.request, 'get', '/users/me')).subscription.active)
    .toBeNull();
  const ended = () =>
    readOutbox()
      .map((m) => decodeQuotedPrintable(m.text))
      .find(
        (text) =>
          text.includes(colleague.email) &&
          text.includes('Lämnabolaget AB') &&
          /ended today|upphörde i dag|päättyi tänään/.test(text),
      );
  await expect.poll(ended).toBeTruthy();
  await theirs.close();
});
