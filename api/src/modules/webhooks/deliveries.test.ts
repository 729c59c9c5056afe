// Deliveries from the outbox: retried with backoff after a 500, a receiver that does not answer times out, a
// redirect (to a private address) is not followed, pending deliveries survive a restart, two instances on one
// database send each delivery once, and an endpoint failing for a day is disabled with a mail to its owners.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companies, webhookDeliveries, webhookEndpoints } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertMember, person } from '../companies/test-kit';
import { emitWebhook } from './emit';
import { pruneWebhookLog } from './retention';
import { sendDueWebhooks, sendersIdle } from './sender';
import { hooksPath, otherInstance, ownerWorld, receiver, WEBHOOK_ENV } from './test-kit';

type Delivery = {
  id: string;
  eventId: string;
  state: string;
  attempts: number;
  nextAttemptAt: number | null;
  log: { statusCode: number | null; excerpt: string }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
});
afterAll(() => t.close());

/** A company with one endpoint for lead.created at a fresh receiver. */
async function world() {
  const w = await ownerWorld(t);
  const [co] = await t.db.select().from(companies).where(eq(companies.shortId, w.company.shortId));
  const created = await w.owner.c.post<{ endpoint: { id: string }; secret: string }>(hooksPath(co.shortId), {
    url: 'http://127.0.0.1:9/placeholder',
    events: ['lead.created'],
  });
  const r = receiver(t, [created.body.data.secret]);
  const path = `${hooksPath(co.shortId)}/${created.body.data.endpoint.id}`;
  await w.owner.c.patch(path, { url: r.url });
  const log = async () => (await w.owner.c.get<Delivery[]>(`${path}/deliveries`)).body.data;
  return { ...w, co, r, path, log, endpointId: created.body.data.endpoint.id };
}

const lead = (n: number) => ({ lead: { id: `lead${n}`, fullName: `Visitor ${n}` } });

