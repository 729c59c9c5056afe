// api/v1/coupons through app.handle: the administrator's CRUD, every validation rule at its edge, the audit
// log, and the permissions (anonymous 401, a user 403, the administrator allowed).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog, coupons } from '@db/schema';
import type { CouponView } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, await seedUser(t, { role: 'administrator', fullName: 'Ada Admin' }));
  user = await signIn(t, await seedUser(t));
});
afterAll(() => t.close());

let n = 0;
const fresh = () => `CODE-${++n}`;
const create = (fields: Record<string, unknown> = {}) =>
  admin.post<CouponView>('/api/v1/coupons', { code: fresh(), discountAmount: 1000, ...fields });

describe('permissions', () => {
  test.each([
    ['GET', '/api/v1/coupons'],
    ['POST', '/api/v1/coupons'],
    ['GET', '/api/v1/coupons/abc'],
    ['PATCH', '/api/v1/coupons/abc'],
    ['DELETE', '/api/v1/coupons/abc'],
  ])('%s %s: anonymous 401, a user 403', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { code: 'NOPE1', discountAmount: 1 } : undefined;
    expect((await t.client().send(method, path, body)).status).toBe(401);
    const res = await user.send(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an administrator can do that');
  });

  test('a user’s refused create changes nothing', async () => {
    await user.post('/api/v1/coupons', { code: 'SNEAKY', discountPercent: 100 });
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'SNEAKY'))).toEqual([]);
  });
});

describe('create', () => {
  test('the administrator creates a coupon: code upper case, defaults, audit entry', async () => {
    const res = await admin.post<CouponView>('/api/v1/coupons', {
      code: 'summer-26',
      description: ' Summer ',
      discountPercent: 10,
      maxValue: 20000,
      minSubtotal: 49900,
      combinable: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The coupon is created');
    expect(res.body.data).toMatchObject({
      code: 'SUMMER-26',
      description: 'Summer',
      discountAmount: 0,
      discountPercent: 10,
      freeShipping: false,
      combinable: true,
      minSubtotal: 49900,
      maxValue: 20000,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      uses: 0,
      disabled: false,
      createdAt: t.clock.now(),
    });
    const got = await admin.get<CouponView>(`/api/v1/coupons/${res.body.data.id}`);
    expect(got.body.data).toEqual(res.body.data);
    const list = await admin.get<CouponView[]>('/api/v1/coupons');
    expect(list.body.data.map((c) => c.code)).toContain('SUMMER-26');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'SUMMER-26'));
    expect(entry).toMatchObject({
      entity: 'coupon',
      action: 'created',
      actorName: 'Ada Admin',
      companyId: null,
    });
  });

  test('a code taken in another case: 409, nothing added', async () => {
    await create({ code: 'TWICE' });
    const res = await create({ code: 'twice' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('There is already a coupon with that code');
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'TWICE'))).toHaveLength(1);
  });

  test.each([
    ['percent 100 passes', { discountAmount: 0, discountPercent: 100 }, 201, null],
    ['percent 0 with an amount passes', { discountPercent: 0 }, 201, null],
    ['percent 101', { discountPercent: 101 }, 422, 'A percent is a whole number from 0 to 100'],
    ['percent -1', { discountPercent: -1 }, 422, 'A percent is a whole number from 0 to 100'],
    ['percent 1.5', { discountPercent: 1.5 }, 422, 'A percent is a whole number from 0 to 100'],
    [
      'no effect at all',
      { discountAmount: 0 },
      422,
      'A coupon needs a discount amount, a percent or free shipping',
    ],
    ['free shipping alone passes', { discountAmount: 0, freeShipping: true }, 201, null],
    ['1 öre alone passes', { discountAmount: 1 }, 201, null],
    ['a negative amount', { discountAmount: -1 }, 422, 'Enter an amount of 0 or more'],
    ['a negative minimum', { minSubtotal: -1 }, 422, 'Enter an amount of 0 or more'],
    [
      'validUntil equal to validFrom',
      { validFrom: 1000, validUntil: 1000 },
      422,
      'The end of the validity must be after its start',
    ],
    ['validUntil 1 ms after validFrom passes', { validFrom: 1000, validUntil: 1001 }, 201, null],
    ['validUntil alone passes', { validUntil: 5 }, 201, null],
    ['a code of 2 characters', { code: 'AB' }, 422, 'A discount code is 3 to 32 letters, digits, - or _'],
    ['a code of 3 characters passes', { code: 'ABC' }, 201, null],
    ['a code with a space', { code: 'A B C' }, 422, 'A discount code is 3 to 32 letters, digits, - or _'],
    [
      'a code of 33 characters',
      { code: 'A'.repeat(33) },
      422,
      'A discount code is 3 to 32 letters, digits, - or _',
    ],
    ['maxUses 0', { maxUses: 0 }, 422, 'The value is not valid'],
  ])('%s', async (_name, fields, status, message) => {
    const before = (await t.db.select().from(coupons)).length;
    const res = await create(fields);
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    expect((await t.db.select().from(coupons)).length).toBe(before + (status === 201 ? 1 : 0));
  });
});

