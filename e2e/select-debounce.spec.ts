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
  // The page's own clock, so the test does not depend on how fast this machine selects three options.
  await page.clock.install();
  await openDashboard(page, '/dashboard/administrator/users');
  await expect(page.getByTestId('admin-users')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/admin/users')) asked.push(req.url());
  });
  const role = page.getByLabel(en.usersRole);
  await role.selectOption('administrator');
  await role.selectOption('user');
  await role.selectOption('administrator');
  // Just short of the rest the choice needs: nothing asked yet.
  await page.clock.runFor(SELECT_DEBOUNCE_MS - 1);
  expect(asked).toEqual([]);
  // The rest completed: one request, for the option the filter rests on, and nothing after it.
  await page.clock.runFor(1);
  await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
  await page.clock.runFor(SELECT_DEBOUNCE_MS * 4);
  await page.waitForLoadState('networkidle');
  expect(asked.map((url) => new URL(url).searchParams.get('role'))).toEqual(['administrator']);
});