describe('webhook deliveries', () => {
  test('a 500 is retried with backoff: the same webhook-id again, then delivered', async () => {
    const w = await world();
    w.r.answer(
      () => new Response('down', { status: 500 }),
      () => new Response('ok'),
    );
    expect(await emitWebhook(t.deps, w.co.id, 'lead.created', lead(1))).toBe(1);
    await sendersIdle(t.deps);
    let [delivery] = await w.log();
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1 });
    expect(delivery.log[0]).toMatchObject({ statusCode: 500, excerpt: 'down' });
    // First pause 30 s ± 20 %.
    const wait = delivery.nextAttemptAt! - t.clock.now();
    expect(wait).toBeGreaterThanOrEqual(24_000);
    expect(wait).toBeLessThanOrEqual(36_000);
    expect(await sendDueWebhooks(t.deps)).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(wait);
    expect(await sendDueWebhooks(t.deps)).toEqual({ sent: 1, failed: 0 });
    [delivery] = await w.log();
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(delivery.log.map((a) => a.statusCode)).toEqual([200, 500]);
    expect(w.r.received.map((x) => x.id)).toEqual([delivery.eventId, delivery.eventId]);
    expect(w.r.received[1].body).toMatchObject({ type: 'lead.created', version: 1, data: lead(1) });
    w.r.stop();
  });

  test('a receiver that does not answer times out; the attempt is logged without a status', async () => {
    const w = await world();
    let release!: () => void;
    const never = new Promise<Response>((resolve) => {
      release = () => resolve(new Response('late'));
    });
    w.r.answer(() => never);
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(2));
    await sendersIdle(t.deps);
    const [delivery] = await w.log();
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1 });
    expect(delivery.log[0].statusCode).toBeNull();
    expect(delivery.log[0].excerpt).toMatch(/^timeout/);
    release();
    w.r.stop();
  });

  test('a redirect to a private address is not followed: a failed attempt, nothing reaches the target', async () => {
    const w = await world();
    let hits = 0;
    const inside = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () => {
        hits++;
        return new Response('secret metadata');
      },
    });
    w.r.answer(
      () =>
        new Response(null, { status: 307, headers: { location: 'http://169.254.169.254/latest/meta-data' } }),
      () => new Response(null, { status: 302, headers: { location: `http://127.0.0.1:${inside.port}/` } }),
    );
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(3));
    await sendersIdle(t.deps);
    t.clock.advance(60_000);
    await sendDueWebhooks(t.deps);
    const [delivery] = await w.log();
    expect(delivery.state).toBe('pending');
    expect(delivery.log.map((a) => a.statusCode)).toEqual([302, 307]);
    expect(delivery.log[1].excerpt).toBe('redirect to http://169.254.169.254/latest/meta-data not followed');
    expect(hits).toBe(0);
    inside.stop(true);
    w.r.stop();
  });

  test('pending deliveries survive a restart: a new instance on the same database sends them', async () => {
    const w = await world();
    w.r.answer(
      () => new Response('down', { status: 503 }),
      () => new Response('ok'),
    );
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(4));
    await sendersIdle(t.deps);
    const restarted = await otherInstance(t);
    try {
      t.clock.advance(60_000);
      await sendDueWebhooks(restarted.deps);
      expect((await w.log())[0]).toMatchObject({ state: 'delivered', attempts: 2 });
    } finally {
      restarted.close();
      w.r.stop();
    }
  });

  test('two instances on one database send each delivery exactly once', async () => {
    const w = await world();
    w.r.answer(async () => {
      await Bun.sleep(5);
      return new Response('ok');
    });
    // Queued for the next minute (as digests are), so both instances find all of them due at once.
    const later = t.clock.now() + 60_000;
    for (let n = 0; n < 30; n++) {
      await emitWebhook(t.deps, w.co.id, 'lead.created', lead(100 + n), { notBefore: later });
    }
    const second = await otherInstance(t);
    try {
      t.clock.advance(60_000);
      const [a, b] = await Promise.all([sendDueWebhooks(t.deps), sendDueWebhooks(second.deps)]);
      // Earlier tests' retries may be due too: this receiver's count is the one that matters.
      expect(a.sent + b.sent).toBeGreaterThanOrEqual(30);
      const ids = w.r.received.map((x) => x.id);
      expect(ids.length).toBe(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      second.close();
      w.r.stop();
    }
  });

  test('the same event id queued twice for an endpoint is one delivery', async () => {
    const w = await world();
    const options = { eventId: 'msg_digest_once', notBefore: t.clock.now() + 60_000 };
    expect(await emitWebhook(t.deps, w.co.id, 'lead.created', lead(5), options)).toBe(1);
    expect(await emitWebhook(t.deps, w.co.id, 'lead.created', lead(5), options)).toBe(0);
    w.r.stop();
  });

  test('after a day of failures the endpoint is disabled and its owners get one mail; a redelivery by hand then succeeds', async () => {
    const w = await world();
    // A second owner who reads Swedish gets the mail in Swedish; a colleague gets none.
    const sv = await person(t, { lang: 'sv', fullName: 'Sara Ägare' });
    await insertMember(t, w.co.shortId, sv.user.id, 'owner');
    const mate = await person(t);
    await insertMember(t, w.co.shortId, mate.user.id, 'colleague');
    w.r.answer(() => new Response('nope', { status: 500 }));
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(6));
    await sendersIdle(t.deps);
    const start = t.clock.now();
    for (let i = 0; i < 40; i++) {
      const [row] = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, (await w.log())[0].eventId));
      if (row.state !== 'pending') break;
      t.clock.set(Math.max(t.clock.now(), row.nextAttemptAt));
      await sendDueWebhooks(t.deps);
    }
    const [delivery] = await w.log();
    expect(delivery.state).toBe('failed');
    expect(t.clock.now() - start).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(delivery.attempts).toBeGreaterThanOrEqual(10);
    expect(delivery.attempts).toBeLessThanOrEqual(16);
    const [endpoint] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.shortId, w.endpointId));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failures' });
    const mail = await t.smtp.waitFor(w.owner.user.email, (m) => m.subject.includes('webhook'));
    expect(mail.subject).toBe('A webhook of Hook AB is turned off');
    expect(mail.text).toContain(w.r.url);
    const svMail = await t.smtp.waitFor(sv.user.email, (m) => m.subject.includes('webhook'));
    expect(svMail.subject).toBe('En webhook för Hook AB är avstängd');
    expect(svMail.text).toContain('har misslyckats i ett dygn');
    expect(t.smtp.inbox.some((m) => m.to.includes(mate.user.email))).toBe(false);
    // Nothing more is sent to a disabled endpoint.
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(7));
    expect((await w.log()).length).toBe(1);
    // The receiver is fixed: a redelivery by hand goes, and the endpoint can be enabled again.
    w.r.answer(() => new Response('ok'));
    const again = await w.owner.c.post<{ ok: boolean; delivery: Delivery }>(
      `${w.path}/deliveries/${delivery.id}/redeliver`,
    );
    expect(again.body.data.ok).toBe(true);
    expect(again.body.data.delivery.state).toBe('delivered');
    const enabled = await w.owner.c.patch<{ enabled: boolean; failingSince: number | null }>(w.path, {
      enabled: true,
    });
    expect(enabled.body.data).toMatchObject({ enabled: true, failingSince: null });
    expect(
      t.smtp.inbox.filter((m) => m.to.includes(w.owner.user.email) && m.subject.includes('webhook')).length,
    ).toBe(0); // the one mail was taken by waitFor: no second one
    w.r.stop();
  }, 60_000);

  test('the log keeps 30 days of finished deliveries; pending ones stay whatever their age', async () => {
    const w = await world();
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(8));
    await sendersIdle(t.deps);
    w.r.stop();
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(9));
    await sendersIdle(t.deps);
    expect((await w.log()).map((d) => d.state)).toEqual(['pending', 'delivered']);
    t.clock.advance(29 * 24 * 60 * 60_000);
    await pruneWebhookLog(t.deps);
    expect((await w.log()).length).toBe(2);
    t.clock.advance(2 * 24 * 60 * 60_000);
    await pruneWebhookLog(t.deps);
    expect((await w.log()).map((d) => d.state)).toEqual(['pending']);
  });

  test('a receiver gets at most 4 requests at once', async () => {
    const w = await world();
    let inFlight = 0;
    let most = 0;
    w.r.answer(async () => {
      most = Math.max(most, ++inFlight);
      await Bun.sleep(30);
      inFlight--;
      return new Response('ok');
    });
    const later = t.clock.now() + 60_000;
    for (let n = 0; n < 12; n++) {
      await emitWebhook(t.deps, w.co.id, 'lead.created', lead(200 + n), { notBefore: later });
    }
    t.clock.advance(60_000);
    await sendDueWebhooks(t.deps);
    expect(w.r.received.length).toBe(12);
    expect(most).toBe(4);
    w.r.stop();
  });

  test('Send again while the job is posting the delivery is refused (409): it goes once', async () => {
    const w = await world();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    w.r.answer(async () => {
      await held;
      return new Response('ok');
    });
    await emitWebhook(t.deps, w.co.id, 'lead.created', lead(300), { notBefore: t.clock.now() + 60_000 });
    t.clock.advance(60_000);
    const sending = sendDueWebhooks(t.deps);
    while (w.r.received.length === 0) await Bun.sleep(5);
    const [delivery] = await w.log();
    const again = await w.owner.c.post(`${w.path}/deliveries/${delivery.id}/redeliver`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This delivery is being sent right now; look at the log in a moment');
    release();
    await sending;
    expect(w.r.received.length).toBe(1);
    // Once sent, it can be sent again by hand.
    const later = await w.owner.c.post<{ ok: boolean }>(`${w.path}/deliveries/${delivery.id}/redeliver`);
    expect(later.body.data.ok).toBe(true);
    expect(w.r.received.map((x) => x.id)).toEqual([delivery.eventId, delivery.eventId]);
    w.r.stop();
  });
});
