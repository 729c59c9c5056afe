// A filter select that narrows a server list asks the server once the choice rests for 500 ms (SPEC §9 "Select
// input debounce"), not once per option passed: an administrator runs through the role filter of the users list.
import { expect, test } from '@playwright/test';
import { SELECT_DEBOUNCE_MS } from '../shared/constants';
import { admin as en } from '../shared/i18n/en/admin';
import { signUpViaApi } from './support/api';
import { openDashboard, sql } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

test('the users list asks once for the role the filter rests on, 500 ms after the last change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = await signUpViaApi(page.request, 'Ada Administratör', 'adm');
  await sql("update users set role = 'administrator', is_verified = 1 where email = ?", [person.email]);
  await openDashboard(page, '/dashboard/administrator/users');
  await expect(page.getByTestId('admin-users')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const asked: { url: string; at: number }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/admin/users')) asked.push({ url: req.url(), at: Date.now() });
  });
  const role = page.getByLabel(en.usersRole);
  await role.selectOption('administrator');
  await role.selectOption('user');
  const last = Date.now();
  await role.selectOption('administrator');
  await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
  // A moment longer: nothing else follows.
  await page.waitForTimeout(SELECT_DEBOUNCE_MS * 2);
  expect(asked.map((a) => new URL(a.url).searchParams.get('role'))).toEqual(['administrator']);
  expect(asked[0]!.at - last).toBeGreaterThanOrEqual(SELECT_DEBOUNCE_MS - 50);
});
