// The chip file of an order (issue 33): what the card maker needs to personalise each card's NTAG 424 DNA chip for
// Secure Unique NFC, and nothing else: per card its id, the SDM URL template and its two keys (derived from
// NFC_SUN_MASTER_KEY, platform/nfc-sun/card-keys.ts). Encrypted for the maker as a JWE (RFC 7516, compact:
// RSA-OAEP-256 wraps a fresh AES-256-GCM key) with NFC_MAKER_PUBLIC_KEY (docs/operations.md "Card chips"). Making it
// marks the order's cards as having SUN: from then on only a verified tap of them counts as a tap.
import { cards, type Order } from '@db/schema';
import { asc, eq } from 'drizzle-orm';
import { CompactEncrypt } from 'jose';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { cardKeys } from '../../platform/nfc-sun/card-keys';
import { sdmUrlTemplate } from '../../platform/nfc-sun/sun';
import { cardUrl } from '../cards';
import { pageOrigins } from '../page-domains';

/** One card's entry of the file: exactly what the maker writes to its chip. */
export type ChipEntry = {
  cardId: string;
  sdmUrlTemplate: string;
  sdmMetaReadKey: string;
  sdmFileReadKey: string;
};

/** The compact JWE of the order's chip file; 409 when the server key or the maker's key is not configured. */
export async function chipFile(deps: Deps, order: Order): Promise<string> {
  const sun = deps.config.nfcSun;
  if (!sun?.makerPublicKey) throw new AppError('CONFLICT', 'chipFileNotConfigured');
  const rows = await deps.db
    .select({ id: cards.id, shortId: cards.shortId, companyId: cards.companyId })
    .from(cards)
    .where(eq(cards.orderId, order.id))
    .orderBy(asc(cards.id));
  const originOf = await pageOrigins(deps);
  const entries: ChipEntry[] = rows.map((card) => {
    const keys = cardKeys(sun.masterKey, card.shortId);
    return {
      cardId: card.shortId,
      sdmUrlTemplate: sdmUrlTemplate(cardUrl(originOf(card.companyId), card.shortId)),
      sdmMetaReadKey: keys.metaRead.toString('hex').toUpperCase(),
      sdmFileReadKey: keys.fileRead.toString('hex').toUpperCase(),
    };
  });
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ cards: entries })))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', cty: 'application/json' })
    .encrypt(sun.makerPublicKey);
  await deps.db.update(cards).set({ sun: true }).where(eq(cards.orderId, order.id));
  return jwe;
}
