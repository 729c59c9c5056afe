// The order mails as the real SMTP server receives them: received, shipped and cancelled, in the orderer's
// language (sv, en, fi), to the orderer and the company's billing email, in our layout, with the number, lines,
// totals, the delivery estimate, and a link to the Orders page that the site answers directly (200).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import type { OrderDetail } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { ReceivedMail } from '../../../test/smtp';
import { LOGO_CID } from '../../platform/mail-layout';
import { formatMoney } from '../pricing/money';
import { administrator, orderingWorld, readyDraft, submit } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  // The built site answers the links (site/dist: `bun run build`), as the server does.
  t = await createTestApp({}, {}, { site: true });
});
afterAll(() => t.close());

const LANGS: Lang[] = ['sv', 'en', 'fi'];
const tr = (
  lang: Lang,
  key: Parameters<typeof translate<'mail'>>[2],
  params?: Record<string, string | number>,
) => translate(lang, 'mail', key, params);

/** The action's link alone on its line after its label; opened by a reader of `lang`, the page itself answers in `lang`. */
async function expectOrdersLink(mail: ReceivedMail, lang: Lang, orderId: string) {
  const lines = mail.text.split('\n');
  const at = lines.findIndex((line) => /^https?:\/\/\S+$/.test(line) && line.includes('/dashboard/orders/'));
  expect(at).toBeGreaterThan(0);
  expect(lines[at - 1]).toBe(`${tr(lang, 'orderAction')}:`);
  expect(lines[at]).toBe(`http://localhost/dashboard/orders/?order=${orderId}`);
  expect(mail.html).toContain(`href="${lines[at].replace(/&/g, '&amp;')}"`);
  const opened = await t.handle(
    new Request(lines[at], { headers: { 'sec-fetch-mode': 'navigate', 'accept-language': lang } }),
  );
  expect({ link: lines[at], status: opened.status, location: opened.headers.get('location') }).toEqual({
    link: lines[at],
    status: 200,
    location: null,
  });
  expect(opened.headers.get('content-type')).toStartWith('text/html');
  // The dashboard's shell in the reader's language.
  expect(await opened.text()).toContain(`<html lang="${lang}"`);
}

describe('order mails, in the orderer’s language', () => {
  for (const lang of LANGS) {
    test(`${lang}: received, shipped, cancelled`, async () => {
      const w = await orderingWorld(t, `Mail ${lang} AB`);
      await t.db.update(users).set({ lang }).where(eq(users.id, w.owner.user.id));
      const admin = await administrator(t);
      await readyDraft(w.owner.c, w.company.shortId, [
        w.company.membershipId,
        w.colleague.membership.shortId,
      ]);
      const order = (await submit(w.owner.c)).body.data as unknown as OrderDetail;
      const params = { number: order.number, company: `Mail ${lang} AB`, cards: 2, min: 2, max: 7 };

      const received = await t.smtp.waitFor(w.owner.user.email, (m) => m.text.includes(order.number));
      expect(received.subject).toBe(tr(lang, 'orderReceivedSubject', params));
      expect(received.html).toContain(`<html lang="${lang}"`);
      expect(received.html).toContain(`src="cid:${LOGO_CID}"`);
      expect(received.text).toStartWith(tr(lang, 'greeting', { name: 'Åsa Öberg' }));
      expect(received.text).toContain(tr(lang, 'orderReceivedBody', params));
      expect(received.text).toContain(`${tr(lang, 'orderTotal')}: ${formatMoney(lang, order.totals.total)}`);
      expect(received.text).toContain(`${tr(lang, 'orderVat')}: ${formatMoney(lang, order.totals.vat)}`);
      expect(received.text).toContain(
        `${tr(lang, 'orderDelivery')}: ${tr(lang, 'orderDeliveryDays', { min: 2, max: 7 })}`,
      );
      expect(received.text).toContain(
        tr(lang, 'orderLine', {
          quantity: 1,
          type: translate(lang, 'orders', 'receiptType_blackPersonal'),
          recipient: 'Kim Colleague',
        }),
      );
      await expectOrdersLink(received, lang, order.id);
      const billing = await t.smtp.waitFor('invoices@kvarn.example', (m) => m.text.includes(order.number));
      expect(billing.subject).toBe(received.subject);

      await admin.c.patch(`/api/v1/orders/${order.id}/status`, { status: 'processing' });
      await admin.c.patch(`/api/v1/orders/${order.id}/status`, { status: 'shipped' });
      const shipped = await t.smtp.waitFor(
        w.owner.user.email,
        (m) => m.subject === tr(lang, 'orderShippedSubject', params),
      );
      expect(shipped.text).toContain(tr(lang, 'orderShippedBody', params));
      await expectOrdersLink(shipped, lang, order.id);

      await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
      const second = (await submit(w.owner.c)).body.data as unknown as OrderDetail;
      await w.owner.c.post(`/api/v1/orders/${second.id}/cancel`);
      const cancelled = await t.smtp.waitFor(
        w.owner.user.email,
        (m) => m.subject === tr(lang, 'orderCancelledSubject', { number: second.number }),
      );
      expect(cancelled.text).toContain(tr(lang, 'orderCancelledBody', { ...params, number: second.number }));
      await expectOrdersLink(cancelled, lang, second.id);
    });
  }
});
