// Export to a CRM from Contacts → Received: the layout and the filters, the file the browser saves, and a
// refused filter said in the panel in the server's words.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api as enApi } from '../shared/i18n/en/api';
import { app as enApp } from '../shared/i18n/en/app';
import { profile as enProfile } from '../shared/i18n/en/profile';
import { PASSWORD, signUpViaApi, solveAltcha } from './support/api';
import { settleVisitor } from './support/site';

test('the holder exports new leads as a Salesforce CSV; a backwards period is refused in the panel', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await settleVisitor(context, { lang: 'en' });
  const holder = await context.newPage();
  const karin = await signUpViaApi(holder.request, 'Karin Ek', 'x');

  // Two visitors leave their details on the card.
  const visitors = await browser.newContext({ baseURL });
  for (const fields of [
    { fullName: 'Anna Berg', email: 'anna@example.com', company: 'Berg & Co' },
    { fullName: 'Bo Ek', phone: '+46 70 123 45 67' },
  ]) {
    const res = await visitors.request.post(`/api/v1/profiles/${karin.shortId}/leads`, {
      data: { ...fields, altcha: await solveAltcha(visitors.request) },
    });
    expect(res.status()).toBe(201);
  }

  await holder.goto('/en/');
  await holder.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = holder.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email or username').fill(karin.username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(holder.getByTestId('dashboard')).toBeVisible({ timeout: 15_000 });
  await holder.getByRole('link', { name: 'Contacts', exact: true }).click();
  await holder.getByRole('link', { name: new RegExp(`^${enApp.tabReceived}`) }).click();
  await expect(holder.getByTestId('lead')).toHaveCount(2, { timeout: 15_000 });

  await holder.getByText(enApp.exportOpen, { exact: true }).click();
  await holder.getByLabel(enApp.exportFormat, { exact: true }).selectOption('salesforce');
  await expect(holder.getByLabel(enApp.exportCard, { exact: true })).toContainText(enApp.exportAllCards);
  await holder.getByLabel(enApp.exportUnread, { exact: true }).check();
  const axe = await new AxeBuilder({ page: holder }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const [download] = await Promise.all([
    holder.waitForEvent('download'),
    holder.getByRole('button', { name: enApp.exportDownload }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-salesforce-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(
    csv.startsWith(
      '\uFEFFFirst Name,Last Name,Company,Title,Email,Phone,Website,City,Country,Lead Source,Description\r\n',
    ),
  ).toBe(true);
  expect(csv).toContain('Bo,Ek,[not provided],,,+46 70 123 45 67,,,,Dynacard,');
  expect(csv).toContain('Anna,Berg,Berg & Co,,anna@example.com,,,,,Dynacard,');

  // A period that ends before it starts: the server's message, here, and nothing downloaded.
  await holder.getByLabel(enApp.exportFrom, { exact: true }).fill('2026-03-02');
  await holder.getByLabel(enApp.exportTo, { exact: true }).fill('2026-03-01');
  await holder.getByRole('button', { name: enApp.exportDownload }).click();
  await expect(holder.getByRole('alert')).toHaveText(enApi.invalidExportRange);
});

test('a visitor whom a dynatag sent to the card (?tag=) sends the tag with their details', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await settleVisitor(context, { lang: 'en' });
  const page = await context.newPage();
  const karin = await signUpViaApi(page.request, 'Karin Ek', 'x');
  const visitor = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
  await visitor.goto(`/p/${karin.shortId}?tag=Stand4Tag`);
  const name = (key: keyof typeof enProfile) => enProfile[key].replace('{name}', 'Karin Ek');
  await visitor.getByRole('button', { name: name('exchangeContact') }).click();
  const dialog = visitor.getByRole('dialog', { name: name('exchangeTitle') });
  await dialog.getByLabel(name('exchangeName')).fill('Anna Berg');
  await dialog.getByLabel(name('exchangeEmail')).fill('anna@example.com');
  const [request] = await Promise.all([
    visitor.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/v1\/profiles\/[^/]+\/leads$/.test(r.url()),
    ),
    dialog.getByRole('button', { name: name('exchangeSend') }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ fullName: 'Anna Berg', tag: 'Stand4Tag' });
  // An unknown tag is no source, and no reason to refuse the visitor.
  await expect(dialog.getByRole('status')).toHaveText(name('exchangeThanks'));
});
