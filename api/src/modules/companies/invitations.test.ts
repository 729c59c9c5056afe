import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { linkIn } from '../../../test/smtp';
import { mailedToken, userByEmail } from '../users/test-fixtures';
import { type CompanyView, colleague, company, insertMember, person } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Colleague = {
  id: string;
  state: string;
  user: { shortId: string; fullName: string; email: string | null };
};
const invite = (c: ReturnType<TestApp['client']>, companyShortId: string, email: string) =>
  c.post<Colleague>(`/api/v1/companies/${companyShortId}/colleagues`, { email });

describe('inviting an unknown email', () => {
  test('creates an invited account, mails the activation link; activate → login → accept → colleague', async () => {
    const owner = await person(t, { fullName: 'Anna Owner' });
    const c = await company(owner.c, { name: 'Acme AB' });
    const res = await invite(owner.c, c.shortId, 'Ina.Vited@Example.com');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('The invitation is sent');
    expect(res.body.data).toMatchObject({
      state: 'invited',
      user: { fullName: 'Ina Vited', email: 'ina.vited@example.com' },
    });
    expect(await userByEmail(t, 'ina.vited@example.com')).toMatchObject({
      status: 'invited',
      passwordHash: null,
      username: 'ina.vited',
      invitedByUserId: owner.user.id,
    });

    const { mail, token } = await mailedToken(
      t,
      'ina.vited@example.com',
      '/activate-account',
      'activationToken',
    );
    expect(mail.subject).toBe('You are invited to Dynacard');
    expect(mail.text).toContain('Anna Owner (Acme AB) invited you to Dynacard');

    const activated = await t.client().patch('/api/v1/users/me/activation', {
      token,
      password: 'my chosen password',
      termsAccepted: true,
    });
    expect(activated.status).toBe(200);
    const ina = t.client({ lang: 'en' });
    expect(
      (
        await ina.post('/api/v1/auth/login', {
          login: 'ina.vited@example.com',
          password: 'my chosen password',
        })
      ).status,
    ).toBe(200);

    const mine = await ina.get<CompanyView[]>('/api/v1/companies');
    expect(mine.body.data.map((x) => [x.name, x.role])).toEqual([['Acme AB', 'invited']]);
    // an invited person sees the company they decide about, but not its people
    expect((await ina.get(`/api/v1/companies/${c.shortId}`)).status).toBe(200);
    expect((await ina.get(`/api/v1/companies/${c.shortId}/colleagues`)).status).toBe(404);

    const accepted = await ina.post<CompanyView>(`/api/v1/companies/${c.shortId}/invitation/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Welcome to the company');
    expect(accepted.body.data.role).toBe('colleague');
    const list = await owner.c.get<Colleague[]>(`/api/v1/companies/${c.shortId}/colleagues`);
    expect(list.body.data.map((m) => [m.user.fullName, m.state])).toEqual([
      ['Anna Owner', 'owner'],
      ['Ina Vited', 'colleague'],
    ]);
    expect((await ina.post(`/api/v1/companies/${c.shortId}/invitation/accept`)).status).toBe(404);
  });

  test('the username from the email is made unique', async () => {
    const owner = await person(t);
    const c = await company(owner.c, { name: 'Names' });
    await person(t, { username: 'sam' });
    await invite(owner.c, c.shortId, 'sam@one.example');
    await invite(owner.c, c.shortId, 'sam@two.example');
    expect((await userByEmail(t, 'sam@one.example'))!.username).toBe('sam2');
    expect((await userByEmail(t, 'sam@two.example'))!.username).toBe('sam3');
  });

  test('a second company inviting a not-yet-activated person mails a new activation link', async () => {
    const a = await person(t);
    const b = await person(t);
    const ca = await company(a.c, { name: 'First Inviter' });
    const cb = await company(b.c, { name: 'Second Inviter' });
    await invite(a.c, ca.shortId, 'twice@example.com');
    await mailedToken(t, 'twice@example.com', '/activate-account', 'activationToken');
    expect((await invite(b.c, cb.shortId, 'twice@example.com')).status).toBe(201);
    const { mail } = await mailedToken(t, 'twice@example.com', '/activate-account', 'activationToken');
    expect(mail.text).toContain('(Second Inviter)');
  });
});

describe('inviting a person with an account', () => {
  test('mails an invitation to the companies page; decline removes it', async () => {
    const owner = await person(t, { fullName: 'Olle Owner' });
    const c = await company(owner.c, { name: 'Beta Oy' });
    const guest = await person(t, { fullName: 'Gus Guest' });
    const res = await invite(owner.c, c.shortId, guest.user.email.toUpperCase());
    expect(res.status).toBe(201);
    const mail = await t.smtp.waitFor(guest.user.email);
    expect(mail.subject).toBe('Olle Owner invited you to Beta Oy on Dynacard');
    expect(linkIn(mail, '/dashboard/companies').pathname).toBe('/dashboard/companies');

    const declined = await guest.c.post(`/api/v1/companies/${c.shortId}/invitation/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('The invitation is declined');
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, guest.user.id))).toEqual([]);
    expect((await guest.c.get(`/api/v1/companies/${c.shortId}`)).status).toBe(404);
    // declined people can be invited again
    expect((await invite(owner.c, c.shortId, guest.user.email)).status).toBe(201);
  });

  test('refuses duplicates (409), colleagues (403) and strangers (404)', async () => {
    const owner = await person(t);
    const c = await company(owner.c, { name: 'Gamma' });
    const mate = await colleague(t, c.shortId);
    const dup = await invite(owner.c, c.shortId, mate.user.email);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('That person is already in the company or invited');
    expect((await invite(owner.c, c.shortId, owner.user.email)).status).toBe(409);
    expect((await invite(owner.c, c.shortId, 'not an email')).status).toBe(422);
    const byMate = await invite(mate.c, c.shortId, 'someone@example.com');
    expect(byMate.status).toBe(403);
    const stranger = await person(t);
    expect((await invite(stranger.c, c.shortId, 'someone@example.com')).status).toBe(404);
    expect(await userByEmail(t, 'someone@example.com')).toBeNull();
  });
});

describe('accepting and the membership limit', () => {
  test('a free user in one company cannot accept a second; a subscriber can', async () => {
    const a = await person(t);
    const b = await person(t);
    const ca = await company(a.c, { name: 'Home' });
    const cb = await company(b.c, { name: 'Away' });
    const free = await colleague(t, ca.shortId);
    await insertMember(t, cb.shortId, free.user.id, 'invited');
    const refused = await free.c.post(`/api/v1/companies/${cb.shortId}/invitation/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'On the free plan you can belong to one company; activate a subscription (Subscriptions in the menu) to join more, or leave your company or delete the one you own',
    );
    await t.db.update(users).set({ activeSubscription: 'monthly' }).where(eq(users.id, free.user.id));
    expect((await free.c.post(`/api/v1/companies/${cb.shortId}/invitation/accept`)).status).toBe(200);
    const roles = (await free.c.get<CompanyView[]>('/api/v1/companies')).body.data.map((x) => [
      x.name,
      x.role,
    ]);
    expect(roles).toEqual([
      ['Away', 'colleague'],
      ['Home', 'colleague'],
    ]);
  });
});
