// A tap of a metal card's chip that proves itself (issue 33, docs/decisions.md "Taps a copied link cannot fake"):
// the Secure Unique NFC parameters of /c/{id} verify with the card's own keys, and the chip's read counter rose
// above the last verified one. The check of the counter and its update are one statement, so of two requests with
// the same tap only one wins; the first verified tap binds the chip's UID to the card. Each instance remembers the
// cards' keys and the highest counter it saw verified, so a replay costs no write (the database stays the judge).
import { cards } from '@db/schema';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type CardKeys, cardKeys } from '../../platform/nfc-sun/card-keys';
import { verifySun } from '../../platform/nfc-sun/sun';

/** Cards remembered at most per server key; the oldest remembered goes first. */
const REMEMBERED = 50_000;

/** Per server key: each card's keys (derived once) and the highest counter verified here. */
const memory = new WeakMap<Buffer, Map<string, { keys: CardKeys; counter: number }>>();

function rememberedOf(master: Buffer, cardShortId: string) {
  let cardsOf = memory.get(master);
  if (!cardsOf) {
    cardsOf = new Map();
    memory.set(master, cardsOf);
  }
  let card = cardsOf.get(cardShortId);
  if (!card) {
    card = { keys: cardKeys(master, cardShortId), counter: -1 };
    cardsOf.set(cardShortId, card);
    if (cardsOf.size > REMEMBERED) cardsOf.delete(cardsOf.keys().next().value as string);
  }
  return card;
}

/**
 * Whether `params` are a new genuine tap of the card `cardShortId` (internal id `cardId`): true once per tap,
 * recorded as the card's last verified tap; false for a forged or replayed one, or when no server key is set.
 */
export async function claimSunTap(
  deps: Deps,
  card: { id: number; shortId: string },
  params: { piccData: string; cmac: string },
): Promise<boolean> {
  const master = deps.config.nfcSun?.masterKey;
  if (!master) return false;
  const known = rememberedOf(master, card.shortId);
  const picc = verifySun(known.keys, params);
  if (!picc || picc.counter <= known.counter) return false;
  const uid = picc.uid.toString('hex').toUpperCase();
  const won = await deps.db
    .update(cards)
    .set({ sunUid: uid, sunCounter: picc.counter, lastTapAt: deps.clock.now() })
    .where(
      and(
        eq(cards.id, card.id),
        or(isNull(cards.sunUid), eq(cards.sunUid, uid)),
        or(isNull(cards.sunCounter), lt(cards.sunCounter, picc.counter)),
      ),
    )
    .returning({ id: cards.id });
  if (won.length === 0) return false;
  known.counter = Math.max(known.counter, picc.counter);
  return true;
}
