// The physical cards of a submitted order (SPEC §3, issue 10 "The card fleet"): every card of every line is a
// row of its own, with a random unguessable short id that is its link /c/{shortId} (what its QR code and NFC
// chip carry). Called by the order submit inside its transaction, so an order never exists without its cards.
import { type Card, cards, type Order, type OrderCard } from '@db/schema';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** Length of a card's id: 12 of 57 characters (~70 bits), so links cannot be guessed or enumerated. */
export const CARD_ID_LENGTH = 12;

/**
 * Rows per insert: a card binds 9 values and SQLite allows 32,766 bound values in a statement, so one insert of
 * the documented maximum order (50 lines of 100 = 5,000 cards) failed; 500 rows bind 4,500.
 */
export const CARDS_PER_INSERT = 500;

/** The cards of the order's lines: quantity 3 makes three, each held by the line's recipient, active. */
export async function createCardsForOrder(
  tx: Tx,
  deps: Pick<Deps, 'clock'>,
  order: Pick<Order, 'id' | 'companyId'>,
  lines: Pick<OrderCard, 'id' | 'recipientMembershipId' | 'type' | 'quantity'>[],
): Promise<Card[]> {
  const now = deps.clock.now();
  const rows = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      shortId: shortId(CARD_ID_LENGTH),
      orderId: order.id,
      orderCardId: line.id,
      companyId: order.companyId,
      holderMembershipId: line.recipientMembershipId,
      type: line.type,
      status: 'active' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const made: Card[] = [];
  for (let at = 0; at < rows.length; at += CARDS_PER_INSERT)
    made.push(
      ...(await tx
        .insert(cards)
        .values(rows.slice(at, at + CARDS_PER_INSERT))
        .returning()),
    );
  return made;
}
