// Subscriptions as people buy them in the dashboard (Subscriptions › My subscription), and the texts and money
// formats the tests read, taken from the dictionaries instead of copied.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { app as en } from '../../shared/i18n/en/app';
import { billing as enBilling } from '../../shared/i18n/en/billing';
import { subscriptions as enSubs } from '../../shared/i18n/en/subscriptions';
import { signUpViaApi } from './api';
import { call } from './orders';

export { accessible, fill, money } from './checks';
export { en, enBilling, enSubs };

/** A day as the Subscriptions page shows it in English, in the browsers' time zone (playwright.config.ts). */
export const day = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(ms);

export const notice = (page: Page, text: string | RegExp) =>
  page.getByTestId('notice').filter({ hasText: text });

/**
 * Subscribes on Subscriptions › My subscription (the page must be open): the plan, the paying company by name,
 * Subscribe, and the confirmation of what will be invoiced.
 */
export async function subscribeInPage(page: Page, plan: 'monthly' | 'lifetime', companyName: string) {
  const form = page.getByTestId('enable-form');
  await form
    .getByRole('radio', { name: plan === 'monthly' ? enSubs.mineMonthly : enSubs.mineLifetime })
    .check();
  await form.getByLabel(enSubs.minePayer).selectOption({ label: companyName });
  await form.getByRole('button', { name: enSubs.mineSubscribe }).click();
  const dialog = page.getByRole('dialog', { name: enSubs.mineConfirmTitle });
  await expect(dialog).toContainText(companyName);
  await dialog.getByRole('button', { name: enSubs.mineSubscribe }).click();
  await expect(notice(page, enSubs.mineEnabled)).toBeVisible();
  await expect(page.getByTestId('my-subscription')).toContainText(companyName);
}

/** A colleague (own browser context) who accepted `owner`'s invitation into the company. */
export async function joinedColleague(
  browser: Browser,
  owner: APIRequestContext,
  companyId: string,
  name: string,
) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const person = await signUpViaApi(context.request, name, 'col');
  await call(owner, 'post', `/companies/${companyId}/colleagues`, { email: person.email });
  await call(context.request, 'post', `/companies/${companyId}/invitation/accept`);
  return { context, person };
}
