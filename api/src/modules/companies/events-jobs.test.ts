import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { memberships, users } from '@db/schema';
import { TOKENS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { JOBS } from '../../jobs';
import type { LiveEvent } from '../../platform/events';
import { runJob } from '../../platform/jobs';
import { INVITED_USER_TTL_MS } from '../accounts/cleanup';
import { userByEmail } from '../users/test-fixtures';
import { colleague, company, companyRow, insertMember, pdfFile, person, upload } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

/** Collects the live events each user receives. */
function listen(...userIds: number[]) {
  const got = new Map<number, LiveEvent[]>(userIds.map((id) => [id, []]));
  const stops = userIds.map((id) =>
    t.deps.events.subscribe(id, { send: (e) => got.get(id)!.push(e), close: () => {} }),
  );
  return {
    count: (id: number) => got.get(id)!.length,
    last: (id: number) => got.get(id)!.at(-1),
    clear: () => {
      for (const list of got.values()) list.length = 0;
    },
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

describe('live events', () => {
  test('members (and invited people) hear when the company, its people or its files change', async () => {
    const owner = await person(t, { subscriber: true });
    const c = await company(owner.c, { name: 'Live AB' });
    const mate = await colleague(t, c.shortId);
    const invitee = await person(t);
    await insertMember(t, c.shortId, invitee.user.id, 'invited');
    const stranger = await person(t);
    const ids = [owner.user.id, mate.user.id, invitee.user.id];
    const live = listen(...ids, stranger.user.id);
    const base = `/api/v1/companies/${c.shortId}`;
    const expected: LiveEvent = {
      service: 'companies',
      actions: ['refetch-companies'],
      ids: { companyId: c.shortId },
    };

    const changes: [string, () => Promise<unknown>][] = [
      ['edit', () => owner.c.patch(base, { description: 'Now live' })],
      ['upload', () => upload(owner.c, `${base}/files`, pdfFile())],
      ['profile', () => mate.c.patch(`${base}/colleagues/${mate.membership.shortId}`, { jobTitle: 'Host' })],
      ['invite', () => owner.c.post(`${base}/colleagues`, { email: 'new.one@example.com' })],
    ];
    for (const [what, change] of changes) {
      live.clear();
      await change();
      for (const id of ids) expect({ what, id, event: live.last(id) }).toEqual({ what, id, event: expected });
      expect(live.count(stranger.user.id)).toBe(0);
    }

    live.clear();
    await mate.c.post(`${base}/leave`);
    expect(live.last(mate.user.id)).toEqual(expected);
    expect(live.last(owner.user.id)).toEqual(expected);

    live.clear();
    await owner.c.delete(base, { name: 'Live AB' });
    expect(live.last(owner.user.id)).toEqual(expected);
    expect(live.last(invitee.user.id)).toEqual(expected);
    expect(live.count(stranger.user.id)).toBe(0);
    live.stop();
  });
});

describe('deleting invited people who never activate (scheduled job)', () => {
  const job = JOBS.find((j) => j.name === 'delete-stale-invited-users')!;

  test('the period outlives every activation link', () => {
    expect(job.pattern.split(' ')).toHaveLength(5);
    expect(INVITED_USER_TTL_MS).toBeGreaterThanOrEqual(TOKENS.activationMs);
    expect(INVITED_USER_TTL_MS).toBe(30 * DAY);
  });

  test('30 days after the latest invitation the invited account goes; activated people stay', async () => {
    const start = t.clock.now();
    const owner = await person(t);
    const other = await person(t);
    const c = await company(owner.c, { name: 'Inviting' });
    const c2 = await company(other.c, { name: 'Inviting too' });
    await owner.c.post(`/api/v1/companies/${c.shortId}/colleagues`, { email: 'never@example.com' });
    await owner.c.post(`/api/v1/companies/${c.shortId}/colleagues`, { email: 'late@example.com' });
    await owner.c.post(`/api/v1/companies/${c.shortId}/colleagues`, { email: 'activates@example.com' });
    const activating = (await userByEmail(t, 'activates@example.com'))!;
    t.clock.set(start + 20 * DAY);
    // a second invitation on day 20 keeps "late" until day 50
    await other.c.post(`/api/v1/companies/${c2.shortId}/colleagues`, { email: 'late@example.com' });
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, activating.id));

    t.clock.set(start + 30 * DAY - 1);
    await runJob(job, t.deps);
    expect(await userByEmail(t, 'never@example.com')).not.toBeNull();

    t.clock.set(start + 30 * DAY + 1);
    await runJob(job, t.deps);
    const never = await userByEmail(t, 'never@example.com');
    expect(never).toBeNull();
    expect(await userByEmail(t, 'late@example.com')).not.toBeNull();
    expect(await userByEmail(t, 'activates@example.com')).not.toBeNull();

    t.clock.set(start + 50 * DAY + 1);
    await runJob(job, t.deps);
    expect(await userByEmail(t, 'late@example.com')).toBeNull();
    const companyId = (await companyRow(t, c.shortId))!.id;
    const left = await t.db.select().from(memberships).where(eq(memberships.companyId, companyId));
    expect(left.map((m) => m.state).sort()).toEqual(['invited', 'owner']);
  });
});

describe('people search stays current (FTS triggers)', () => {
  const search = async (query: string) =>
    (
      await t.deps.database.client.execute({
        sql: 'SELECT rowid FROM people_search WHERE people_search MATCH ?',
        args: [query],
      })
    ).rows.map((r) => Number(r.rowid));

  test('a new colleague is found by name and company, and no longer after leaving', async () => {
    const owner = await person(t);
    const c = await company(owner.c, { name: 'Zeppelin Works' });
    const mate = await colleague(t, c.shortId, { fullName: 'Quentin Quokka' });
    expect(await search('quokka')).toEqual([mate.membership.id]);
    expect(await search('full_name:quentin AND company_name:zeppelin')).toEqual([mate.membership.id]);
    await owner.c.patch(`/api/v1/companies/${c.shortId}`, { name: 'Airship Works' });
    expect(await search('company_name:airship AND quokka')).toEqual([mate.membership.id]);
    await mate.c.post(`/api/v1/companies/${c.shortId}/leave`);
    expect(await search('quokka')).toEqual([]);
  });
});
