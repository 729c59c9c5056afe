// /c/{cardId}, a card's own link: the holder's profile page from the page cache (the same bytes as /p, no
// redirect), following a reassign at once; a disabled card, a holder who left, or a holder without a public
// profile gets the neutral page; scans counted on the profile and on the card, bots not. Renders the built site.
import { beforeAll, describe, expect, test } from 'bun:test';
import { cards, memberships, orders, profiles, users, viewDays, views } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { orderWithCards } from '../cards/test-kit';
import { colleague, company, companyRow, person } from '../companies/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const page = countingPageApp();
let t: TestApp;
beforeAll(() => {
  t = page.t;
});

let ip = 0;
/** A scan through the server's handler, from a phone of its own (a new visitor) unless told. */
async function scan(path: string, headers: Record<string, string> = {}) {
  const before = page.appCalls;
  const response = await t.handle(
    new Request(`http://localhost${path}`, {
      headers: {
        'user-agent': PHONE,
        'x-forwarded-for': `10.7.0.${++ip % 250}`,
        'accept-language': 'en',
        ...headers,
      },
    }),
  );
  return { response, html: await response.clone().text(), viaApp: page.appCalls > before };
}

/** A company with an owner and a colleague (names known), and an order: two cards for the owner, one for the colleague. */
async function fleet() {
  const owner = await person(t, { fullName: 'Olivia Owner' });
  const firm = await company(owner.c, { name: 'Card Link AB' });
  const row = (await companyRow(t, firm.shortId))!;
  const [ownerMembership] = await t.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, owner.user.id));
  const mate = await colleague(t, firm.shortId, { fullName: 'Carl Colleague' });
  const made = await orderWithCards(t, row.id, owner.user.id, [
    { recipient: ownerMembership, quantity: 2 },
    { recipient: mate.membership, type: 'goldCompany' },
  ]);
  return { owner, firm, mate, ownerMembership, cards: made.cards };
}

const activeProfile = async (userId: number) =>
  (
    await t.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, userId), eq(profiles.isActive, true)))
  )[0];

const cardRow = async (id: number) => (await t.db.select().from(cards).where(eq(cards.id, id)))[0];

