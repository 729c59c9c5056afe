// Every administrator route of the whole API refuses an anonymous caller (401) and a signed-in user who is not
// an administrator (403), before it looks at the request's body, query or params. The list comes from the app:
// the `{ admin: true }` guard marks its routes (x-required-role), so routes added later are swept too, and every
// route under an administrator's path must carry the mark.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { seedUser, signIn } from '../../../test/factories';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { ADMIN_ROLE_EXTENSION } from '../../platform/auth';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../platform/sessions';

type Route = { method: string; path: string; hooks: { detail?: Record<string, unknown> } };

let t: TestApp;
let routes: Route[];
let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;
let userKey = '';

/** Paths that belong to the administrator alone (SPEC §6; the orders' own admin routes are listed below). */
const ADMIN_PATHS = [
  /^\/api\/v1\/admin(\/|$)/,
  /^\/api\/v1\/coupons(\/|$)/,
  /^\/api\/v1\/orders\/admin(\/|$)/,
];

const isMarked = (r: Route) => r.hooks.detail?.[ADMIN_ROLE_EXTENSION] === 'administrator';
const name = (r: Route) => `${r.method} ${r.path}`;
/** A made-up id for every path parameter (the guard answers before params are validated). */
const fill = (path: string) => path.replace(/:[^/]+/g, 'made-up-1').replace(/\*$/, 'made-up');
const hasBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);

beforeAll(async () => {
  t = await createTestApp();
  routes = (t.app as unknown as { routes: Route[] }).routes.filter((r) => r.method !== 'ALL');
  admin = await signIn(t, await seedUser(t, { role: 'administrator' }));
  user = await signIn(t, await seedUser(t, { subscriber: true }));
  const created = await user.post<{ key: string }>('/api/v1/users/me/api-keys', { name: 'sweep' });
  userKey = created.body.data.key;
});
afterAll(() => t.close());

const adminRoutes = () => routes.filter(isMarked);

describe('administrator routes', () => {
  test('are found in the app: the desk, coupons and the orders’ administrator routes among them', () => {
    const names = adminRoutes().map(name);
    for (const known of [
      'GET /api/v1/admin/users',
      'PATCH /api/v1/admin/users/:id',
      'POST /api/v1/admin/users/:id/verification',
      'GET /api/v1/admin/companies',
      'GET /api/v1/admin/inquiries',
      'PATCH /api/v1/admin/inquiries/:id',
      'GET /api/v1/coupons',
      'POST /api/v1/coupons',
      'DELETE /api/v1/coupons/:id',
      'GET /api/v1/orders/admin',
      'PATCH /api/v1/orders/:id/status',
      'DELETE /api/v1/orders/:id',
    ])
      expect(names).toContain(known);
  });

  test('every route under an administrator’s path uses the administrator guard', () => {
    const unguarded = routes.filter((r) => ADMIN_PATHS.some((p) => p.test(r.path)) && !isMarked(r));
    expect(unguarded.map(name)).toEqual([]);
  });

  test('the API reference says which operations need the administrator', async () => {
    const doc = (await (await t.handle(new Request(`${BASE}/api/docs/json`))).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const route of adminRoutes()) {
      if (route.hooks.detail?.hide) continue;
      const op = doc.paths[route.path.replace(/:([^/]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect({ route: name(route), role: op?.[ADMIN_ROLE_EXTENSION] }).toEqual({
        route: name(route),
        role: 'administrator',
      });
    }
  });

  test('refuse an anonymous caller with 401 and another user with 403, whatever the body', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const path = fill(route.path);
      // An empty body fails every body schema: a 422 here would mean validation ran before the guard.
      const body = hasBody(route.method) ? {} : undefined;
      const anonymous = await t.client({ lang: 'en' }).send(route.method, path, body);
      if (anonymous.status !== 401 || anonymous.body.statusCode !== 401)
        failures.push(`${name(route)} anonymous: ${anonymous.status} ${anonymous.body.message}`);
      const other = await user.send(route.method, path, body);
      if (other.status !== 403 || other.body.message !== 'Only an administrator can do that')
        failures.push(`${name(route)} user: ${other.status} ${other.body.message}`);
      const viaKey = await t
        .client({ lang: 'en' })
        .send(route.method, path, body, { authorization: `Bearer ${userKey}` });
      if (viaKey.status !== 403) failures.push(`${name(route)} user's API key: ${viaKey.status}`);
    }
    expect(failures).toEqual([]);
  });

  test('let the administrator through (the refusals above come from the guard, not a missing route)', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const res = await admin.send(route.method, fill(route.path), hasBody(route.method) ? {} : undefined);
      if (res.status === 401 || res.status === 403) failures.push(`${name(route)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  test('an administrator whose access token expired is let in by the refresh token, with new cookies', async () => {
    const tab = t.client({ lang: 'en' });
    tab.jar.set(REFRESH_COOKIE, admin.jar.get(REFRESH_COOKIE) ?? '');
    const res = await tab.get('/api/v1/admin/users');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${ACCESS_COOKIE}=`))).toBe(true);
  });
});
