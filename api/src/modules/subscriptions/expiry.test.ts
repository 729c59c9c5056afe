// The end of a subscription with the injectable clock (SPEC §4): a warning mail seven days before with the date,
// then the uploaded files are deleted (rows and disk; the logo stays) and the profile is locked to the last
// active one: switching refused, another profile's link opens the active one, no further profile. Re-enabling
// before the end keeps everything. Tier rules follow the real subscription. The job is idempotent.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { files, subscriptions, users } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  companyRow,
  createCompany,
  filesOwnedBy,
  imageFile,
  onDisk,
  type Person,
  pdfFile,
  person,
  signIn,
  textFile,
  upload,
} from '../companies/test-kit';
import { CANCEL_PERIOD_MS } from '../pricing/prices';
import { subscriptionJobs } from '.';
import { cancelMine, enable, mirrorOf, rowsOf, withBilling } from './test-kit';

type Profile = { shortId: string; label: string; isActive: boolean; fullName: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runJob = () => subscriptionJobs[0].run(t.deps) as Promise<Record<string, number>>;
const mailsTo = (email: string) => t.smtp.inbox.filter((m) => m.to.includes(email.toLowerCase()));

/**
 * A subscriber with a company (logo, billing info), a document on the company and one on their colleague
 * profile, and a second profile that is the active one.
 */
async function subscriberWithEverything(name: string) {
  const p: Person = await person(t, { fullName: `${name} Person` });
  const created = await createCompany(p.c, { name }, await imageFile('png'));
  expect(created.status).toBe(201);
  const firm = created.body.data;
  await withBilling(t, firm.shortId);
  const free = await p.c.post('/api/v1/profiles', { label: 'Board' });
  expect(free.status).toBe(403);
  expect((await enable(p.c, 'monthly', firm.shortId)).status).toBe(200);
  const docs = await upload(p.c, `/api/v1/companies/${firm.shortId}/files`, pdfFile('prices.pdf'));
  expect(docs.status).toBe(201);
  const own = await upload(
    p.c,
    `/api/v1/companies/${firm.shortId}/colleagues/${firm.membershipId}/files`,
    textFile(100, 'cv.txt'),
  );
  expect(own.status).toBe(201);
  const [first] = (await p.c.get<Profile[]>('/api/v1/profiles')).body.data;
  const board = await p.c.post<Profile>('/api/v1/profiles', { label: 'Board', fullName: 'Board Face' });
  expect(board.status).toBe(201);
  expect((await p.c.post(`/api/v1/profiles/${board.body.data.shortId}/activate`)).status).toBe(200);
  return { p, firm, first, board: board.body.data };
}

const uploadsOf = async (userId: number) =>
  (await filesOwnedBy(t, userId)).filter((f) => f.kind === 'company' || f.kind === 'membership');

describe('expiry', () => {
  test('warning seven days before with the date, once; at the end files deleted and the profile locked', async () => {
    const { p, firm, first, board } = await subscriberWithEverything('Ends AB');
    const docs = await uploadsOf(p.user.id);
    expect(docs).toHaveLength(2);
    const logo = (await filesOwnedBy(t, p.user.id)).find((f) => f.kind === 'logo')!;
    expect(logo).toBeDefined();
    const cancelledAt = t.clock.now();
    const endsAt = cancelledAt + CANCEL_PERIOD_MS;
    expect((await cancelMine(p.c)).body.data.subscription?.endsAt).toBe(endsAt);

    // Eight days before the end: no warning yet; still a subscriber.
    t.clock.set(endsAt - 8 * DAY_MS);
    await runJob();
    expect(mailsTo(p.user.email)).toHaveLength(0);
    // Seven days before: the warning, in the user's language, with the end date.
    t.clock.set(endsAt - 7 * DAY_MS + 60_000);
    expect(await runJob()).toMatchObject({ warned: 1, expired: 0 });
    const warning = await t.smtp.waitFor(p.user.email);
    expect(warning.subject).toBe('Your Dynacard subscription ends on 14 February 2026');
    expect(warning.text).toContain('Ends AB');
    expect(warning.text).toContain('/dashboard/subscriptions/');
    t.clock.advance(60 * 60_000);
    expect(await runJob()).toMatchObject({ warned: 0 });
    expect(mailsTo(p.user.email)).toHaveLength(0);
    expect(await uploadsOf(p.user.id)).toHaveLength(2);

    // The end: expired, the mirror cleared, the documents gone from rows and disk, the logo kept.
    t.clock.set(endsAt + 60_000);
    expect(await runJob()).toMatchObject({ expired: 1, deletedFiles: 2 });
    const [row] = await rowsOf(t, p.user.id);
    expect(row).toMatchObject({ status: 'expired', expiredAt: endsAt + 60_000 });
    expect(await mirrorOf(t, p.user.id)).toEqual({
      activeSubscription: null,
      subscriptionProvider: null,
      subscriptionExpiresAt: null,
    });
    expect(await uploadsOf(p.user.id)).toEqual([]);
    for (const f of docs) expect(onDisk(t, f.storageKey)).toBe(false);
    expect(onDisk(t, logo.storageKey)).toBe(true);
    expect((await t.db.select().from(files).where(eq(files.id, logo.id))).length).toBe(1);
    expect((await companyRow(t, firm.shortId))?.logoKey).toBe(logo.storageKey);

    // Locked to the last active profile: it stays active, switching and a new profile are refused.
    const c = await signIn(t, p.user.id); // the session of a month ago has run out
    const list = (await c.get<Profile[]>('/api/v1/profiles')).body.data;
    expect(list.filter((x) => x.isActive).map((x) => x.shortId)).toEqual([board.shortId]);
    const switching = await c.post(`/api/v1/profiles/${first.shortId}/activate`);
    expect(switching.status).toBe(403);
    expect(switching.body.message).toBe(
      'Switching between profiles comes with a subscription (Subscriptions in the menu)',
    );
    expect((await c.post('/api/v1/profiles', { label: 'Third' })).status).toBe(403);
    // The other profile's link opens the active one for visitors.
    const visitor = t.client();
    const opened = await visitor.get<Profile>(`/api/v1/profiles/${first.shortId}`);
    expect(opened.body.data.shortId).toBe(board.shortId);
    expect(opened.body.data.fullName).toBe('Board Face');
    const me = await c.get<{ subscription: { active: string | null } }>('/api/v1/users/me');
    expect(me.body.data.subscription.active).toBeNull();

    // Idempotent.
    expect(await runJob()).toMatchObject({ warned: 0, expired: 0, deletedFiles: 0 });
    expect(mailsTo(p.user.email)).toHaveLength(0);
  });

  test('re-enabled before the end: nothing expires, files and profiles stay, switching still works', async () => {
    const { p, firm, first } = await subscriberWithEverything('Stays AB');
    const start = t.clock.now();
    await cancelMine(p.c);
    t.clock.set(start + 29 * DAY_MS);
    expect((await enable(p.c, 'monthly', firm.shortId)).body.message).toBe(
      'The subscription is on again; everything is kept',
    );
    t.clock.set(start + 31 * DAY_MS);
    expect(await runJob()).toMatchObject({ expired: 0 });
    const c = await signIn(t, p.user.id); // the session of a month ago has run out
    expect(await uploadsOf(p.user.id)).toHaveLength(2);
    for (const f of await uploadsOf(p.user.id)) expect(onDisk(t, f.storageKey)).toBe(true);
    expect((await c.post(`/api/v1/profiles/${first.shortId}/activate`)).status).toBe(200);
    expect((await c.post('/api/v1/profiles', { label: 'Third' })).status).toBe(201);
    const rows = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, p.user.id), eq(subscriptions.status, 'active')));
    expect(rows).toHaveLength(1);
  });

  test('an administrator’s grant keeps the files when the paid subscription ends', async () => {
    const { p } = await subscriberWithEverything('Granted AB');
    await t.db.update(users).set({ subscriptionPrivileges: true }).where(eq(users.id, p.user.id));
    const start = t.clock.now();
    await cancelMine(p.c);
    t.clock.set(start + CANCEL_PERIOD_MS + 1);
    expect(await runJob()).toMatchObject({ expired: 1, deletedFiles: 0 });
    expect(await uploadsOf(p.user.id)).toHaveLength(2);
  });
});
