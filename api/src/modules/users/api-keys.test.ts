import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { apiKeys } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Me } from './service';
import { account } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
type Key = { id: string; name: string; prefix: string; createdAt: number; lastUsedAt: number | null };
const create = (c: Client, name: unknown) =>
  c.post<Key & { key: string }>('/api/v1/users/me/api-keys', { name });
const list = (c: Client) => c.get<Key[]>('/api/v1/users/me/api-keys');
const revoke = (c: Client, id: string) => c.delete(`/api/v1/users/me/api-keys/${id}`);
const asKey = (key: string, path = '/api/v1/users/me') =>
  t.client({ lang: 'en' }).get<Me>(path, { authorization: `Bearer ${key}` });

describe('personal API keys', () => {
  test('need a session', async () => {
    expect((await list(t.client())).status).toBe(401);
    expect((await create(t.client(), 'x')).status).toBe(401);
  });

  test('a name of 1 to 60 characters, not only spaces', async () => {
    const a = await account(t);
    for (const name of ['', '   ', 'n'.repeat(61), undefined]) {
      const res = await create(a.c, name);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({ message: 'Enter a name (1 to 60 characters)', field: 'name' });
    }
    expect((await list(a.c)).body.data).toEqual([]);
  });

  test('a name of only control or invisible characters, or with a control character, is refused', async () => {
    const a = await account(t);
    for (const name of [
      '\u0001\u0002',
      '\u0000',
      ' \u007f ',
      '\u200b\ufeff',
      '\u202e',
      'ok\u0007name',
      'line\nbreak',
    ]) {
      const res = await create(a.c, name);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toEqual({ message: 'Enter a name (1 to 60 characters)', field: 'name' });
    }
    expect((await list(a.c)).body.data).toEqual([]);
    expect((await create(a.c, ' Läptop  ✓ ')).status).toBe(201);
  });

  test('the key is shown once, stored only as a hash, and authenticates as its owner', async () => {
    const a = await account(t);
    const res = await create(a.c, '  Zapier  ');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Copy the key now, it is shown only once');
    const { key, ...shown } = res.body.data;
    expect(key).toMatch(/^dc_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{32}$/);
    expect(shown).toMatchObject({ name: 'Zapier', prefix: key.slice(0, 11), lastUsedAt: null });

    const listed = await list(a.c);
    expect(listed.body.data).toEqual([shown]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.shortId, shown.id));
    expect(JSON.stringify(row)).not.toContain(key);

    const me = await asKey(key);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: a.email, shortId: a.user.shortId });
    expect(me.headers.getSetCookie()).toEqual([]);
    t.clock.advance(5_000);
    await asKey(key);
    expect((await list(a.c)).body.data[0].lastUsedAt).toBe(t.clock.now());
  });

  test('a wrong or malformed key is 401', async () => {
    const a = await account(t);
    const { key } = (await create(a.c, 'CI')).body.data;
    const changed = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    for (const bad of [changed, 'dc_nothing', 'not-a-key']) {
      const res = await asKey(bad);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please login to access this page');
    }
  });

  test('a revoked key stops working and leaves the list', async () => {
    const a = await account(t);
    const kept = (await create(a.c, 'kept')).body.data;
    const gone = (await create(a.c, 'gone')).body.data;
    const res = await revoke(a.c, gone.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The key is revoked');
    expect((await asKey(gone.key)).status).toBe(401);
    expect((await asKey(kept.key)).status).toBe(200);
    expect((await list(a.c)).body.data.map((k) => k.name)).toEqual(['kept']);
    expect((await revoke(a.c, gone.id)).status).toBe(404);
  });

  test("another user's key id is 404 and the key keeps working", async () => {
    const owner = await account(t);
    const intruder = await account(t);
    const { id, key } = (await create(owner.c, 'mine')).body.data;
    const res = await revoke(intruder.c, id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Could not find what you were looking for');
    expect((await asKey(key)).status).toBe(200);
    expect((await list(intruder.c)).body.data).toEqual([]);
  });

  test('ten keys at most; revoking one makes room', async () => {
    const a = await account(t);
    const made = [];
    for (let i = 1; i <= 10; i++) {
      const res = await create(a.c, `key ${i}`);
      expect(res.status).toBe(201);
      made.push(res.body.data);
    }
    const eleventh = await create(a.c, 'key 11');
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('You have the maximum number of API keys; revoke one first');
    expect((await list(a.c)).body.data).toHaveLength(10);
    await revoke(a.c, made[0].id);
    expect((await create(a.c, 'key 11')).status).toBe(201);
  });

  test('a key works for writes too, without cookies (no cross-site check applies)', async () => {
    const a = await account(t);
    const { key } = (await create(a.c, 'script')).body.data;
    const data = new FormData();
    data.append('description', 'Set by a script');
    const res = await t
      .client({ lang: 'en' })
      .patch<Me>('/api/v1/users/me', data, { authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    expect((await a.c.get<Me>('/api/v1/users/me')).body.data.description).toBe('Set by a script');
  });
});
