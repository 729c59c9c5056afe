// Disabling an account (PATCH api/v1/admin/users/{id} { disabled }): it cannot sign in, its open sessions are
// refused with 666 (access token and refresh token alike) so the dashboard signs out, its API keys stop, and
// enabling it again lets it sign in anew.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog, type User, users } from '@db/schema';
import type { AdminUserRow } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import { SEED_PASSWORD, seedUser, signIn } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import type { LiveEvent } from '../../platform/events';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../platform/sessions';
import { cookiesOf, withCookies } from '../auth/test-kit';
import { type AdminClient, openAdminApp } from './test-kit';
import { REFETCH_USER } from './user-changes';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp({ fullName: 'Ada Admin' }));
});
afterAll(() => t.close());

const DISABLED = 'This account is disabled. Contact support if you think this is a mistake';

const login = (person: User) =>
  t.client({ lang: 'en' }).post('/api/v1/auth/login', { login: person.email, password: SEED_PASSWORD });
const setDisabled = (person: User, disabled: boolean) =>
  admin.patch<AdminUserRow>(`/api/v1/admin/users/${person.shortId}`, { disabled });

describe('a disabled account', () => {
  test('is signed out everywhere, cannot sign in or use its API keys, and can be enabled again', async () => {
    const person = await seedUser(t, { fullName: 'Dora Disabled' });
    const signedIn = await login(person);
    expect(signedIn.status).toBe(200);
    const cookies = cookiesOf(signedIn);
    const browser = withCookies(t, new Map([[ACCESS_COOKIE, cookies[ACCESS_COOKIE].value]]));
    const laterTab = withCookies(t, new Map([[REFRESH_COOKIE, cookies[REFRESH_COOKIE].value]]));
    const created = await browser.post<{ key: string }>('/api/v1/users/me/api-keys', { name: 'script' });
    expect(created.status).toBe(201);
    const viaKey = () =>
      t.client({ lang: 'en' }).get('/api/v1/users/me', { authorization: `Bearer ${created.body.data.key}` });
    expect((await viaKey()).status).toBe(200);
    const events: LiveEvent[] = [];
    const stop = t.deps.events.subscribe(person.id, { send: (e) => events.push(e), close: () => {} });

    const res = await setDisabled(person, true);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: person.shortId, disabled: true });
    stop();
    expect(events).toEqual([{ service: 'global', actions: [REFETCH_USER] }]);

    // The open dashboard: its next request answers 666 (sent as HTTP 401) saying why.
    for (const c of [browser, laterTab]) {
      const refused = await c.get('/api/v1/users/me');
      expect(refused.status).toBe(401);
      expect(refused.body.statusCode).toBe(666);
      expect(refused.body.message).toBe(DISABLED);
    }
    expect((await viaKey()).status).toBe(401);
    // The status call signs this browser out (clears its cookies).
    const status = await browser.post<{ loggedIn: boolean }>('/api/v1/auth/status');
    expect(status.body.data.loggedIn).toBe(false);

    // Signing in with the right password: refused, with the reason, and no session made.
    const again = await login(person);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(DISABLED);
    expect(again.headers.getSetCookie()).toEqual([]);
    // A wrong password still says only that the login failed.
    const wrong = await t.client({ lang: 'en' }).post('/api/v1/auth/login', {
      login: person.email,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Wrong email, username or password');

    const enabled = await setDisabled(person, false);
    expect(enabled.body.data.disabled).toBe(false);
    const back = await login(person);
    expect(back.status).toBe(200);
    expect(cookiesOf(back)[ACCESS_COOKIE].value).not.toBe('');
    // What was ended stays ended: the old sessions and the API key do not come back.
    const oldTab = withCookies(t, new Map([[ACCESS_COOKIE, cookies[ACCESS_COOKIE].value]]));
    expect((await oldTab.get('/api/v1/users/me')).body.statusCode).toBe(666);
    expect((await viaKey()).status).toBe(401);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, person.shortId));
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([
      ['disabled', 'Ada Admin'],
      ['enabled', 'Ada Admin'],
    ]);
  });

  test('a request that slips past the revocation is refused too (the account is read on every request)', async () => {
    const person = await seedUser(t);
    const c = await signIn(t, person);
    // As if the administrator's change landed between the session check and a new request.
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, person.id));
    const refused = await c.get('/api/v1/users/me');
    expect(refused.body.statusCode).toBe(666);
    expect(refused.body.message).toBe(DISABLED);
  });

  test('the list shows who is disabled', async () => {
    const person = await seedUser(t, { fullName: 'Listed Disabled' });
    await setDisabled(person, true);
    const list = await admin.get<AdminUserRow[]>('/api/v1/admin/users?q=listed%20disabled');
    expect(list.body.data).toEqual([expect.objectContaining({ id: person.shortId, disabled: true })]);
  });
});
