// An owner connects the company to a receiver (issue 22 webhooks): adds an endpoint, copies the secret shown once,
// sends a test the receiver verifies with that secret (standardwebhooks' own verifier), sees it in the delivery
// log and sends it again; an address inside a private network is refused with the field's message.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { api as enApi } from '../shared/i18n/en/api';
import { app as en } from '../shared/i18n/en/app';
import { signUpViaApi } from './support/api';
import { fill } from './support/checks';
import { call, openDashboard } from './support/orders';
import { settleVisitor } from './support/site';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }) => settleVisitor(context, { lang: 'en' }));

test('an owner adds an endpoint, its secret verifies a test, the log shows it and sends it again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const received: { id: string; type: string; verified: boolean }[] = [];
  let secret = '';
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      let verified = false;
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {}
      received.push({ id: String(req.headers['webhook-id']), type: JSON.parse(body).type, verified });
      res.writeHead(verified ? 200 : 401).end(verified ? 'ok' : 'bad signature');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  try {
    await signUpViaApi(page.request, 'Wilma Webhook', 'hook');
    await call(page.request, 'post', '/companies', { name: 'Krok AB' });
    await openDashboard(page, '/dashboard/companies');
    await page.getByRole('button', { name: en.webhooks, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(en.webhooksTitleOf, { name: 'Krok AB' }) });
    await expect(dialog).toContainText(en.webhookNone);

    // A private address is refused, with the field's message; nothing is added.
    await dialog.getByRole('button', { name: en.webhookAdd }).click();
    const address = dialog.getByLabel(en.webhookUrl);
    await address.fill('https://10.0.0.5/hook');
    await dialog.getByTestId('webhook-form').getByRole('button', { name: en.webhookAdd }).click();
    await expect(address).toHaveAccessibleDescription(enApi.webhookUrlNotPublic);

    await address.fill(url);
    await dialog.getByLabel(en.webhookEventOrder).check();
    await dialog.getByTestId('webhook-form').getByRole('button', { name: en.webhookAdd }).click();
    const shown = dialog.getByTestId('webhook-secret');
    await expect(shown).toContainText(en.webhookSecretOnce);
    secret = (await shown.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: en.webhookSecretStored }).click();
    await expect(shown).toHaveCount(0);

    const endpoint = dialog.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText('lead.created, order.status_changed');
    await endpoint.getByRole('button', { name: en.webhookPing }).click();
    await expect(
      page.getByTestId('notice').filter({ hasText: fill(en.webhookPingOk, { status: 200 }) }),
    ).toBeVisible();
    expect(received).toEqual([{ id: expect.stringMatching(/^msg_/), type: 'webhook.ping', verified: true }]);

    await endpoint.getByRole('button', { name: en.webhookLog }).click();
    const delivery = endpoint.getByTestId('webhook-delivery');
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText('webhook.ping');
    await expect(delivery).toContainText(en.webhookStateDelivered);
    await delivery.getByRole('button', { name: en.webhookRedeliver }).click();
    await expect(delivery.locator('ol li')).toHaveCount(2);
    expect(received.length).toBe(2);
    expect(received[1]).toEqual({ ...received[0] });

    // The dialog with its endpoint and log open has no serious accessibility violation (WCAG 2.1 A and AA).
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.passes.length).toBeGreaterThan(0);
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  } finally {
    server.close();
  }
});
