// Endpoints of a company's webhooks: owners only, public https addresses only, a secret shown once and rotated
// with an overlap in which both secrets sign.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { webhookEndpoints } from '@db/schema';
import { WEBHOOK_EVENTS } from '@shared/schemas/webhooks';
import { createTestApp, type TestApp } from '../../../test/harness';
import { colleague, person } from '../companies/test-kit';
import { hooksPath, ownerWorld, receiver, WEBHOOK_ENV } from './test-kit';

type Endpoint = { id: string; url: string; events: string[]; enabled: boolean };
type WithSecret = { endpoint: Endpoint; secret: string };

let t: TestApp;
let w: Awaited<ReturnType<typeof ownerWorld>>;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  w = await ownerWorld(t);
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, c = w.owner.c, companyId = w.company.shortId) =>
  c.post<WithSecret>(hooksPath(companyId), body);

describe('webhook endpoints', () => {
  test('an owner adds one and sees its secret once; the list never shows it', async () => {
    const res = await add({ url: 'http://127.0.0.1:9/hook', events: ['lead.created'], description: 'CRM' });
    expect(res.status).toBe(201);
    expect(res.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await w.owner.c.get<Endpoint[]>(hooksPath(w.company.shortId));
    expect(list.body.data.map((e) => e.id)).toContain(res.body.data.endpoint.id);
    expect(JSON.stringify(list.body)).not.toContain(res.body.data.secret);
    // Stored encrypted, not as shown.
    const rows = await t.db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints);
    expect(rows.some((r) => r.secret.includes(res.body.data.secret.slice(6)))).toBe(false);
  });

  test('a colleague is refused (403), someone outside the company is not told it exists (404)', async () => {
    const mate = await colleague(t, w.company.shortId);
    expect((await add({ url: 'http://127.0.0.1:9/a', events: ['lead.created'] }, mate.c)).status).toBe(403);
    expect((await mate.c.get(hooksPath(w.company.shortId))).status).toBe(403);
    const stranger = await person(t);
    expect((await stranger.c.get(hooksPath(w.company.shortId))).status).toBe(404);
  });

  test("another company's endpoint is not found through my company", async () => {
    const other = await ownerWorld(t);
    const theirs = await add(
      { url: 'http://127.0.0.1:9/b', events: ['lead.created'] },
      other.owner.c,
      other.company.shortId,
    );
    const mine = await ownerWorld(t);
    const path = `${hooksPath(mine.company.shortId)}/${theirs.body.data.endpoint.id}`;
    expect((await mine.owner.c.patch(path, { enabled: false })).status).toBe(404);
    expect((await mine.owner.c.delete(path)).status).toBe(404);
    expect((await mine.owner.c.post(`${path}/rotate`)).status).toBe(404);
  });

  test.each([
    ['https://10.1.2.3/hook', 'webhookUrlNotPublic'],
    ['https://169.254.169.254/latest/meta-data', 'webhookUrlNotPublic'],
    ['https://100.64.0.1/', 'webhookUrlNotPublic'],
    ['https://[::ffff:192.168.1.1]/', 'webhookUrlNotPublic'],
    ['https://[fd00:ec2::254]/', 'webhookUrlNotPublic'],
    ['https://metadata.google.internal/', 'webhookUrlNotPublic'],
    ['https://metadata.google.internal./', 'webhookUrlNotPublic'],
    ['https://intranet./', 'webhookUrlNotPublic'],
    ['https://[::ffff:0:a00:1]/', 'webhookUrlNotPublic'],
    ['https://[64:ff9b:1::a00:1]/', 'webhookUrlNotPublic'],
    ['http://example.com/hook', 'webhookUrlNotPublic'],
    ['ftp://example.com/hook', 'invalidWebhookUrl'],
    ['https://user:pw@example.com/hook', 'invalidWebhookUrl'],
  ])('%s is refused with 422 and nothing is added', async (url) => {
    const before = (await t.db.select().from(webhookEndpoints)).length;
    const res = await add({ url, events: ['lead.created'] });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('url');
    expect(res.body.message).toMatch(/https|address/);
    expect((await t.db.select().from(webhookEndpoints)).length).toBe(before);
  });

  test('without WEBHOOKS_ALLOW_LOOPBACK, http and this machine are refused too', async () => {
    const strict = await createTestApp();
    try {
      const s = await ownerWorld(strict);
      for (const url of [
        'http://127.0.0.1:8080/',
        'https://localhost/',
        'https://[::1]/',
        'https://127.0.0.1/',
        'https://[::ffff:0:7f00:1]/',
        'https://localhost./',
      ]) {
        const res = await s.owner.c.post(hooksPath(s.company.shortId), { url, events: ['lead.created'] });
        expect(res.status).toBe(422);
      }
    } finally {
      await strict.close();
    }
  });

  test("a name written with the DNS root's trailing dot is that name, and is kept without the dot", async () => {
    const res = await add({ url: 'http://localhost.:9/dot', events: ['lead.created'] });
    expect(res.status).toBe(201);
    expect(res.body.data.endpoint.url).toBe('http://localhost:9/dot');
    const path = `${hooksPath(w.company.shortId)}/${res.body.data.endpoint.id}`;
    const moved = await w.owner.c.patch<Endpoint>(path, { url: 'http://localhost.:9/moved' });
    expect(moved.body.data.url).toBe('http://localhost:9/moved');
  });

  test('no events, an unknown event or an overlong note: 422 with the field', async () => {
    const none = await add({ url: 'http://127.0.0.1:9/c', events: [] });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Choose at least one event');
    expect((await add({ url: 'http://127.0.0.1:9/c', events: ['lead.deleted'] })).status).toBe(422);
    const long = await add({
      url: 'http://127.0.0.1:9/c',
      events: ['lead.created'],
      description: 'x'.repeat(101),
    });
    expect(long.status).toBe(422);
  });

  test('a rotated secret signs beside the new one for 24 hours, then only the new one signs', async () => {
    const first = await add({ url: 'http://127.0.0.1:9/d', events: ['lead.created'] });
    const { id } = first.body.data.endpoint;
    const rotated = await w.owner.c.post<WithSecret>(`${hooksPath(w.company.shortId)}/${id}/rotate`);
    expect(rotated.status).toBe(200);
    const [oldSecret, newSecret] = [first.body.data.secret, rotated.body.data.secret];
    expect(newSecret).not.toBe(oldSecret);
    const r = receiver(t, [oldSecret, newSecret]);
    try {
      await w.owner.c.patch(`${hooksPath(w.company.shortId)}/${id}`, { url: r.url });
      const pinged = await w.owner.c.post<{ ok: boolean }>(`${hooksPath(w.company.shortId)}/${id}/ping`);
      expect(pinged.body.data.ok).toBe(true);
      expect(r.received[0].verifiedBy).toEqual([oldSecret, newSecret]);
      t.clock.advance(24 * 60 * 60_000 + 1000);
      await w.owner.c.post(`${hooksPath(w.company.shortId)}/${id}/ping`);
      expect(r.received[1].verifiedBy).toEqual([newSecret]);
    } finally {
      r.stop();
    }
  });

  test('a test ping is signed, verified by the receiver and kept in the log with its answer', async () => {
    const created = await add({ url: 'http://127.0.0.1:9/e', events: ['order.status_changed'] });
    const r = receiver(t, [created.body.data.secret]);
    try {
      const path = `${hooksPath(w.company.shortId)}/${created.body.data.endpoint.id}`;
      await w.owner.c.patch(path, { url: r.url });
      const res = await w.owner.c.post<{ ok: boolean; delivery: { log: { statusCode: number }[] } }>(
        `${path}/ping`,
      );
      expect(res.body.data.ok).toBe(true);
      expect(r.received[0].type).toBe('webhook.ping');
      expect(r.received[0].body.version).toBe(1);
      const log = await w.owner.c.get<
        { type: string; state: string; log: { statusCode: number; excerpt: string }[] }[]
      >(`${path}/deliveries`);
      expect(log.body.data[0]).toMatchObject({ type: 'webhook.ping', state: 'delivered' });
      expect(log.body.data[0].log[0]).toMatchObject({ statusCode: 200, excerpt: 'thanks' });
    } finally {
      r.stop();
    }
  });
});

