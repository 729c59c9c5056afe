// A lead remembers the dynatag that brought the visitor: the tag's redirect to a card page names the tag, the
// form sends it back, and the lead keeps it only when that tag does redirect to the card. The export filters
// by it and says it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { dynatags, profiles, type User } from '@db/schema';
import { eq } from 'drizzle-orm';
import { csvRecords } from '../../../test/csv-parser';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import { BASE, createTestApp, START_TIME, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { type Client, leadsOf, leave, VISITOR } from './test-kit';

let t: TestApp;
let holder: User;
let c: Client;
let toCard: { id: number; shortId: string };
let elsewhere: { id: number; shortId: string };

async function tag(redirectUrl: string) {
  const company = await seedCompany(t, { ownerId: holder.id, name: `Company ${shortId()}` });
  const [row] = await t.db
    .insert(dynatags)
    .values({
      shortId: shortId(),
      companyId: company.id,
      name: 'Stand 4',
      redirectUrl,
      createdAt: START_TIME,
      updatedAt: START_TIME,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  // The built site answers /d pages (bun run build first).
  t = await createTestApp({}, {}, { site: true });
  holder = await seedUser(t, { fullName: 'Karin Ek' });
  c = await signIn(t, holder);
  await t.db.insert(profiles).values({
    shortId: shortId(),
    userId: holder.id,
    isActive: true,
    createdAt: START_TIME,
    updatedAt: START_TIME,
  });
  toCard = await tag(`${BASE}/p/${holder.shortId}`);
  elsewhere = await tag('https://example.com/fair');
});
afterAll(() => t.close());

describe('the tag a lead came through', () => {
  test("a tag's redirect to one of our card pages names the tag; to any other address it is unchanged", async () => {
    const toOurs = await t.handle(new Request(`${BASE}/d/${toCard.shortId}`));
    expect(toOurs.status).toBe(302);
    expect(toOurs.headers.get('location')).toBe(`${BASE}/p/${holder.shortId}?tag=${toCard.shortId}`);
    const toTheirs = await t.handle(new Request(`${BASE}/d/${elsewhere.shortId}`));
    expect(toTheirs.headers.get('location')).toBe('https://example.com/fair');
  });

  test('the lead keeps the tag only when it redirects to this card; a bad value is 422', async () => {
    expect((await leave(t, t.client(), holder.shortId, { ...VISITOR, tag: toCard.shortId })).status).toBe(
      201,
    );
    expect(
      (await leave(t, t.client(), holder.shortId, { fullName: 'Forged', phone: '1', tag: elsewhere.shortId }))
        .status,
    ).toBe(201);
    expect(
      (await leave(t, t.client(), holder.shortId, { fullName: 'Stale', phone: '2', tag: 'nosuchtag' }))
        .status,
    ).toBe(201);
    const bad = await leave(t, t.client(), holder.shortId, { fullName: 'Bad', phone: '3', tag: '<script>' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'tag' });
    const rows = await leadsOf(t, holder.id);
    expect(rows.map((l) => [l.fullName, l.dynatagId])).toEqual([
      [VISITOR.fullName, toCard.id],
      ['Forged', null],
      ['Stale', null],
    ]);
  });

  test('the list of leads names the tags they came through, for the export filter', async () => {
    const page = await c.get<{ tags: unknown[] }>('/api/v1/leads');
    expect(page.body.data.tags).toEqual([{ shortId: toCard.shortId, label: '' }]);
  });

  test('the export filters by the tag and says it in the source line', async () => {
    const res = await c.get(`/api/v1/leads/export?format=hubspot&tag=${toCard.shortId}`);
    expect(res.status).toBe(200);
    const rows = csvRecords((await res.response.text()).replace(/^\uFEFF/, ''));
    expect(rows.map((r) => r['Last Name'])).toEqual(['Berg']);
    expect(rows[0].Message).toContain(
      `Left on card http://localhost/p/${(await activeProfile()).shortId} via dynatag http://localhost/d/${toCard.shortId}`,
    );
    const none = await c.get(`/api/v1/leads/export?format=hubspot&tag=${elsewhere.shortId}`);
    expect(csvRecords((await none.response.text()).replace(/^\uFEFF/, ''))).toEqual([]);
    // A deleted tag: the lead stays, left on the card alone.
    await t.db.delete(dynatags).where(eq(dynatags.id, toCard.id));
    const after = await c.get('/api/v1/leads/export?format=hubspot');
    const berg = csvRecords((await after.response.text()).replace(/^\uFEFF/, '')).find(
      (r) => r['Last Name'] === 'Berg',
    );
    expect(berg?.Message).not.toContain('via dynatag');
  });
});

const activeProfile = async () =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, holder.id)))[0] as { shortId: string };
