// The colleague profile dialog (issue 19): an owner edits a colleague's profile, looks at the Files tab and comes
// back; what was typed is still there, and Save stores it (read back through the API).
import { expect, test } from '@playwright/test';
import { app as en } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { fill } from './support/checks';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';
import { joinedColleague } from './support/subscriptions';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

type Mate = { id: string; user: { fullName: string }; jobTitle: string; workPhone: string; about: string };

test('an owner’s edits of a colleague survive a visit to the Files tab and are saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, 'Olle Ägare', 'own');
  const company = await call<{ shortId: string; name: string }>(page.request, 'post', '/companies', {
    name: 'Flikarna AB',
  });
  const mate = await joinedColleague(browser, page.request, company.shortId, 'Klara Kollega');
  await mate.context.close();

  await openDashboard(page, '/dashboard/companies');
  await page.getByRole('button', { name: fill(en.editProfileOf, { name: 'Klara Kollega' }) }).click();
  const dialog = page.getByRole('dialog', {
    name: fill(en.colleagueProfileOf, { name: 'Klara Kollega', company: 'Flikarna AB' }),
  });
  await dialog.getByLabel(en.jobTitle).fill('Head of Sales');
  await dialog.getByLabel(en.workPhone).fill('+46 90 12 34 56');
  await dialog.getByLabel(en.about).fill('Sells to the north.');
  await dialog.getByRole('checkbox', { name: new RegExp(en.hideFromSearch) }).check();

  await dialog.getByRole('tab', { name: en.tabFiles }).click();
  await expect(dialog.getByLabel(en.jobTitle)).toHaveCount(0);
  await dialog.getByRole('tab', { name: en.tabGeneral }).click();
  await expect(dialog.getByLabel(en.jobTitle)).toHaveValue('Head of Sales');
  await expect(dialog.getByLabel(en.workPhone)).toHaveValue('+46 90 12 34 56');
  await expect(dialog.getByLabel(en.about)).toHaveValue('Sells to the north.');
  await expect(dialog.getByRole('checkbox', { name: new RegExp(en.hideFromSearch) })).toBeChecked();

  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog).toHaveCount(0);
  const people = await call<(Mate & { hideFromSearch: boolean })[]>(
    page.request,
    'get',
    `/companies/${company.shortId}/colleagues`,
  );
  expect(people.find((p) => p.user.fullName === 'Klara Kollega')).toMatchObject({
    jobTitle: 'Head of Sales',
    workPhone: '+46 90 12 34 56',
    about: 'Sells to the north.',
    hideFromSearch: true,
  });
});

test('a colleague list that fails to load says so and loads on “Try again”', async ({ page, browser }) => {
  await signUpViaApi(page.request, 'Olga Ägare', 'own');
  const company = await call<{ shortId: string }>(page.request, 'post', '/companies', {
    name: 'Nätfelet AB',
  });
  const mate = await joinedColleague(browser, page.request, company.shortId, 'Kim Kollega');
  await mate.context.close();

  await openDashboard(page, '/dashboard/companies');
  await expect(
    page.getByRole('button', { name: fill(en.editProfileOf, { name: 'Kim Kollega' }) }),
  ).toBeVisible();
  // The next read of the people fails once (a dropped connection), as on a poor network.
  let failures = 0;
  await page.route(`**/api/v1/companies/${company.shortId}/colleagues`, (route) => {
    if (failures++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await page.getByRole('button', { name: fill(en.editProfileOf, { name: 'Kim Kollega' }) }).click();
  const dialog = page.getByRole('dialog', {
    name: fill(en.colleagueProfileOf, { name: 'Kim Kollega', company: 'Nätfelet AB' }),
  });
  const shell = page.getByRole('dialog').filter({ hasText: en.colleaguesLoadFailed });
  await expect(shell.getByRole('alert')).toHaveText(en.colleaguesLoadFailed);
  await expect(shell).not.toContainText(en.colleagueGone);
  await shell.getByRole('button', { name: en.tryAgain }).click();
  await expect(dialog.getByLabel(en.jobTitle)).toBeVisible();
});