describe('the OpenAPI document', () => {
  test('has a webhooks section: every event with its versioned payload and the signature headers', async () => {
    const res = await t.handle(new Request('http://localhost/api/docs/json'));
    const doc = (await res.json()) as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: { name: string }[];
            requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
          };
        }
      >;
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS, 'webhook.ping'].sort());
    const lead = doc.webhooks['lead.created'].post;
    expect(lead.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = lead.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['type', 'version', 'timestamp', 'data']);
    expect(doc.paths['/api/v1/companies/{shortId}/webhooks/{endpointId}/deliveries']).toBeDefined();
  });
});

describe('tests and redeliveries', () => {
  test('past 30 in 10 minutes per company they are refused with 429; nothing more is posted', async () => {
    const own = await ownerWorld(t);
    const created = await own.owner.c.post<WithSecret>(hooksPath(own.company.shortId), {
      url: 'http://127.0.0.1:9/f',
      events: ['lead.created'],
    });
    const r = receiver(t, [created.body.data.secret]);
    try {
      const path = `${hooksPath(own.company.shortId)}/${created.body.data.endpoint.id}`;
      await own.owner.c.patch(path, { url: r.url });
      for (let i = 0; i < 30; i++) expect((await own.owner.c.post(`${path}/ping`)).status).toBe(200);
      const refused = await own.owner.c.post(`${path}/ping`);
      expect(refused.status).toBe(429);
      expect(r.received.length).toBe(30);
      t.clock.advance(10 * 60_000);
      expect((await own.owner.c.post(`${path}/ping`)).status).toBe(200);
    } finally {
      r.stop();
    }
  });
});
