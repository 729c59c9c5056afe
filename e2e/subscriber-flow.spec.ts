// A user buys a subscription in the dashboard and uses what it adds (issues 4 and 11): the company that pays gets
// its billing info from the Subscriptions page, the monthly plan is confirmed with what will be invoiced, and
// without a reload the profiles page offers several profiles (create, rename, switch the active one, delete);
// custom and social links on a company and the file uploader with its checks and states; then the subscription
// is cancelled, shows the end of its 30-day period, and is enabled again.
import { expect, test } from '@playwright/test';
import { NOTICE_PERIOD_DAYS } from '../shared/constants';
import type { MySubscription } from '../shared/types/billing';
import { signUpViaApi } from './support/api';
import { call } from './support/orders';
import { settleVisitor } from './support/site';
import { accessible, day, en, enSubs, fill, money, notice } from './support/subscriptions';

test.use({ locale: 'en-GB' });

const PAYER = 'Sam Konsult AB';

test('a user subscribes paid by a company, keeps several profiles, links and files, and cancels', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await settleVisitor(context, { lang: 'en' });
  const me = await signUpViaApi(page.request, 'Sam Subscriber', 'sub');
  // The paying company, still without billing info: the Subscriptions page asks for it.
  await call(page.request, 'post', '/companies', { name: PAYER });
  await page.goto('/en/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email or username').fill(me.username);
  await login.getByLabel('Password', { exact: true }).fill(me.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await test.step('subscribe monthly, paid by my company once it has billing info', async () => {
    await expect(page.getByTestId('upsell')).toBeVisible();
    // The banners above the menu arrive after the first paint and may move the link under a click: click again
    // until the page is the Subscriptions page.
    await expect(async () => {
      await page.getByRole('link', { name: en.navSubscriptions, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/subscriptions/, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    const form = page.getByTestId('enable-form');
    await expect(form).toContainText(fill(enSubs.mineMonthlyPrice, { price: money(3900) }));
    await expect(form).toContainText(fill(enSubs.mineDaily, { price: money(128) }));
    await expect(form).toContainText(fill(enSubs.mineLifetimePrice, { price: money(99900) }));
    await expect(form).toContainText(fill(enSubs.mineVatNote, { rate: 25 }));
    // Listed, but not choosable without billing info: "Please select a company" (SPEC §8).
    const payer = form.getByLabel(enSubs.minePayer);
    await expect(
      payer.getByRole('option', { name: fill(enSubs.minePayerNoBilling, { name: PAYER }) }),
    ).toBeDisabled();
    await form.getByRole('button', { name: enSubs.mineSubscribe }).click();
    await expect(form.getByText(enSubs.mineSelectCompany)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await accessible(page, 'the plans');

    await form.getByRole('button', { name: fill(enSubs.mineAddBilling, { name: PAYER }) }).click();
    const billing = page.getByRole('dialog', { name: fill(en.billingTitleOf, { name: PAYER }) });
    await billing.getByLabel(en.orgNumber).fill('556677-8899');
    await billing.getByLabel(en.billingEmail).fill('faktura@example.com');
    await billing.getByLabel(en.street).fill('Storgatan 1');
    await billing.getByLabel(en.zipcode).fill('111 22');
    await billing.getByLabel(en.city).fill('Västerås');
    await billing.getByLabel(en.country).fill('Sweden');
    await billing.getByRole('button', { name: en.save }).click();
    await expect(billing).toHaveCount(0);
    await expect(payer.getByRole('option', { name: PAYER, exact: true })).toBeEnabled();
    // The only company that can pay is chosen now, so the message has gone.
    await expect(payer).toHaveValue(/.+/);
    await expect(form.getByText(enSubs.mineSelectCompany)).toHaveCount(0);

    await page.screenshot({ path: 'test-results/shots/subscribe-form.png', fullPage: true });
    await form.getByRole('radio', { name: enSubs.mineMonthly }).check();
    await payer.selectOption({ label: PAYER });
    await form.getByRole('button', { name: enSubs.mineSubscribe }).click();
    const confirm = page.getByRole('dialog', { name: enSubs.mineConfirmTitle });
    await expect(confirm).toContainText(
      fill(enSubs.mineConfirmMonthly, {
        company: PAYER,
        price: money(3900),
        withVat: money(4875),
        days: NOTICE_PERIOD_DAYS,
      }),
    );
    await accessible(page, 'the confirmation');
    await confirm.getByRole('button', { name: enSubs.mineSubscribe }).click();
    await expect(notice(page, enSubs.mineEnabled)).toBeVisible();
    const mine = page.getByTestId('my-subscription');
    await expect(mine).toContainText(enSubs.mineMonthly);
    await expect(mine).toContainText(PAYER);
    await expect(page.getByRole('button', { name: enSubs.mineCancel })).toBeVisible();
    await expect(page.getByText(fill(enSubs.mineCancelNote, { days: NOTICE_PERIOD_DAYS }))).toBeVisible();
    await page.screenshot({ path: 'test-results/shots/subscribed.png', fullPage: true });
    // The server agrees: a monthly subscription paid by the company, through the real route.
    const bought = await call<MySubscription>(page.request, 'get', '/subscriptions/me');
    expect(bought.subscription).toMatchObject({
      plan: 'monthly',
      status: 'active',
      company: { name: PAYER },
    });
    // No reload from here on: the profiles page follows the stored user, refreshed after the purchase.
    await page.getByRole('link', { name: en.navProfiles, exact: true }).click();
  });

  await test.step('create, switch, rename and delete profiles', async () => {
    await expect(page.getByTestId('upsell')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create profile' }).click();
    const create = page.getByRole('dialog', { name: 'Create profile' });
    await create.getByLabel('Label').fill('Board');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(notice(page, 'The profile is created')).toBeVisible();
    await page.getByRole('button', { name: 'Make active: Board' }).click();
    await expect(notice(page, 'The profile is now active')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Board' }).click();
    await page.getByLabel('Full name').fill('Samuel S. Subscriber');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(notice(page, 'Your profile is saved')).toBeVisible();
    await page.getByRole('button', { name: 'Rename Board' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename profile' });
    await rename.getByLabel('Label').fill('Board work');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit Board work' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Profile 1' }).click();
    await page
      .getByRole('dialog', { name: 'Delete profile?' })
      .getByRole('button', { name: 'Delete profile' })
      .click();
    await expect(notice(page, 'The profile is deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Board work' })).toHaveCount(0);
    // The card opens the active profile: the QR tab says which.
    await page.getByRole('link', { name: 'Your QR Code', exact: true }).click();
    await expect(page.getByText('It opens your active profile: Board work.')).toBeVisible();
  });

  // The paying company is listed too: the steps below act on the company they make.
  const subAb = page.getByRole('region', { name: 'Sub AB', exact: true });

  await test.step('a company with custom and social links', async () => {
    await page.getByRole('link', { name: 'Companies', exact: true }).click();
    await page.getByRole('button', { name: 'Create company' }).click();
    const create = page.getByRole('dialog', { name: 'Create company' });
    await create.getByLabel('Company name').fill('Sub AB');
    await create.getByRole('button', { name: 'Add link' }).click();
    await create.getByLabel('Text').fill('Shop');
    await create.getByLabel('Address').fill('shop.example');
    await create.getByLabel('Background colour (optional)', { exact: true }).fill('#ffd400');
    await create.getByLabel('Add a social link').selectOption('linkedin');
    await create.getByLabel('LinkedIn', { exact: true }).fill('linkedin.com/company/sub');
    await create.getByLabel('Company name').click();
    await expect(create.getByLabel('LinkedIn', { exact: true })).toHaveValue(
      'https://linkedin.com/company/sub',
    );
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(notice(page, 'The company is created')).toBeVisible();
    await subAb.getByRole('button', { name: 'Edit company' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sub AB' });
    await expect(edit.getByLabel('Text')).toHaveValue('Shop');
    await expect(edit.getByLabel('Address')).toHaveValue('https://shop.example');
    await page.keyboard.press('Escape');
  });

  await test.step('the uploader: uploaded, refused type, duplicate, delete', async () => {
    await subAb.getByRole('button', { name: 'Edit company' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sub AB' });
    await edit.getByRole('tab', { name: 'Files' }).click();
    await edit.getByTestId('files-input').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('price list 2026') },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect(edit.locator('[data-state="uploaded"]')).toContainText('notes.txt');
    await expect(edit.locator('[data-state="failed"]')).toContainText('This type of file is not accepted');
    await expect(edit.getByRole('link', { name: 'notes.txt' })).toHaveAttribute(
      'href',
      /\/uploads\/companies\//,
    );
    await edit
      .getByTestId('files-input')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('price list 2026') }]);
    await expect(edit.locator('[data-state="failed"]').last()).toContainText('same name and size');
    await edit.getByRole('button', { name: 'Delete notes.txt' }).click();
    await page.getByRole('dialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'The file is deleted')).toBeVisible();
    await expect(edit.getByText('No files yet.')).toBeVisible();
  });

  await test.step('cancel: the page says until when; re-enable keeps everything', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: en.navSubscriptions, exact: true }).click();
    await page.getByRole('button', { name: enSubs.mineCancel }).click();
    const dialog = page.getByRole('dialog', { name: enSubs.mineCancelTitle });
    await dialog.getByRole('button', { name: enSubs.mineCancel }).click();
    // The page has the server's answer once it shows the end; asked before, the server may not have it yet.
    await expect(page.getByTestId('subscription-ends')).toBeVisible();
    const { subscription } = await call<MySubscription>(page.request, 'get', '/subscriptions/me');
    expect(subscription?.status).toBe('cancelled');
    const endsAt = subscription?.endsAt ?? 0;
    // The end of the 30-day cancel period (SPEC §9).
    expect(Math.round((endsAt - (subscription?.cancelledAt ?? 0)) / 86_400_000)).toBe(30);
    await expect(notice(page, fill(enSubs.mineCancelled, { date: day(endsAt) }))).toBeVisible();
    await expect(page.getByTestId('subscription-ends')).toContainText(
      fill(enSubs.mineEndsOn, { date: day(endsAt) }),
    );
    await accessible(page, 'a cancelled subscription');
    // A month ahead is not yet the last seven days: no expiry bar.
    await expect(page.getByTestId('expiry-bar')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('subscription-ends')).toContainText(
      fill(enSubs.mineEndsOn, { date: day(endsAt) }),
    );

    await page.getByRole('button', { name: enSubs.mineReenable }).click();
    const again = page.getByRole('dialog', { name: enSubs.mineReenableTitle });
    await expect(again).toContainText(PAYER);
    await again.getByRole('button', { name: enSubs.mineReenable }).click();
    await expect(notice(page, enSubs.mineReenabled)).toBeVisible();
    await expect(page.getByTestId('subscription-ends')).toHaveCount(0);
    await expect(page.getByRole('button', { name: enSubs.mineCancel })).toBeVisible();
    // Everything kept: the profile made above is still there.
    const profiles = await call<{ label: string }[]>(page.request, 'get', '/profiles');
    expect(profiles.map((p) => p.label)).toContain('Board work');
  });
});
