// Source markers (shared/page-links.ts): a QR code's address carries `?s=q`, an NFC tag's `?s=n`. The marker is
// carried and harmless: the page is the plain address's cached page (same bytes, answered before the app) and
// the visit counts exactly as a plain one, on /p, /d and /c alike, each with its place, device, source and UTM
// (issue 22). Renders the built site (`bun run build`).
import { beforeAll, expect, test } from 'bun:test';
import { memberships, viewDays, views } from '@db/schema';
import { nfcLink, qrLink } from '@shared/page-links';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { companyRow, person } from '../companies/test-kit';
import { createTag, ownerWithCompany } from '../dynatags/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

let ip = 0;
/** A visit through the server's handler from a phone of its own: the bytes, and whether it took the app. */
async function visit(path: string) {
  const before = page.appCalls;
  const response = await t.handle(
    new Request(`http://localhost${path}`, {
      headers: { 'user-agent': PHONE, 'x-forwarded-for': `10.8.0.${++ip % 250}`, 'accept-language': 'en' },
    }),
  );
  expect(response.status).toBe(200);
  return { bytes: new Uint8Array(await response.arrayBuffer()), viaApp: page.appCalls > before };
}

/** The views counted on a target today: [total, unique]. */
async function counted(targetType: 'profile' | 'dynatag' | 'card', targetId: number) {
  await t.pages.settle();
  const [day] = await t.db
    .select()
    .from(viewDays)
    .where(and(eq(viewDays.targetType, targetType), eq(viewDays.targetId, targetId)));
  return [day?.total ?? 0, day?.unique ?? 0];
}

/** Opens a page until it is in the cache; its cached bytes. */
async function warm(path: string) {
  for (let i = 0; i < 5; i++) {
    const { bytes, viaApp } = await visit(path);
    if (!viaApp) return bytes;
  }
  throw new Error(`${path} was never answered from the cache`);
}

const profileIdOf = async (userId: number) =>
  (
    await t.deps.database.client.execute({
      sql: 'SELECT id FROM profiles WHERE user_id = ? AND is_active = 1',
      args: [userId],
    })
  ).rows[0].id as number;

test('/p with ?s=q or ?s=n: the plain address’s cached bytes, answered before the app, and each visit counted', async () => {
  const { user } = await person(t, { fullName: 'Marker Person' });
  const path = `/p/${user.shortId}`;
  const plain = await warm(path);
  const profileId = await profileIdOf(user.id);
  const [before] = await counted('profile', profileId);
  for (const marked of [qrLink(path), nfcLink(path)]) {
    const { bytes, viaApp } = await visit(marked);
    expect(viaApp).toBe(false);
    expect(bytes).toEqual(plain);
  }
  expect(await counted('profile', profileId)).toEqual([before + 2, expect.any(Number)]);
});

const tagIdOf = async (shortId: string) =>
  (
    await t.deps.database.client.execute({
      sql: 'SELECT id FROM dynatags WHERE short_id = ?',
      args: [shortId],
    })
  ).rows[0].id as number;

test('/d with ?s=q: the tag’s cached page, counted like the plain address', async () => {
  const { owner, company } = await ownerWithCompany(t, 'Marker Stand AB');
  const tag = await createTag(owner.c, company.shortId, { name: 'Stand', label: 'Stand M', modules: [] });
  const path = `/d/${tag.id}`;
  const plain = await warm(path);
  const tagId = (
    await t.deps.database.client.execute({
      sql: 'SELECT id FROM dynatags WHERE short_id = ?',
      args: [tag.id],
    })
  ).rows[0].id as number;
  const [total, unique] = await counted('dynatag', tagId);
  const { bytes, viaApp } = await visit(qrLink(path));
  expect(viaApp).toBe(false);
  expect(bytes).toEqual(plain);
  expect(await counted('dynatag', tagId)).toEqual([total + 1, unique + 1]);
});

test('/c with ?s=n (an NFC tap) or ?s=q (the printed code): the holder’s page, no redirect, scan counted on the card', async () => {
  const { owner, company } = await ownerWithCompany(t, 'Marker Cards AB');
  const row = (await companyRow(t, company.shortId))!;
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const made = await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership }]);
  const card = made.cards[0];
  const path = `/c/${card.shortId}`;
  const plain = await warm(path);
  const [total] = await counted('card', card.id);
  for (const marked of [nfcLink(path), qrLink(path)]) {
    const { bytes, viaApp } = await visit(marked);
    expect(viaApp).toBe(false);
    expect(bytes).toEqual(plain);
  }
  expect((await counted('card', card.id))[0]).toBe(total + 2);
});

test('a cached /p, /d or /c answer records the view’s place, device, source and UTM, never the address', async () => {
  const { owner, company } = await ownerWithCompany(t, 'Marker Details AB');
  const tag = await createTag(owner.c, company.shortId, { name: 'Stand', label: 'Stand D', modules: [] });
  const row = (await companyRow(t, company.shortId))!;
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const card = (await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership }])).cards[0];
  const targets = [
    // The profile is made by its first visit: its id is read after.
    { path: `/p/${owner.user.shortId}`, type: 'profile' as const, id: () => profileIdOf(owner.user.id) },
    { path: `/d/${tag.id}`, type: 'dynatag' as const, id: () => tagIdOf(tag.id) },
    { path: `/c/${card.shortId}`, type: 'card' as const, id: async () => card.id },
  ];
  const FINNISH = '88.113.2.3';
  for (const target of targets) {
    await warm(target.path);
    const response = await t.handle(
      new Request(`http://localhost${qrLink(target.path)}&utm_campaign=Elmia`, {
        headers: { 'user-agent': PHONE, 'x-forwarded-for': FINNISH, 'accept-language': 'en' },
      }),
    );
    expect(response.status).toBe(200);
    await t.pages.settle();
  }
  for (const target of targets) {
    const rows = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, target.type), eq(views.targetId, await target.id())))
      .orderBy(asc(views.id));
    const last = rows.at(-1)!;
    expect([
      target.type,
      last.country,
      last.city,
      last.device,
      last.os,
      last.source,
      last.utmCampaign,
    ]).toEqual([target.type, 'FI', 'Jyvaskyla', 'mobile', 'iOS', 'qr', 'Elmia']);
    expect(JSON.stringify(rows)).not.toContain(FINNISH);
  }
});
