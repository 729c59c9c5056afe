// Subscriptions as people buy them in the dashboard (Subscriptions › My subscription), and the texts and money
// formats the tests read, taken from the dictionaries instead of copied.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { app as en } from '../../shared/i18n/en/app';
import { billing as enBilling } from '../../shared/i18n/en/billing';
import { subscriptions as enSubs } from '../../shared/i18n/en/subscriptions';
import { signUpViaApi } from './api';
import { call } from './orders';

export { en, enBilling, enSubs };

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
/** Money as the dashboard shows it in English (en-GB). */
export const money = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SEK' }).format(minor / 100);
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

/** No serious or critical axe finding (WCAG 2.1 A and AA) on the page as it is now. */
export async function accessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
