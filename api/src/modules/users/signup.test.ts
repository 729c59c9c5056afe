import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sessions, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Me } from './service';
import { mailedToken, userByEmail } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A complete, valid signup body with a fresh solved human check. */
async function body(fields: Record<string, unknown> = {}) {
  n++;
  return {
    email: `signer${n}@example.com`,
    username: `signer${n}`,
    password: 'a good long password',
    fullName: `Signer Number${n}`,
    termsAccepted: true,
    altcha: await t.solveAltcha(),
    ...fields,
  };
}

const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length;

describe('signup', () => {
  test('creates the user, signs them in and mails a verification link that works without a session', async () => {
    const c = t.client({ lang: 'en' });
    const res = await c.post<Me>('/api/v1/users', await body({ email: 'New.Person@Example.com' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      statusCode: 201,
      message: 'Welcome! We sent a verification link to your email',
    });
    expect(res.body.data).toMatchObject({ email: 'new.person@example.com', role: 'user', isVerified: false });
    expect(JSON.stringify(res.body.data)).not.toMatch(/password|"id"/i);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('dc_access='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('dc_refresh='))).toMatch(/SameSite=Lax/);
    expect((await c.get<Me>('/api/v1/users/me')).body.data.email).toBe('new.person@example.com');

    const { mail, token } = await mailedToken(t, 'new.person@example.com', '/verify-email', 'verifyToken');
    expect(mail.subject).toBe('Verify your email for Dynacard');
    // The page in the mail's language, in the form the site answers without a redirect.
    expect(mail.text).toContain(`${t.deps.config.publicUrl}/en/verify-email/?verifyToken=`);

    const stranger = t.client({ lang: 'en' });
    const verified = await stranger.patch('/api/v1/users/me/verification', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Your email is verified');
    expect((await userByEmail(t, 'new.person@example.com'))?.isVerified).toBe(true);
    expect((await c.get<Me>('/api/v1/users/me')).body.data.isVerified).toBe(true);
    const again = await stranger.patch('/api/v1/users/me/verification', { token });
    // Opened again: used up, and said so as a success (issue 19), not "incorrect".
    expect([again.status, again.body.message]).toEqual([200, 'Your email is already verified']);
  });

  test('keep me logged in gives a 720 h refresh cookie, otherwise 1 h', async () => {
    const long = await t.client().post('/api/v1/users', await body({ keepLoggedIn: true }));
    expect(long.headers.getSetCookie().find((c) => c.startsWith('dc_refresh='))).toContain(
      `Max-Age=${720 * 3600}`,
    );
    const short = await t.client().post('/api/v1/users', await body());
    expect(short.headers.getSetCookie().find((c) => c.startsWith('dc_refresh='))).toContain('Max-Age=3600');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no email', { email: undefined }, 'email', 'Enter a valid email address'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@x.se` },
      'email',
      'Enter a valid email address',
    ],
    [
      'no username',
      { username: undefined },
      'username',
      'A username is 3 to 32 letters, digits, dots, dashes or underscores',
    ],
    [
      'a 2-letter username',
      { username: 'ab' },
      'username',
      'A username is 3 to 32 letters, digits, dots, dashes or underscores',
    ],
    [
      'a 33-letter username',
      { username: 'a'.repeat(33) },
      'username',
      'A username is 3 to 32 letters, digits, dots, dashes or underscores',
    ],
    [
      'a username with a space',
      { username: 'anna a' },
      'username',
      'A username is 3 to 32 letters, digits, dots, dashes or underscores',
    ],
    [
      'a username with ö',
      { username: 'björn' },
      'username',
      'A username is 3 to 32 letters, digits, dots, dashes or underscores',
    ],
    [
      'a 7-character password',
      { password: '1234567' },
      'password',
      'A password is at least 8 and at most 128 characters',
    ],
    [
      'a 129-character password',
      { password: 'p'.repeat(129) },
      'password',
      'A password is at least 8 and at most 128 characters',
    ],
    ['no full name', { fullName: '' }, 'fullName', 'Enter your full name (at most 100 characters)'],
    ['a blank full name', { fullName: '   ' }, 'fullName', 'Enter your full name (at most 100 characters)'],
    [
      'a 101-character full name',
      { fullName: 'n'.repeat(101) },
      'fullName',
      'Enter your full name (at most 100 characters)',
    ],
    ['terms not accepted', { termsAccepted: false }, 'termsAccepted', 'You need to agree to the terms'],
    ['terms missing', { termsAccepted: undefined }, 'termsAccepted', 'You need to agree to the terms'],
    ['no human check', { altcha: undefined }, 'altcha', 'Please confirm that you are not a robot'],
    [
      'a forged human check',
      { altcha: btoa('{"number":1,"signature":"x"}') },
      'altcha',
      'Please confirm that you are not a robot',
    ],
  ];
  for (const [what, fields, field, message] of invalid) {
    test(`${what} is refused with 422 and that field's message first; nothing is stored`, async () => {
      const before = await countUsers();
      const res = await t.client({ lang: 'en' }).post('/api/v1/users', await body(fields));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0]).toEqual({ message, field });
      expect(await countUsers()).toBe(before);
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  }

  test('passwords of exactly 8 and 128 characters are accepted', async () => {
    for (const password of ['12345678', 'p'.repeat(128)]) {
      const fields = await body({ password });
      expect((await t.client().post('/api/v1/users', fields)).status).toBe(201);
      const login = await t.client().post('/api/v1/auth/login', { login: fields.email, password });
      expect(login.status).toBe(200);
    }
  });

  test('a human check solution is accepted once; the replay is refused', async () => {
    const first = await body();
    expect((await t.client().post('/api/v1/users', first)).status).toBe(201);
    const before = await countUsers();
    const replay = await t.client({ lang: 'en' }).post('/api/v1/users', await body({ altcha: first.altcha }));
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0]).toEqual({
      message: 'Please confirm that you are not a robot',
      field: 'altcha',
    });
    expect(await countUsers()).toBe(before);
  });

  test('a taken email or username, in any letter case, is 409 with the field', async () => {
    await t.client().post('/api/v1/users', await body({ email: 'taken@example.com', username: 'TakenName' }));
    const before = await countUsers();
    const email = await t
      .client({ lang: 'en' })
      .post('/api/v1/users', await body({ email: 'TAKEN@example.com' }));
    expect(email.status).toBe(409);
    expect(email.body.errors).toEqual([{ message: 'That email is already in use', field: 'email' }]);
    const username = await t
      .client({ lang: 'en' })
      .post('/api/v1/users', await body({ username: 'takenname' }));
    expect(username.status).toBe(409);
    expect(username.body.errors).toEqual([{ message: 'That username is already taken', field: 'username' }]);
    const both = await t
      .client({ lang: 'en' })
      .post('/api/v1/users', await body({ email: 'taken@EXAMPLE.com', username: 'TAKENNAME' }));
    expect(both.body.errors.map((e) => e.field)).toEqual(['email', 'username']);
    expect(await countUsers()).toBe(before);
  });

  test('two signups racing for the same email: one wins, the other gets 409', async () => {
    const [a, b] = await Promise.all([
      t.client({ lang: 'en' }).post('/api/v1/users', await body({ email: 'race@example.com' })),
      t.client({ lang: 'en' }).post('/api/v1/users', await body({ email: 'race@example.com' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await t.db.select().from(users).where(eq(users.email, 'race@example.com'))).length).toBe(1);
  });

  test('10 signups an hour from one IP pass, the 11th gets 429 with Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      expect((await t.client({ ip }).post('/api/v1/users', await body())).status).toBe(201);
    }
    const before = await countUsers();
    const sessionsBefore = (await t.db.select().from(sessions)).length;
    const limited = await t.client({ ip, lang: 'en' }).post('/api/v1/users', await body());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(limited.body.message).toMatch(/^Too many attempts, please try again in \d+ seconds?$/);
    expect(await countUsers()).toBe(before);
    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore);
    // another IP is not affected; the same IP may sign up again after the hour
    expect((await t.client().post('/api/v1/users', await body())).status).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await t.client({ ip }).post('/api/v1/users', await body())).status).toBe(201);
  });

  test('a failing mail server does not fail the signup: the user is signed in, the error logged', async () => {
    const broken = await createTestApp(
      {},
      { mailer: { send: async () => Promise.reject(new Error('SMTP down')) } },
    );
    try {
      const c = broken.client();
      const res = await c.post('/api/v1/users', {
        email: 'offline@example.com',
        username: 'offline',
        password: 'a good long password',
        fullName: 'Off Line',
        termsAccepted: true,
        altcha: await broken.solveAltcha(),
      });
      expect(res.status).toBe(201);
      expect((await c.get<Me>('/api/v1/users/me')).body.data.email).toBe('offline@example.com');
      expect(broken.log.lines.some((l) => l.startsWith('ERROR verification mail failed'))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
