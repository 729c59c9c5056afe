import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, START_TIME, type TestApp } from '../../test/harness';
import { hasUnlock, unlockCookie } from '../modules/dynatags/public-unlock';
import { ManualClock } from './clock';
import { loadConfig } from './config';

let https: TestApp;
let http: TestApp;
beforeAll(async () => {
  https = await createTestApp({ PUBLIC_URL: 'https://dynacard.example' });
  http = await createTestApp();
});
afterAll(async () => {
  await https.close();
  await http.close();
});

const setCookies = (res: Response) =>
  new Map(
    res.headers.getSetCookie().map((line) => {
      const [pair, ...attrs] = line.split(';').map((part) => part.trim());
      return [pair.slice(0, pair.indexOf('=')), { value: pair.slice(pair.indexOf('=') + 1), attrs }] as const;
    }),
  );

describe('behind https', () => {
  test('the session cookies are __Host-: Secure, the whole site, no Domain', async () => {
    const u = await https.signup();
    const set = setCookies(u.res.response);
    expect([...set.keys()].sort()).toEqual(['__Host-dc_access', '__Host-dc_refresh']);
    for (const { attrs } of set.values()) {
      expect(attrs).toContain('Secure');
      expect(attrs).toContain('Path=/');
      expect(attrs).toContain('HttpOnly');
      expect(attrs.some((a) => a.toLowerCase().startsWith('domain='))).toBe(false);
    }
  });

  test('they are what is read: the same token under the plain name is no session', async () => {
    const u = await https.signup();
    expect((await u.client.get('/api/v1/users/me')).status).toBe(200);
    const plain = https.client({ lang: 'en' });
    plain.jar.set('dc_access', u.client.jar.get('__Host-dc_access')!);
    plain.jar.set('dc_refresh', u.client.jar.get('__Host-dc_refresh')!);
    const res = await plain.get('/api/v1/users/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please login to access this page');
  });

  test('a refresh under the prefixed name rotates into prefixed cookies; logout clears them', async () => {
    const u = await https.signup();
    const refreshOnly = https.client();
    refreshOnly.jar.set('__Host-dc_refresh', u.client.jar.get('__Host-dc_refresh')!);
    const me = await refreshOnly.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect([...setCookies(me.response).keys()].sort()).toEqual(['__Host-dc_access', '__Host-dc_refresh']);
    const out = await u.client.post('/api/v1/auth/logout');
    const cleared = setCookies(out.response);
    expect(cleared.get('__Host-dc_access')?.attrs).toContain('Max-Age=0');
    expect(cleared.get('__Host-dc_refresh')?.attrs).toContain('Max-Age=0');
  });

  test("a dynatag's unlock is __Secure- (it is scoped to the tag's page, which __Host- forbids)", () => {
    const clock = new ManualClock(START_TIME);
    const config = loadConfig({ DATA_DIR: https.dir, SECRET: 's', PUBLIC_URL: 'https://dynacard.example' });
    const tag = { shortId: 'AbCdEf1234', passcode: '4711' };
    const line = unlockCookie({ config, clock }, tag);
    expect(line).toStartWith('__Secure-dynatag_unlock=');
    expect(line).toEndWith(`; Path=/d/${tag.shortId}; HttpOnly; SameSite=Lax; Secure`);
    const pair = line.split(';')[0];
    expect(hasUnlock({ config, clock }, tag, `a=b; ${pair}`)).toBe(true);
    expect(hasUnlock({ config, clock }, tag, pair.replace('__Secure-', ''))).toBe(false);
  });
});

test('over plain http the names carry no prefix (browsers refuse prefixed cookies there)', async () => {
  const u = await http.signup();
  const set = setCookies(u.res.response);
  expect([...set.keys()].sort()).toEqual(['dc_access', 'dc_refresh']);
  for (const { attrs } of set.values()) expect(attrs).not.toContain('Secure');
  expect((await u.client.get('/api/v1/users/me')).status).toBe(200);
});
