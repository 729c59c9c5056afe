// GET /api/v1/orders/{id}/chips.jwe: the chip file for the card maker. It decrypts with the maker's private key
// (and no other), holds per card exactly its id, SDM URL template and two keys (those that verify its taps), is the
// administrator's only, and is refused while the server key or the maker's key is missing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { generateKeyPairSync } from 'node:crypto';
import { cards, memberships } from '@db/schema';
import { eq } from 'drizzle-orm';
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cardKeys, parseMasterKey } from '../../platform/nfc-sun/card-keys';
import { chipTap } from '../../platform/nfc-sun/chip-kit';
import { sunParams, verifySun } from '../../platform/nfc-sun/sun';
import { orderWithCards } from '../cards/test-kit';
import { colleague, company, companyRow, person } from '../companies/test-kit';
import type { ChipEntry } from './chip-file';

const MASTER = '0f0e0d0c0b0a09080706050403020100';
const maker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NFC_SUN_MASTER_KEY: MASTER,
    NFC_MAKER_PUBLIC_KEY: maker.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
});
afterAll(() => t.close());

async function order() {
  const owner = await person(t, { fullName: 'Chip Owner' });
  const firm = await company(owner.c, { name: 'Chip Maker Test AB' });
  const row = (await companyRow(t, firm.shortId))!;
  const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const mate = await colleague(t, firm.shortId, { fullName: 'Chip Colleague' });
  const made = await orderWithCards(t, row.id, owner.user.id, [{ recipient: membership, quantity: 2 }]);
  return { owner, mate, ...made };
}

describe('the chip file', () => {
  test('decrypts with the maker’s private key to exactly each card’s id, SDM URL template and keys', async () => {
    const { order: made, cards: list } = await order();
    const admin = await person(t, { role: 'administrator' });
    const answer = await admin.c.get(`/api/v1/orders/${made.shortId}/chips.jwe`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/jose');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const jwe = await answer.response.text();
    expect(decodeProtectedHeader(jwe)).toEqual({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      cty: 'application/json',
    });
    await expect(compactDecrypt(jwe, stranger.privateKey)).rejects.toThrow();
    const { plaintext } = await compactDecrypt(jwe, maker.privateKey);
    const file = JSON.parse(new TextDecoder().decode(plaintext)) as { cards: ChipEntry[] };
    expect(Object.keys(file)).toEqual(['cards']);
    expect(file.cards.map((entry) => entry.cardId)).toEqual(list.map((card) => card.shortId));
    for (const entry of file.cards) {
      expect(Object.keys(entry).sort()).toEqual([
        'cardId',
        'sdmFileReadKey',
        'sdmMetaReadKey',
        'sdmUrlTemplate',
      ]);
      expect(entry.sdmUrlTemplate).toBe(
        `http://localhost/c/${entry.cardId}?picc_data=${'0'.repeat(32)}&cmac=${'0'.repeat(16)}`,
      );
      // The keys the maker writes are those the server verifies the card's taps with.
      const keys = {
        metaRead: Buffer.from(entry.sdmMetaReadKey, 'hex'),
        fileRead: Buffer.from(entry.sdmFileReadKey, 'hex'),
      };
      const derived = cardKeys(parseMasterKey(MASTER), entry.cardId);
      expect(keys.metaRead.equals(derived.metaRead) && keys.fileRead.equals(derived.fileRead)).toBe(true);
      const tap = chipTap(keys, Buffer.from('04112233445566', 'hex'), 1);
      const params = sunParams(entry.sdmUrlTemplate.replace(/\?.*/, `?${tap.query}`));
      expect(params && verifySun(cardKeys(parseMasterKey(MASTER), entry.cardId), params)?.counter).toBe(1);
    }
    // The order's cards now have SUN.
    const rows = await t.db.select().from(cards).where(eq(cards.orderId, list[0].orderId));
    expect(rows.every((card) => card.sun)).toBe(true);
  });

  test('is the administrator’s only: owners 403, colleagues 403, strangers 404', async () => {
    const { owner, mate, order: made } = await order();
    const path = `/api/v1/orders/${made.shortId}/chips.jwe`;
    expect((await owner.c.get(path)).status).toBe(403);
    expect((await mate.c.get(path)).status).toBe(403);
    expect((await (await person(t)).c.get(path)).status).toBe(404);
    expect((await t.client().get(path)).status).toBe(401);
    const rows = await t.db
      .select()
      .from(cards)
      .where(eq(cards.orderId, (await order()).cards[0].orderId));
    expect(rows.some((card) => card.sun)).toBe(false);
  });

  test('without the maker’s key the server answers 409 and marks nothing', async () => {
    const bare = await createTestApp({ NFC_SUN_MASTER_KEY: MASTER });
    try {
      const owner = await person(bare, {});
      const firm = await company(owner.c, { name: 'No Maker AB' });
      const row = (await companyRow(bare, firm.shortId))!;
      const [membership] = await bare.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, owner.user.id));
      const made = await orderWithCards(bare, row.id, owner.user.id, [{ recipient: membership }]);
      const admin = await person(bare, { role: 'administrator' });
      const answer = await admin.c.get(`/api/v1/orders/${made.order.shortId}/chips.jwe`);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('NFC_MAKER_PUBLIC_KEY');
      const [card] = await bare.db.select().from(cards).where(eq(cards.id, made.cards[0].id));
      expect(card.sun).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