describe('edit, disable, delete', () => {
  test('PATCH changes fields, checks the coupon as it will be, logs what changed', async () => {
    const { id, code } = (await create({ discountAmount: 500 })).body.data;
    t.clock.advance(1000);
    const res = await admin.patch<CouponView>(`/api/v1/coupons/${id}`, {
      discountAmount: 0,
      discountPercent: 15,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ discountAmount: 0, discountPercent: 15, updatedAt: t.clock.now() });
    const bad = await admin.patch(`/api/v1/coupons/${id}`, { discountPercent: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toEqual({
      field: 'discountAmount',
      message: 'A coupon needs a discount amount, a percent or free shipping',
    });
    await admin.patch(`/api/v1/coupons/${id}`, { validFrom: 2000 });
    const dates = await admin.patch(`/api/v1/coupons/${id}`, { validUntil: 1999 });
    expect(dates.status).toBe(422);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, code));
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated', 'updated']);
    expect(entries[1]?.details).toEqual({ discountAmount: 0, discountPercent: 15 });
  });

  test('renaming to a taken code (any case) is 409; renaming stores upper case', async () => {
    await create({ code: 'TAKEN' });
    const { id } = (await create()).body.data;
    expect((await admin.patch(`/api/v1/coupons/${id}`, { code: 'taken' })).status).toBe(409);
    const ok = await admin.patch<CouponView>(`/api/v1/coupons/${id}`, { code: 'free-now' });
    expect(ok.body.data.code).toBe('FREE-NOW');
  });

  test('disable and enable are logged as such', async () => {
    const { id, code } = (await create()).body.data;
    expect(
      (await admin.patch<CouponView>(`/api/v1/coupons/${id}`, { disabled: true })).body.data.disabled,
    ).toBe(true);
    expect(
      (await admin.patch<CouponView>(`/api/v1/coupons/${id}`, { disabled: false })).body.data.disabled,
    ).toBe(false);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, code));
    expect(entries.map((e) => e.action)).toEqual(['created', 'disabled', 'enabled']);
  });

  test('a coupon never used is deleted; a used one is disabled instead', async () => {
    const unused = (await create()).body.data;
    const del = await admin.delete<{ deleted: boolean; coupon: CouponView }>(`/api/v1/coupons/${unused.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.deleted).toBe(true);
    expect((await admin.get(`/api/v1/coupons/${unused.id}`)).status).toBe(404);

    const used = (await create()).body.data;
    await t.db.update(coupons).set({ uses: 1 }).where(eq(coupons.shortId, used.id));
    const kept = await admin.delete<{ deleted: boolean; coupon: CouponView }>(`/api/v1/coupons/${used.id}`);
    expect(kept.body.message).toBe('The coupon has been used, so it is disabled instead of deleted');
    expect(kept.body.data).toMatchObject({ deleted: false, coupon: { disabled: true, uses: 1 } });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, used.code));
    expect(entries.map((e) => e.action)).toEqual(['created', 'disabled']);
    const gone = await t.db.select().from(auditLog).where(eq(auditLog.entityId, unused.code));
    expect(gone.map((e) => e.action)).toEqual(['created', 'deleted']);
  });

  test('an unknown id is 404 with the coupon message', async () => {
    const res = await admin.patch('/api/v1/coupons/nope', { disabled: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no such coupon');
  });
});

test('the OpenAPI document describes every coupon route', async () => {
  const res = await t.handle(new Request('http://localhost/api/docs/json'));
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  expect(Object.keys(doc.paths['/api/v1/coupons'] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(doc.paths['/api/v1/coupons/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
});
