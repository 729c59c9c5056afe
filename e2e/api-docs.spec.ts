// The API reference a developer opens from the footer or the README: it loads and lists the operations with their bodies.
import { expect, test } from '@playwright/test';

test('/api/docs lists the operations, with what a call takes and answers', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  // Swagger UI fetches and lays out the whole document (about 250 operations) before it shows a group: on a busy
  // machine that alone took over 15 s.
  test.setTimeout(120_000);
  await page.goto('/api/docs');
  await expect(page.locator('.opblock-tag').first()).toBeVisible({ timeout: 60_000 });
  const operation = (method: string, path: string) =>
    page
      .locator(`.opblock-${method}`)
      .filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });

  // Every group is listed, closed; a developer opens the ones they need.
  const group = (name: string) => page.locator('.opblock-tag', { hasText: new RegExp(`^${name}`) }).first();
  for (const name of [
    'General',
    'Auth',
    'Users',
    'Companies',
    'Dynatags',
    'Orders',
    'Subscriptions',
    'Administrator',
  ])
    await expect(group(name)).toBeVisible({ timeout: 15_000 });
  await group('Auth').click();
  await group('Companies').click();
  const login = operation('post', '/api/v1/auth/login');
  await expect(login).toBeVisible({ timeout: 15_000 });
  await expect(login.locator('.opblock-summary-method')).toHaveText('POST');
  await expect(operation('patch', '/api/v1/companies/{shortId}')).toBeVisible();
  await expect(page.getByText('Failed to load API definition')).toHaveCount(0);

  // The request body: its media type and the described fields.
  await login.locator('.opblock-summary').click();
  const body = login.locator('.opblock-section-request-body');
  await expect(body).toContainText('application/json');
  await body.getByRole('tab', { name: 'Schema' }).click();
  await expect(body).toContainText('keepLoggedIn');
  await body.getByRole('button', { name: 'Expand all' }).first().click();
  await expect(body).toContainText('Email or username');
  // The answer: the envelope, with data.
  await expect(login.locator('.responses-wrapper')).toContainText('statusCode');

  // A multipart upload lists its fields.
  const create = operation('post', '/api/v1/companies/');
  await create.locator('.opblock-summary').click();
  await expect(create.locator('.opblock-section-request-body')).toContainText('multipart/form-data');
  await expect(create.locator('.opblock-section-request-body')).toContainText('files[logo]');

  expect(failed).toEqual([]);
});
