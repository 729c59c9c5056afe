// A person's own data in one download (issue 33), through HTTP with a real SMTP server: asked for in the settings,
// made by the job, mailed as a link that works for seven days and only with its token.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dataExports, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { SEED_PASSWORD, seedUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { linkIn } from '../../../test/smtp';
import { leave } from '../leads/test-kit';
import { makeDueExports, pruneExports } from './export-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const PORTRAIT = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 69, 66, 80]);

/** A person with a portrait in the storage and a lead left on their card; signed in. */
async function person(name: string) {
  const user = await seedUser(t, { fullName: name });
  const avatarKey = `users/${user.shortId}/avatar-1.webp`;
  await t.deps.storage.put(avatarKey, PORTRAIT, 'image/webp');
  await t.db.update(users).set({ avatarKey }).where(eq(users.id, user.id));
  expect((await leave(t, t.client(), user.shortId)).status).toBe(201);
  return { user: { ...user, avatarKey }, c: await signIn(t, user) };
}

/** Asks for a copy, lets the job run, and answers the mailed link. */
async function exported(c: Awaited<ReturnType<typeof person>>['c'], email: string) {
  const asked = await c.post<{ id: string; state: string }>('/api/v1/users/me/data-export');
  expect(asked.status).toBe(202);
  expect(asked.body.message).toBe(
    'We are making a copy of your data and will email you a link within a few minutes',
  );
  await makeDueExports(t.deps);
  const mail = await t.smtp.waitFor(email, (m) => m.subject.includes('data'));
  return { id: asked.body.data.id, mail, link: linkIn(mail, '/api/v1/data-exports/') };
}

const download = (link: URL, ip?: string) =>
  t.client({ ip, lang: 'en' }).get(`${link.pathname}${link.search}`);

describe('a copy of my data', () => {
  test('is made by the job, mailed as a link, and holds the account, profiles, leads and files — never a secret', async () => {
    const { user, c } = await person('Export Person');
    const { id, mail, link } = await exported(c, user.email);
    expect(mail.subject).toBe('Your Dynacard data is ready to download');
    expect(mail.text).toContain('7 days');
    const status = await c.get<{ id: string; state: string; expiresAt: number }>(
      '/api/v1/users/me/data-export',
    );
    expect(status.body.data).toMatchObject({ id, state: 'ready' });
    expect(status.body.data.expiresAt).toBe(t.clock.now() + 7 * DAY);

    const res = await download(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="dynacard-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(await res.response.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['files/portrait.webp', 'personal-data.json']);
    expect(zip['files/portrait.webp']).toEqual(PORTRAIT);
    const text = new TextDecoder().decode(zip['personal-data.json']);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.shortId, email: user.email, fullName: 'Export Person' });
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({ fullName: 'Anna Berg', email: 'anna@example.com' });
    expect(data.files).toEqual(['files/portrait.webp']);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(text).not.toContain(row!.passwordHash!);
    expect(text).not.toMatch(/password|otp_?secret|tokenHash|keyHash/i);
  });

  test('is only for its token: a wrong one, another copy’s, or one past seven days is 404 and the prune deletes it', async () => {
    const a = await person('Export A');
    const b = await person('Export B');
    const first = await exported(a.c, a.user.email);
    const second = await exported(b.c, b.user.email);
    const wrong = new URL(first.link);
    wrong.searchParams.set('token', 'x'.repeat(43));
    expect((await download(wrong)).status).toBe(404);
    const swapped = new URL(first.link);
    swapped.searchParams.set('token', second.link.searchParams.get('token')!);
    const refused = await download(swapped);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(
      'The download link is wrong or has expired: ask for a new copy in your settings',
    );
    // Each person sees only their own copy.
    expect((await b.c.get<{ id: string }>('/api/v1/users/me/data-export')).body.data.id).toBe(second.id);

    t.clock.advance(7 * DAY + 1);
    expect((await download(first.link)).status).toBe(404);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.shortId, first.id));
    // These two, and the first test's copy (the same clock).
    expect((await pruneExports(t.deps)).pruned).toBeGreaterThanOrEqual(2);
    expect(await t.deps.storage.get(row!.storageKey!)).toBeNull();
    expect(await t.db.select().from(dataExports).where(eq(dataExports.shortId, first.id))).toEqual([]);
  });

  test('needs a sign-in to ask, and a flood is refused: asking past three an hour, downloading past 30 in ten minutes', async () => {
    expect((await t.client().post('/api/v1/users/me/data-export')).status).toBe(401);
    const { user, c } = await person('Export Flood');
    const { link } = await exported(c, user.email);
    await makeDueExports(t.deps);
    for (let i = 0; i < 2; i++) expect((await c.post('/api/v1/users/me/data-export')).status).toBe(202);
    const before = (await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).length;
    const fourth = await c.post('/api/v1/users/me/data-export');
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toHaveLength(before);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await download(link, '10.77.0.1')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  test('goes with the account: deleting it deletes the copy waiting to be downloaded', async () => {
    const { user, c } = await person('Export Leaver');
    const { id, link } = await exported(c, user.email);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.shortId, id));
    expect(await t.deps.storage.get(row!.storageKey!)).not.toBeNull();
    expect((await c.delete('/api/v1/users/me', { password: SEED_PASSWORD })).status).toBe(200);
    expect(await t.deps.storage.get(row!.storageKey!)).toBeNull();
    expect(await t.db.select().from(dataExports).where(eq(dataExports.shortId, id))).toEqual([]);
    expect((await download(link)).status).toBe(404);
  });
});
