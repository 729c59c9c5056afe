import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import type { EventHub } from '../../platform/events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Opens the stream with a client's cookies and returns a reader of decoded text chunks. */
async function open(cookie: string) {
  const abort = new AbortController();
  const res = await t.handle(
    new Request(`${BASE}/sse/connect?targetLang=en`, { headers: { cookie }, signal: abort.signal }),
  );
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const next = async () => decoder.decode((await reader.read()).value);
  return { res, next, abort };
}

/** Resolves when the next stream to subscribe to the hub lets go of it: what a closed stream must do. */
function nextUnsubscribe(events: EventHub) {
  const subscribe = events.subscribe;
  return new Promise<void>((resolve) => {
    events.subscribe = (userId, listener) => {
      events.subscribe = subscribe;
      const unsubscribe = subscribe(userId, listener);
      return () => {
        unsubscribe();
        resolve();
      };
    };
  });
}

const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('GET /sse/connect', () => {
  test('needs a signed-in user', async () => {
    const res = await t.client({ lang: 'en' }).get('/sse/connect');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please login to access this page');
  });

  test('streams the events published to the user, and only to that user', async () => {
    const alice = await t.signup();
    const bob = await t.signup();
    const unsubscribed = nextUnsubscribe(t.deps.events);
    const stream = await open(cookieOf(alice.client.jar));
    expect(stream.res.headers.get('content-type')).toStartWith('text/event-stream');
    expect(await stream.next()).toContain(': connected');

    const aliceMe = await alice.client.get<{ shortId: string }>('/api/v1/users/me');
    const [aliceRow] = await t.db.select().from(users).where(eq(users.shortId, aliceMe.body.data.shortId));
    const bobMe = await bob.client.get<{ shortId: string }>('/api/v1/users/me');
    const [bobRow] = await t.db.select().from(users).where(eq(users.shortId, bobMe.body.data.shortId));

    t.deps.events.publish([bobRow.id], { service: 'companies', actions: ['refetch-companies'] });
    t.deps.events.publish([aliceRow.id], {
      service: 'global',
      actions: ['refetch-companies'],
      message: 'hi',
    });
    const chunk = await stream.next();
    expect(chunk).toStartWith('event: message\ndata: ');
    expect(JSON.parse(chunk.split('data: ')[1])).toEqual({
      service: 'global',
      actions: ['refetch-companies'],
      message: 'hi',
    });

    expect(t.deps.events.connections()).toBe(1);
    stream.abort.abort();
    await unsubscribed;
    expect(t.deps.events.connections()).toBe(0);
  });
});
