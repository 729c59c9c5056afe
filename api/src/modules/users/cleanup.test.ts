import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { files, sessions } from '@db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { JOBS } from '../../jobs';
import { runJob } from '../../platform/jobs';
import {
  account,
  form,
  imageFile,
  insertInvitedUser,
  mailedToken,
  storedPath,
  userByEmail,
} from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const job = JOBS.find((j) => j.name === 'delete-unverified-users')!;

describe('deleting unverified users (scheduled job)', () => {
  test('is in the job list, daily', () => {
    expect(job).toBeDefined();
    expect(job.pattern.split(' ')).toHaveLength(5);
  });

  test('keeps an unverified user for 60 days, then deletes the row and the files on disk', async () => {
    const start = t.clock.now();
    const unverified = await account(t);
    await unverified.c.patch('/api/v1/users/me', form({ avatar: await imageFile('png') }));
    const avatarKey = (await userByEmail(t, unverified.email))!.avatarKey!;
    expect(existsSync(storedPath(t, avatarKey))).toBe(true);

    const verified = await account(t);
    const { token } = await mailedToken(t, verified.email, '/verify-email', 'verifyToken');
    expect((await t.client().patch('/api/v1/users/me/verification', { token })).status).toBe(200);
    await verified.c.patch('/api/v1/users/me', form({ avatar: await imageFile('jpeg') }));
    const verifiedKey = (await userByEmail(t, verified.email))!.avatarKey!;
    const invited = await insertInvitedUser(t, { email: 'invited-long-ago@example.com' });

    t.clock.set(start + 59 * DAY);
    await runJob(job, t.deps);
    expect(await userByEmail(t, unverified.email)).not.toBeNull();
    expect(existsSync(storedPath(t, avatarKey))).toBe(true);

    t.clock.set(start + 60 * DAY + 1);
    await runJob(job, t.deps);
    expect(await userByEmail(t, unverified.email)).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.ownerUserId, unverified.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, unverified.user.id))).toEqual([]);
    expect(existsSync(storedPath(t, avatarKey))).toBe(false);
    expect(t.log.lines.some((l) => l.includes('job done') && l.includes('"deleted":1'))).toBe(true);

    // the verified user of the same age stays, with their avatar
    expect(await userByEmail(t, verified.email)).not.toBeNull();
    expect(existsSync(storedPath(t, verifiedKey))).toBe(true);
    expect((await t.db.select().from(files).where(eq(files.ownerUserId, verified.user.id))).length).toBe(1);
    // invitations are not signups: they wait for the inviter's flow, not this job
    expect(await userByEmail(t, invited.email)).not.toBeNull();
  });

  test('a user who verifies on day 59 is kept', async () => {
    const start = t.clock.now();
    const late = await account(t);
    await mailedToken(t, late.email, '/verify-email', 'verifyToken'); // the signup mail, long expired
    t.clock.set(start + 59 * DAY);
    const c = t.client();
    await c.post('/api/v1/auth/login', { login: late.email, password: late.password });
    expect((await c.post('/api/v1/users/me/verification/resend')).status).toBe(200);
    const { token } = await mailedToken(t, late.email, '/verify-email', 'verifyToken');
    expect((await t.client().patch('/api/v1/users/me/verification', { token })).status).toBe(200);
    t.clock.set(start + 61 * DAY);
    await runJob(job, t.deps);
    expect(await userByEmail(t, late.email)).not.toBeNull();
  });
});
