// Exchange contact (issue 8): a visitor on a card page leaves their details for the card's holder; the holder,
// with the dashboard open, sees them arrive in Contacts → "Received from your card", downloads the vCard,
// gets the mail in their own language, and deletes the lead.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import PostalMime from 'postal-mime';
import type { Lang } from '../shared/constants';
import { app as enApp } from '../shared/i18n/en/app';
import { mail as enMail } from '../shared/i18n/en/mail';
import { profile as enProfile } from '../shared/i18n/en/profile';
import { mail as fiMail } from '../shared/i18n/fi/mail';
import { mail as svMail } from '../shared/i18n/sv/mail';
import { PASSWORD, signUpViaApi } from './support/api';
import { fill } from './support/checks';
import { readOutbox, settleVisitor } from './support/site';

const MAIL = { sv: svMail, en: enMail, fi: fiMail };
const en = (key: keyof typeof enProfile, name = 'Karin Ek') => fill(enProfile[key], { name });

async function noAxeViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${what}: ${v.id}`)).toEqual([]);
}

test('a visitor leaves their contact; the holder sees it arrive, downloads the vCard and deletes it', async ({
  browser,
  baseURL,
}) => {
  // The holder, signed in, with Contacts → Received open.
  const holderContext = await browser.newContext({ baseURL, locale: 'en-GB' });
  await settleVisitor(holderContext, { lang: 'en' });
  const holder = await holderContext.newPage();
  const karin = await signUpViaApi(holder.request, 'Karin Ek', 'x');
  const me = (await (await holder.request.get('/api/v1/users/me')).json()) as { data: { lang: Lang } };
  await holder.goto('/en/');
  await holder.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = holder.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email or username').fill(karin.username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(holder.getByTestId('dashboard')).toBeVisible({ timeout: 15_000 });
  await holder.getByRole('link', { name: 'Contacts', exact: true }).click();
  await holder.getByRole('link', { name: enApp.tabReceived }).click();
  await expect(holder).toHaveURL(/\/dashboard\/contacts\/received$/);
  await expect(holder.getByText(enApp.leadsEmptyTitle)).toBeVisible({ timeout: 15_000 });

  // The visitor, on the phone, in English.
  const visitorContext = await browser.newContext({ baseURL, locale: 'en-GB', colorScheme: 'dark' });
  const page = await visitorContext.newPage();
  await page.goto(`/p/${karin.shortId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Karin Ek' })).toBeVisible();
  await page.getByRole('button', { name: en('exchangeContact') }).click();
  const dialog = page.getByRole('dialog', { name: en('exchangeTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(en('exchangeName'))).toBeFocused();
  await noAxeViolations(page, 'dialog (dark)');

  // Neither email nor phone: the server's message, on the email field, announced.
  await dialog.getByLabel(en('exchangeName')).fill('Anna Berg');
  await dialog.getByRole('button', { name: en('exchangeSend') }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an email address or a phone number');
  await expect(dialog.getByLabel(en('exchangeEmail'))).toBeFocused();
  await expect(dialog.getByLabel(en('exchangeEmail'))).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel(en('exchangeEmail')).fill('anna@example.com');
  await dialog.getByLabel(en('exchangePhone')).fill('+46 70 123 45 67');
  await dialog.getByLabel(new RegExp(`^${en('exchangeCompany')}`)).fill('Berg & Co');
  await dialog
    .getByLabel(new RegExp(`^${en('exchangeNote')}`))
    .fill('Met you at the fair.\nCall me about the roof.');
  await dialog.getByRole('button', { name: en('exchangeSend') }).click();
  await expect(dialog.getByRole('status')).toHaveText(en('exchangeThanks'));
  await expect(dialog.getByRole('status')).toBeFocused();
  await dialog.getByRole('button', { name: en('exchangeClose') }).click();
  await expect(dialog).toBeHidden();

  // The holder's list updates by itself (live event), with the new one counted on the tab.
  const lead = holder.getByTestId('lead').filter({ hasText: 'Anna Berg' });
  await expect(lead).toBeVisible({ timeout: 15_000 });
  await expect(holder.getByRole('link', { name: fill(enApp.tabReceivedNew, { count: '1' }) })).toBeVisible();
  await expect(lead).toContainText('Berg & Co');
  await expect(lead).toContainText(enApp.leadFromCard);
  await expect(lead).toContainText(enApp.leadNew);
  await expect(lead.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
    'href',
    'mailto:anna@example.com',
  );
  await expect(lead.getByRole('link', { name: '+46 70 123 45 67' })).toHaveAttribute(
    'href',
    'tel:+46701234567',
  );
  await noAxeViolations(holder, 'received contacts');

  // The vCard; downloading marks it seen.
  const [download] = await Promise.all([
    holder.waitForEvent('download'),
    lead.getByRole('link', { name: fill(enApp.leadDownloadOf, { name: 'Anna Berg' }) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Anna Berg.vcf');
  const vcard = readFileSync((await download.path())!, 'utf8');
  expect(vcard).toContain('FN:Anna Berg');
  expect(vcard).toContain('ORG:Berg & Co');
  expect(vcard).toContain('EMAIL;TYPE=INTERNET:anna@example.com');
  expect(vcard).toContain('NOTE:Met you at the fair.\\nCall me about the roof.');
  await expect(lead).not.toContainText(enApp.leadNew);
  await expect(holder.getByRole('link', { name: enApp.tabReceived, exact: true })).toBeVisible();

  // The mail, in the holder's language, with reply-to the visitor.
  const toHolder = () =>
    readOutbox().find((m) => m.text.includes(karin.email) && m.text.includes('/dashboard/contacts/received'));
  await expect.poll(() => Boolean(toHolder())).toBe(true);
  const mail = await PostalMime.parse(toHolder()!.text);
  expect(mail.subject).toBe(fill(MAIL[me.data.lang].leadSubject, { visitor: 'Anna Berg' }));
  expect(mail.replyTo?.[0]?.address).toBe('anna@example.com');
  expect(mail.text).toContain('Berg & Co');

  // Delete, after confirming.
  await lead.getByRole('button', { name: fill(enApp.leadDeleteOf, { name: 'Anna Berg' }) }).click();
  await holder
    .getByRole('dialog', { name: enApp.leadDeleteTitle })
    .getByRole('button', { name: enApp.leadDelete })
    .click();
  await expect(holder.getByText(enApp.leadsEmptyTitle)).toBeVisible();

  await visitorContext.close();
  await holderContext.close();
});
