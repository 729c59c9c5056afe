// Factories for the cards tests: a submitted order of a company with its cards made as the submit makes them.
import { type CardDesign, type Membership, orderCards, orders } from '@db/schema';
import { type CardType, PRICES } from '@shared/constants';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { createCardsForOrder } from './create';

let seq = 0;

export const DESIGN: CardDesign = {
  fullName: 'Anna Andersson',
  text: 'Head of Sales',
  phone: '+46 70 123 45 67',
  email: 'anna@example.com',
  vcardCompany: 'Acme AB',
  vcardUrl: 'https://example.com',
  imageKey: null,
  logoKey: null,
};

export type LineSeed = {
  recipient: Pick<Membership, 'id'>;
  type?: CardType;
  quantity?: number;
  design?: Partial<CardDesign>;
};

/** A received order of the company (made by `userId`) with its lines, and the cards createCardsForOrder made. */
export async function orderWithCards(t: TestApp, companyId: number, userId: number, lines: LineSeed[]) {
  const now = t.clock.now();
  const n = ++seq;
  return t.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        shortId: shortId(),
        number: `2026-${String(9000 + n).padStart(4, '0')}`,
        year: 2026,
        seq: 9000 + n,
        companyId,
        createdByUserId: userId,
        status: 'received',
        createdAt: now,
        updatedAt: now,
        submittedAt: now,
      })
      .returning();
    const made = await tx
      .insert(orderCards)
      .values(
        lines.map((line, position) => {
          const type = line.type ?? 'blackPersonal';
          return {
            shortId: shortId(),
            orderId: order.id,
            position,
            recipientMembershipId: line.recipient.id,
            recipientEmail: 'someone@example.com',
            type,
            quantity: line.quantity ?? 1,
            unitPrice: PRICES.cards[type],
            design: { ...DESIGN, ...line.design },
          };
        }),
      )
      .returning();
    const cards = await createCardsForOrder(tx, t.deps, order, made);
    return { order, lines: made, cards };
  });
}