describe('a card link', () => {
  test('opens the holder’s profile: the same bytes and headers as /p of the active profile, no redirect', async () => {
    const { owner, cards: made } = await fleet();
    const first = await scan(`/c/${made[0].shortId}`);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain('Olivia Owner');
    const profile = await activeProfile(owner.user.id);
    const page = await scan(`/p/${profile.shortId}`);
    const again = await scan(`/c/${made[0].shortId}`);
    expect(again.html).toBe(page.html);
    expect(again.response.headers.get('etag')).toBe(page.response.headers.get('etag'));
    expect(again.response.headers.get('content-security-policy')).toBeTruthy();
    // A second card of the same holder: the same page.
    expect((await scan(`/c/${made[1].shortId}`)).html).toBe(page.html);
  });

  test('is answered before the app once known, and follows a reassign at once', async () => {
    const { owner, firm, mate, cards: made } = await fleet();
    const link = `/c/${made[0].shortId}`;
    await scan(link);
    await scan(link);
    const cached = await scan(link);
    expect(cached.viaApp).toBe(false);
    expect(cached.html).toContain('Olivia Owner');
    const moved = await owner.c.patch(`/api/v1/cards/${made[0].shortId}`, {
      holder: mate.membership.shortId,
    });
    expect(moved.status).toBe(200);
    const after = await scan(link);
    expect(after.html).toContain('Carl Colleague');
    expect(after.html).not.toContain('Olivia Owner');
    // And back: the owner's page again, without a stale entry.
    const [mine] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
    await owner.c.patch(`/api/v1/cards/${made[0].shortId}`, { holder: mine.shortId });
    expect((await scan(link)).html).toContain('Olivia Owner');
    expect(firm.shortId).toBeTruthy();
  });

  test('follows the holder’s active profile when it changes', async () => {
    const { owner, cards: made } = await fleet();
    const link = `/c/${made[0].shortId}`;
    await scan(link);
    await scan(link);
    const before = await activeProfile(owner.user.id);
    const now = t.clock.now();
    const [second] = await t.db
      .insert(profiles)
      .values({
        shortId: `second${owner.user.id}`,
        userId: owner.user.id,
        isActive: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await t.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, before.id));
    await t.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, second.id));
    const page = await scan(`/p/${second.shortId}`);
    expect((await scan(link)).html).toBe(page.html);
  });

  test('of a disabled card opens the neutral page, never the holder’s data, in the visitor’s language', async () => {
    const { owner, cards: made } = await fleet();
    const link = `/c/${made[0].shortId}`;
    await scan(link);
    await scan(link);
    expect((await scan(link)).viaApp).toBe(false);
    expect((await owner.c.patch(`/api/v1/cards/${made[0].shortId}`, { status: 'disabled' })).status).toBe(
      200,
    );
    for (const [lang, title] of [
      ['en', 'This card is not active'],
      ['sv', 'Det här kortet är inte aktivt'],
      ['fi', 'Tämä kortti ei ole käytössä'],
    ]) {
      const { response, html } = await scan(link, { 'accept-language': lang });
      expect(response.status).toBe(404);
      expect(html).toContain(title);
      expect(html).toContain('noindex');
      expect(html).not.toContain('Olivia Owner');
      expect(html).not.toContain(owner.user.email);
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // The other card of the same holder still opens her page; enabled again, this one does too.
    expect((await scan(`/c/${made[1].shortId}`)).html).toContain('Olivia Owner');
    await owner.c.patch(`/api/v1/cards/${made[0].shortId}`, { status: 'active' });
    expect((await scan(link)).html).toContain('Olivia Owner');
  });

  test('of a holder who left the company opens the neutral page until reassigned', async () => {
    const { owner, ownerMembership, mate, cards: made } = await fleet();
    const link = `/c/${made[2].shortId}`;
    await scan(link);
    expect((await scan(link)).html).toContain('Carl Colleague');
    await t.db.delete(memberships).where(eq(memberships.id, mate.membership.id));
    expect((await cardRow(made[2].id)).holderMembershipId).toBeNull();
    const left = await scan(link);
    expect(left.response.status).toBe(404);
    expect(left.html).not.toContain('Carl Colleague');
    await owner.c.patch(`/api/v1/cards/${made[2].shortId}`, { holder: ownerMembership.shortId });
    expect((await scan(link)).html).toContain('Olivia Owner');
  });

  test('of a holder whose account is not active opens the neutral page', async () => {
    const { mate, cards: made } = await fleet();
    const link = `/c/${made[2].shortId}`;
    expect((await scan(link)).html).toContain('Carl Colleague');
    await t.db.update(users).set({ status: 'invited' }).where(eq(users.id, mate.user.id));
    const { response, html } = await scan(link);
    expect(response.status).toBe(404);
    expect(html).not.toContain('Carl Colleague');
  });

  test('of a cancelled or deleted order (its cards deleted, or gone with it) opens the neutral page', async () => {
    const cancelled = await fleet();
    const deleted = await fleet();
    for (const { cards: made } of [cancelled, deleted]) {
      // The first scan makes the profile (a write): known and cached from the second.
      await scan(`/c/${made[0].shortId}`);
      await scan(`/c/${made[0].shortId}`);
      expect((await scan(`/c/${made[0].shortId}`)).viaApp).toBe(false);
    }
    // As the order's cancel and the administrator's force delete write them (orders/orders.ts).
    await t.db.delete(cards).where(eq(cards.orderId, cancelled.cards[0].orderId));
    await t.db.delete(orders).where(eq(orders.id, deleted.cards[0].orderId));
    for (const { cards: made } of [cancelled, deleted]) {
      const { response, html } = await scan(`/c/${made[0].shortId}`);
      expect(response.status).toBe(404);
      expect(html).not.toContain('Olivia Owner');
    }
  });

  test('an unknown card id opens the neutral page', async () => {
    const { response, html } = await scan('/c/nosuchcard123');
    expect(response.status).toBe(404);
    expect(html).toContain('This card is not active');
  });
});

describe('a scan', () => {
  test('counts a view of the profile and of the card, on a miss and on cache hits; bots and the owner’s ?count=false preview are not counted', async () => {
    const { owner, cards: made } = await fleet();
    const link = `/c/${made[0].shortId}`;
    // The preview on a miss (the app) and on a hit (before the app): neither counts.
    expect((await scan(`${link}?count=false`)).viaApp).toBe(true);
    await scan(link);
    const hit = await scan(link);
    expect(hit.viaApp).toBe(false);
    expect((await scan(`${link}?count=false`)).viaApp).toBe(false);
    await scan(`${link}?count=true`); // a card printed with the old marker still counts
    await scan(link, { 'user-agent': BOT });
    await t.pages.settle();
    const profile = await activeProfile(owner.user.id);
    const card = await cardRow(made[0].id);
    expect(card.scans).toBe(3);
    expect(card.lastScanAt).toBe(t.clock.now());
    const cardViews = await t.db
      .select()
      .from(views)
      .where(and(eq(views.targetType, 'card'), eq(views.targetId, made[0].id)));
    expect(cardViews).toHaveLength(3);
    const [day] = await t.db
      .select()
      .from(viewDays)
      .where(and(eq(viewDays.targetType, 'card'), eq(viewDays.targetId, made[0].id)));
    expect(day.total).toBe(3);
    expect(profile.views).toBe(3);
    // The other card was not scanned.
    expect((await cardRow(made[1].id)).scans).toBe(0);
  });

  test('of a disabled card counts on the card (an owner sees a lost card being scanned), on no profile', async () => {
    const { owner, cards: made } = await fleet();
    await owner.c.patch(`/api/v1/cards/${made[0].shortId}`, { status: 'disabled' });
    await scan(`/c/${made[0].shortId}`);
    await t.pages.settle();
    expect((await cardRow(made[0].id)).scans).toBe(1);
    expect((await activeProfile(owner.user.id))?.views ?? 0).toBe(0);
  });
});
