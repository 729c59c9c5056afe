// Taps a copied link cannot fake (issue 33): /c/{id} with a chip's Secure Unique NFC parameters counts as an NFC tap
// once, when the CMAC verifies with the card's keys and the counter rose; the same address again, a forged CMAC,
// another card's tap or another chip's UID is shown the same page and counted as a plain visit. The fleet shows the
// last verified tap. Renders the built site.
import { beforeAll, describe, expect, test } from 'bun:test';
import { cards, memberships, views } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { cardKeys, parseMasterKey } from '../../platform/nfc-sun/card-keys';
import { chipTap } from '../../platform/nfc-sun/chip-kit';
import { orderWithCards } from '../cards/test-kit';
import { company, companyRow, person } from '../companies/test-kit';
import { countingPageApp, PHONE } from './test-kit';

const MASTER_HEX = '000102030405060708090a0b0c0d0e0f';
const page = countingPageApp({ NFC_SUN_MASTER_KEY: MASTER_HEX });
let t: TestApp;
beforeAll(() => {
  t = page.t;
});
const keysOf = (shortId: string) => cardKeys(parseMasterKey(MASTER_HEX), shortId);
const UID = Buffer.from('04A1B2C3D4E580', 'hex');

let ip = 0;
async function scan(path: string) {
  const response = await t.handle(
    new Request(`http://localhost${path}`, {
      headers: { 'user-agent': PHONE, 'x-forwarded-for': `10.9.0.${++ip % 250}`, 'accept-language': 'en' },
    }),
  );
  return { response, html: await response.text() };
}

/** An owner's company with two cards whose chips have SUN and one without. */
async function fleet() {
  const owner = await person(t, { fullName: 'Tapio Tapper' });
  const firm = await company(owner.c, { name: 'Tap Proof Oy' });
  const row = (await companyRow(t, firm.shortId))!;
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const made = await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership, quantity: 3 }]);
  for (const card of made.cards.slice(0, 2))
    await t.db.update(cards).set({ sun: true }).where(eq(cards.id, card.id));
  return { owner, firm, cards: made.cards };
}

/** The sources of the card's counted views, oldest first. */
async function sources(cardId: number) {
  await t.pages.settle();
  const rows = await t.db
    .select({ source: views.source })
    .from(views)
    .where(and(eq(views.targetType, 'card'), eq(views.targetId, cardId)))
    .orderBy(views.id);
  return rows.map((row) => row.source);
}

const cardRow = async (id: number) => (await t.db.select().from(cards).where(eq(cards.id, id)))[0];

describe('a tap of a chip with Secure Unique NFC', () => {
  test('counts as an NFC tap once; the same address again is a plain visit, with the same page', async () => {
    const { cards: made } = await fleet();
    const [card] = made;
    const tap = `/c/${card.shortId}?${chipTap(keysOf(card.shortId), UID, 5).query}`;
    const first = await scan(tap);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain('Tapio Tapper');
    const tappedAt = t.clock.now();
    t.clock.advance(60_000);
    const replay = await scan(tap);
    expect(replay.html).toBe(first.html);
    expect(await sources(card.id)).toEqual(['nfc', 'direct']);
    const row = await cardRow(card.id);
    expect(row).toMatchObject({ sunUid: '04A1B2C3D4E580', sunCounter: 5, lastTapAt: tappedAt, scans: 2 });
    // The next tap (the counter rose) counts again; a lower counter does not.
    await scan(`/c/${card.shortId}?${chipTap(keysOf(card.shortId), UID, 6).query}`);
    await scan(`/c/${card.shortId}?${chipTap(keysOf(card.shortId), UID, 4).query}`);
    expect(await sources(card.id)).toEqual(['nfc', 'direct', 'nfc', 'direct']);
    expect((await cardRow(card.id)).lastTapAt).toBe(t.clock.now());
  });

  test('a forged CMAC, another card’s tap and another chip’s UID are plain visits', async () => {
    const { cards: made } = await fleet();
    const [card, other] = made;
    await scan(`/c/${card.shortId}?${chipTap(keysOf(card.shortId), UID, 1).query}`);
    const good = chipTap(keysOf(card.shortId), UID, 2);
    const forged = good.cmac.slice(0, 15) + (good.cmac.endsWith('0') ? '1' : '0');
    const forgedPage = await scan(`/c/${card.shortId}?picc_data=${good.piccData}&cmac=${forged}`);
    expect(forgedPage.response.status).toBe(200);
    // A genuine tap of the other card, its address changed to this card's.
    await scan(`/c/${card.shortId}?${chipTap(keysOf(other.shortId), UID, 9).query}`);
    // A second chip personalised with this card's keys (a clone): its UID is not the one the card is bound to.
    await scan(
      `/c/${card.shortId}?${chipTap(keysOf(card.shortId), Buffer.from('04FFFFFFFFFF80', 'hex'), 3).query}`,
    );
    expect(await sources(card.id)).toEqual(['nfc', 'direct', 'direct', 'direct']);
    expect((await cardRow(card.id)).sunCounter).toBe(1);
    // The genuine tap still counts.
    await scan(`/c/${card.shortId}?${good.query}`);
    expect((await sources(card.id)).at(-1)).toBe('nfc');
  });

  test('two requests with the same tap at once: only one counts as a tap', async () => {
    const { cards: made } = await fleet();
    const [card] = made;
    const tap = `/c/${card.shortId}?${chipTap(keysOf(card.shortId), UID, 40).query}`;
    await scan(`/c/${card.shortId}`); // the link and the page in the cache: both go the fast path
    const answers = await Promise.all([scan(tap), scan(tap), scan(tap)]);
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200]);
    expect((await sources(card.id)).filter((source) => source === 'nfc')).toHaveLength(1);
  });

  test('without the parameters, a SUN card’s `?s=n` is a plain visit; a card without SUN keeps it as a tap', async () => {
    const { cards: made } = await fleet();
    await scan(`/c/${made[0].shortId}?s=n`);
    await scan(`/c/${made[0].shortId}?s=q`);
    await scan(`/c/${made[2].shortId}?s=n`);
    expect(await sources(made[0].id)).toEqual(['direct', 'qr']);
    expect(await sources(made[2].id)).toEqual(['nfc']);
  });

  test('the fleet shows each card’s last verified tap', async () => {
    const { owner, firm, cards: made } = await fleet();
    await scan(`/c/${made[1].shortId}?${chipTap(keysOf(made[1].shortId), UID, 1).query}`);
    const tappedAt = t.clock.now();
    const list = await owner.c.get<Array<{ id: string; sun: boolean; lastTapAt: number | null }>>(
      `/api/v1/cards/companies/${firm.shortId}`,
    );
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.map((card) => [card.id, card]));
    expect(byId.get(made[0].shortId)).toMatchObject({ sun: true, lastTapAt: null });
    expect(byId.get(made[1].shortId)).toMatchObject({ sun: true, lastTapAt: tappedAt });
    expect(byId.get(made[2].shortId)).toMatchObject({ sun: false, lastTapAt: null });
  });
});
