import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags, profiles, viewDays, views } from '@db/schema';
import { createClient } from '@libsql/client';
import { DAY_MS } from '@shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import { seedCompany, seedUser } from '../../../test/factories';
import { createTestApp, START_TIME, type TestApp } from '../../../test/harness';
import { createViewCounter } from './view-counter';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WHATSAPP_PREVIEW = 'WhatsApp/2.23.20.0 A';

let t: TestApp;
let tagId: number;
let profileId: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await seedUser(t);
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Tag Company' });
  const now = t.clock.now();
  [{ id: tagId }] = await t.db
    .insert(dynatags)
    .values({
      shortId: 'CountMe1',
      companyId: company.id,
      name: 'Fair stand',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  [{ id: profileId }] = await t.db
    .insert(profiles)
    .values({ shortId: 'ProfCnt1', userId: owner.id, createdAt: now, updatedAt: now })
    .returning();
});
afterAll(() => t.close());

const scan = (ip: string, ua = IPHONE, method = 'GET') =>
  new Request('http://localhost/d/CountMe1?count=true', {
    method,
    headers: { 'user-agent': ua, 'x-forwarded-for': ip },
  });
const tagRows = () =>
  t.db
    .select()
    .from(views)
    .where(and(eq(views.targetType, 'dynatag'), eq(views.targetId, tagId)))
    .orderBy(asc(views.id));
const tagDays = () =>
  t.db
    .select({ day: viewDays.day, total: viewDays.total, unique: viewDays.unique })
    .from(viewDays)
    .where(and(eq(viewDays.targetType, 'dynatag'), eq(viewDays.targetId, tagId)))
    .orderBy(asc(viewDays.day));

describe('the view counter counts dynatags as it counts profiles', () => {
  test('one unique per visitor per UTC day, every view with its exact time; bots ignored', async () => {
    const counter = t.pages.counter;
    const target = { type: 'dynatag', id: tagId } as const;
    expect(counter.count(target, scan('1.1.1.1'))).toBe(true);
    t.clock.advance(60_000);
    expect(counter.count(target, scan('1.1.1.1', IPHONE, 'POST'))).toBe(true); // the passcode's POST
    expect(counter.count(target, scan('2.2.2.2'))).toBe(true);
    expect(counter.count(target, scan('3.3.3.3', WHATSAPP_PREVIEW))).toBe(false);
    expect(counter.count(target, scan('3.3.3.3', IPHONE, 'HEAD'))).toBe(false);
    await t.pages.settle();
    const rows = await tagRows();
    expect(rows.map((r) => [r.at, r.isUnique])).toEqual([
      [START_TIME, true],
      [START_TIME + 60_000, false],
      [START_TIME + 60_000, true],
    ]);
    expect(await tagDays()).toEqual([{ day: '2026-01-15', total: 3, unique: 2 }]);

    t.clock.advance(DAY_MS);
    counter.count(target, scan('1.1.1.1'));
    await t.pages.settle();
    expect(await tagDays()).toEqual([
      { day: '2026-01-15', total: 3, unique: 2 },
      { day: '2026-01-16', total: 1, unique: 1 },
    ]);
  });

  test('a batch of profile and dynatag views bumps only the profile counter, each on its own target', async () => {
    const before = await tagRows();
    t.pages.counter.count({ type: 'profile', id: profileId }, scan('4.4.4.4'));
    t.pages.counter.count({ type: 'dynatag', id: tagId }, scan('4.4.4.4'));
    await t.pages.settle();
    expect((await tagRows()).length).toBe(before.length + 1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(profile.views).toBe(1);
    const profileRows = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, 'profile'), eq(views.targetId, profileId)));
    expect(profileRows.map((r) => r.isUnique)).toEqual([true]);
  });
});

describe('views are written together', () => {
  test('scans arriving over a few turns of the event loop are one batch (one transaction), not one each', async () => {
    const counter = createViewCounter(t.deps);
    const before = (await tagRows()).length;
    for (const ip of ['5.5.5.1', '5.5.5.2', '5.5.5.3', '5.5.5.4', '5.5.5.5']) {
      counter.count({ type: 'dynatag', id: tagId }, scan(ip));
      // Each scan is its own request: the event loop turns between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await counter.settle();
    expect((await tagRows()).length).toBe(before + 5);
    expect(counter.transactions).toBe(1);
    await counter.close();
  });
});

describe('views are written off the request thread', () => {
  test('while another connection holds the write lock, pages answer, the views wait, and none is lost', async () => {
    const other = createClient({ url: t.deps.config.database.url });
    const counter = createViewCounter(t.deps);
    const before = (await tagRows()).length;
    const lock = await other.transaction('write');
    try {
      for (const ip of ['6.6.6.1', '6.6.6.2', '6.6.6.3'])
        counter.count({ type: 'dynatag', id: tagId }, scan(ip));
      // The batch reaches the writer, whose thread now waits for the lock. On the request thread SQLite's busy
      // handler would sleep on the event loop: no timer would fire, no request be answered, until it gave up.
      while (counter.writing < 3) await Bun.sleep(5);
      const page = await t.client().get('/api/v1/general/challenge');
      expect(page.status).toBe(200);
      expect(counter.pending).toBe(3);
    } finally {
      await lock.commit();
      other.close();
    }
    await counter.settle();
    expect((await tagRows()).length).toBe(before + 3);
    await counter.close();
  });
});

describe('a shutdown (server.ts)', () => {
  test('once it stops answering, every request gets 503; the views counted before are all written', async () => {
    const app = await createTestApp();
    try {
      const owner = await seedUser(app);
      const now = app.clock.now();
      const [profile] = await app.db
        .insert(profiles)
        .values({ shortId: 'Closing1', userId: owner.id, createdAt: now, updatedAt: now })
        .returning();
      for (const ip of ['7.7.7.1', '7.7.7.2'])
        app.pages.counter.count({ type: 'profile', id: profile.id }, scan(ip));
      app.pages.stopAnswering();
      const refused = await app.handle(new Request('http://localhost/api/v1/general/challenge'));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      await app.pages.close();
      const rows = await app.db.select().from(views).where(eq(views.targetId, profile.id));
      expect(rows.filter((r) => r.targetType === 'profile')).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
