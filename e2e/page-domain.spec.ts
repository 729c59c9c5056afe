// A company's own page domain in the dashboard (issue 23): the owner enters a host, gets the two DNS records to
// add (each copied with a button), sees it waiting for DNS, and removes it again.
import { expect, test } from '@playwright/test';
import { api as apiEn } from '../shared/i18n/en/api';
import { app } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { accessible } from './support/checks';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

test('an owner sets the company’s own domain, gets the DNS records to add, and removes it', async ({
  page,
}) => {
  await signUpViaApi(page.request, 'Dana Domain', 'pagedomain');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', { name: 'Domain AB' });
  await openDashboard(page, '/dashboard/companies');
  const card = page.getByTestId('company-card').filter({ hasText: 'Domain AB' });
  await card.getByRole('button', { name: app.domainTitle, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Own domain of Domain AB' });

  const field = dialog.getByLabel(app.domainHost);
  await field.fill('https://cards.domain-ab.se');
  await dialog.getByRole('button', { name: app.domainSave }).click();
  await expect(dialog.getByText(app.domainInvalid)).toBeVisible();
  await field.fill('Cards.Domain-AB.se');
  await dialog.getByRole('button', { name: app.domainSave }).click();
  await expect(page.getByText(apiEn.domainSaved)).toBeVisible();

  const shown = dialog.getByTestId('page-domain');
  await expect(shown.getByText('cards.domain-ab.se', { exact: true }).first()).toBeVisible();
  await expect(shown.getByText(app.domainPending)).toBeVisible();
  const saved = await call<{ txt: { name: string; value: string } }>(
    page.request,
    'get',
    `/companies/${company.shortId}/page-domain`,
  );
  await expect(shown.getByText(saved.txt.name)).toBeVisible();
  await expect(shown.getByText(saved.txt.value)).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy the TXT record’s value' })).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy the CNAME record’s name' })).toBeVisible();
  await accessible(page, 'the own-domain dialog');

  await shown.getByRole('button', { name: app.domainRemove }).click();
  await page
    .getByRole('dialog', { name: app.domainRemoveTitle })
    .getByRole('button', { name: app.domainRemove })
    .click();
  await expect(dialog.getByLabel(app.domainHost)).toBeVisible();
  expect(await call(page.request, 'get', `/companies/${company.shortId}/page-domain`)).toBeNull();
});
