import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Me } from './service';
import { account, mailedToken, userByEmail } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;
const patchAccount = (c: Client, body: Record<string, unknown>) =>
  c.patch<Me & { emailChangePending: boolean }>('/api/v1/users/me/account', body);
const confirmEmail = (c: Client, emailToken: unknown) =>
  c.patch<Me>('/api/v1/users/me/account/email', { emailToken });
const login = (loginName: string, password: string) =>
  t.client({ lang: 'en' }).post('/api/v1/auth/login', { login: loginName, password });

describe('PATCH /users/me/account', () => {
  test('needs the current password, and the right one', async () => {
    const a = await account(t);
    const missing = await patchAccount(a.c, { username: 'someone-new' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({ message: 'Enter your current password', field: 'password' });
    const wrong = await patchAccount(a.c, { username: 'someone-new', password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({ message: 'The current password is wrong', field: 'password' });
    expect((await userByEmail(t, a.email))?.username).toBe(a.username);
  });

  test('changes the username; a taken one (any case) is 409 and nothing else changes', async () => {
    const a = await account(t);
    const other = await account(t);
    const res = await patchAccount(a.c, { username: 'Fresh.Name', password: a.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account is saved');
    expect(res.body.data).toMatchObject({ username: 'Fresh.Name', emailChangePending: false });
    expect((await login('fresh.name', a.password)).status).toBe(200);

    const taken = await patchAccount(other.c, {
      username: 'FRESH.NAME',
      newPassword: 'another long password',
      password: other.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ message: 'That username is already taken', field: 'username' }]);
    expect((await userByEmail(t, other.email))?.username).toBe(other.username);
    expect((await login(other.email, other.password)).status).toBe(200);
    // changing only the letter case of one's own username is fine
    expect((await patchAccount(a.c, { username: 'fresh.NAME', password: a.password })).status).toBe(200);
  });

  test('refuses a new password outside 8..128 characters', async () => {
    const a = await account(t);
    const res = await patchAccount(a.c, { newPassword: 'short', password: a.password });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      message: 'A password is at least 8 and at most 128 characters',
      field: 'newPassword',
    });
  });

  test('a new password ends the other sessions (666) and keeps this one', async () => {
    const a = await account(t);
    const third = t.client();
    await third.post('/api/v1/auth/login', { login: a.email, password: a.password });
    third.jar.delete('dc_access'); // this one only has its refresh token left

    const res = await patchAccount(a.c, { newPassword: 'a brand new password', password: a.password });
    expect(res.status).toBe(200);
    expect((await a.c.get('/api/v1/users/me')).status).toBe(200);
    for (const ended of [a.signupClient, third]) {
      const me = await ended.get('/api/v1/users/me', { 'x-target-lang': 'en' });
      expect(me.status).toBe(401);
      expect(me.body).toMatchObject({
        statusCode: 666,
        message: 'Your session has ended, please log in again',
      });
    }
    expect((await login(a.email, a.password)).status).toBe(401);
    expect((await login(a.email, 'a brand new password')).status).toBe(200);
  });
});

test('a new password makes a reset link asked for earlier stop working', async () => {
  const a = await account(t);
  const forgot = await t.client().post('/api/v1/auth/password/forgot', {
    email: a.email,
    altcha: await t.solveAltcha(),
  });
  expect(forgot.status).toBe(200);
  const { token } = await mailedToken(t, a.email, '/reset-password', 'resetToken');
  await patchAccount(a.c, { newPassword: 'changed in settings', password: a.password });
  const reset = await t.client({ lang: 'en' }).post('/api/v1/auth/password/reset', {
    resetToken: token,
    password: 'the attackers choice',
    passwordConfirm: 'the attackers choice',
  });
  expect(reset.status).toBe(422);
  expect(reset.body.message).toBe('The reset link is wrong or has expired, ask for a new one');
  expect((await login(a.email, 'changed in settings')).status).toBe(200);
});

describe('changing the email', () => {
  test('mails a link to the new address; it works only while signed in to that account', async () => {
    const a = await account(t);
    const other = await account(t);
    const res = await patchAccount(a.c, { email: 'New.Address@Example.com', password: a.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('We sent a confirmation link to your new email');
    expect(res.body.data).toMatchObject({ email: a.email, emailChangePending: true });
    expect((await userByEmail(t, a.email))?.email).toBe(a.email);

    const { mail, token } = await mailedToken(t, 'new.address@example.com', '/change-email', 'emailToken');
    expect(mail.subject).toBe('Confirm your new email for Dynacard');

    const anonymous = await confirmEmail(t.client({ lang: 'en' }), token);
    expect(anonymous.status).toBe(401);
    const wrongAccount = await confirmEmail(other.c, token);
    expect(wrongAccount.status).toBe(403);
    expect(wrongAccount.body.message).toBe(
      'You need to be logged in to the account you want to change your email for',
    );
    expect((await confirmEmail(a.c, '')).body.message).toBe('Could not find emailToken in the url');
    expect((await confirmEmail(a.c, 'forged')).body.message).toBe('The email link is wrong or has expired');

    const done = await confirmEmail(a.c, token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your email is changed');
    expect(done.body.data).toMatchObject({ email: 'new.address@example.com', isVerified: true });
    expect((await userByEmail(t, 'new.address@example.com'))?.id).toBe(a.user.id);
    expect((await confirmEmail(a.c, token)).status).toBe(422);
    expect((await login('NEW.address@example.com', a.password)).status).toBe(200);
    expect((await login(a.email, a.password)).status).toBe(401);
  });

  test('a taken email is 409 and no mail is sent', async () => {
    const a = await account(t);
    const other = await account(t);
    const res = await patchAccount(a.c, { email: other.email.toUpperCase(), password: a.password });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: 'That email is already in use', field: 'email' }]);
    expect(
      t.smtp.inbox.filter((m) => m.to.includes(other.email) && m.text.includes('/change-email')),
    ).toEqual([]);
  });

  test('the link expires after an hour', async () => {
    const a = await account(t, { keepLoggedIn: true });
    await patchAccount(a.c, { email: 'later@example.com', password: a.password });
    const { token } = await mailedToken(t, 'later@example.com', '/change-email', 'emailToken');
    t.clock.advance(60 * 60_000);
    const res = await confirmEmail(a.c, token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The email link is wrong or has expired');
    expect((await userByEmail(t, a.email))?.email).toBe(a.email);
  });

  test('an address taken by someone else meanwhile is 409 at confirmation', async () => {
    const a = await account(t);
    await patchAccount(a.c, { email: 'contested@example.com', password: a.password });
    const { token } = await mailedToken(t, 'contested@example.com', '/change-email', 'emailToken');
    await t.signup({ email: 'contested@example.com' });
    const res = await confirmEmail(a.c, token);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: 'That email is already in use', field: 'email' }]);
    expect((await userByEmail(t, a.email))?.id).toBe(a.user.id);
  });
});
