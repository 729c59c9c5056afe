// The submit answers without waiting for its mails: they are sent in the background, and an order whose mails
// failed stays due in the database until the order-mails job sends them (once).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { orders } from '@db/schema';
import type { OrderDetail } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { JOBS } from '../../jobs';
import { mailPendingOrders } from './mail-job';
import { orderingWorld, readyDraft, submit } from './test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
});
afterAll(() => t.close());

const pendingOf = async (id: string) =>
  (await t.db.select({ p: orders.mailPending }).from(orders).where(eq(orders.shortId, id)))[0].p;

describe('order mails off the submit', () => {
  test('a mail server that does not answer does not hold the submit; the mail goes when it answers', async () => {
    const send = t.deps.mailer.send;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.deps.mailer.send = async (message) => {
      await answered;
      return send(message);
    };
    try {
      await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
      const res = await Promise.race([submit(w.owner.c), Bun.sleep(10_000).then(() => null)]);
      expect(res?.status).toBe(201);
      const order = res!.body.data as unknown as OrderDetail;
      release();
      const mail = await t.smtp.waitFor(w.owner.user.email, (m) => m.subject.includes(order.number));
      expect(mail.subject).toBe(`Order ${order.number} is received`);
      await t.smtp.waitFor('invoices@kvarn.example', (m) => m.subject.includes(order.number));
      expect(await pendingOf(order.id)).toBe(false);
    } finally {
      release();
      t.deps.mailer.send = send;
    }
  }, 30_000);

  test('a failed send leaves the order due; the order-mails job sends it, once', async () => {
    const send = t.deps.mailer.send;
    let failures = 0;
    t.deps.mailer.send = async () => {
      failures++;
      throw new Error('SMTP down');
    };
    let order: OrderDetail;
    try {
      await readyDraft(w.owner.c, w.company.shortId, [w.company.membershipId]);
      const res = await submit(w.owner.c);
      expect(res.status).toBe(201);
      order = res.body.data as unknown as OrderDetail;
      for (let i = 0; i < 200 && failures === 0; i++) await Bun.sleep(10);
      expect(failures).toBe(1);
      expect(await pendingOf(order.id)).toBe(true);
    } finally {
      t.deps.mailer.send = send;
    }
    const job = JOBS.find((j) => j.name === 'order-mails')!;
    expect(job.pattern).toBe('* * * * *');
    expect(await job.run(t.deps)).toBe(1);
    const mail = await t.smtp.waitFor(w.owner.user.email, (m) => m.subject.includes(order.number));
    expect(mail.text).toContain(order.number);
    expect(
      await t.smtp.waitFor('invoices@kvarn.example', (m) => m.subject.includes(order.number)),
    ).toBeTruthy();
    expect(await pendingOf(order.id)).toBe(false);
    expect(await mailPendingOrders(t.deps)).toBe(0);
  });
});
