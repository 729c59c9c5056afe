// The card fleet of a company (issue 10): every physical card with its type, holder, status and scans, as the
// owners' Cards tab shows it and the order preview lists the cards an order made.
import { cards, memberships, orderCards, orders, profiles, users } from '@db/schema';
import type { FleetCard } from '@shared/types/orders';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { pageOrigins } from '../page-domains';

/** The card's own link: what its QR code and NFC chip carry (on its company's own domain once active). */
export const cardUrl = (origin: string, cardShortId: string) => `${origin}/c/${cardShortId}`;

/** The print file of one card (design.ts). */
export const cardDesignPath = (cardShortId: string) => `/api/v1/cards/${cardShortId}/design.svg`;

/** The cards `where` selects, newest order first, then in the order they were made. */
export async function fleetCards(deps: Deps, where: SQL | undefined): Promise<FleetCard[]> {
  const rows = await deps.db
    .select({
      card: cards,
      orderNumber: orders.number,
      orderShortId: orders.shortId,
      orderStatus: orders.status,
      design: orderCards.design,
      membershipId: memberships.shortId,
      fullName: users.fullName,
      profileShortId: profiles.shortId,
    })
    .from(cards)
    .innerJoin(orders, eq(orders.id, cards.orderId))
    .innerJoin(orderCards, eq(orderCards.id, cards.orderCardId))
    .leftJoin(memberships, eq(memberships.id, cards.holderMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      profiles,
      and(eq(profiles.userId, users.id), eq(profiles.isActive, true), eq(users.status, 'active')),
    )
    .where(where)
    .orderBy(desc(cards.orderId), cards.id);
  const originOf = await pageOrigins(deps);
  return rows.map((row) => ({
    id: row.card.shortId,
    url: cardUrl(originOf(row.card.companyId), row.card.shortId),
    type: row.card.type,
    status: row.card.status,
    holder:
      row.membershipId === null
        ? null
        : {
            membershipId: row.membershipId,
            fullName: row.fullName ?? '',
            profileShortId: row.profileShortId,
          },
    engraving: row.design.fullName.trim(),
    orderNumber: row.orderNumber ?? row.orderShortId,
    shipped: row.orderStatus === 'shipped',
    scans: row.card.scans,
    lastScanAt: row.card.lastScanAt,
    sun: row.card.sun,
    lastTapAt: row.card.lastTapAt,
    designPath: cardDesignPath(row.card.shortId),
  }));
}

/** GET api/v1/cards/companies/{companyId}: every card of the company. */
export const listFleet = (deps: Deps, companyId: number) => fleetCards(deps, eq(cards.companyId, companyId));

/** The cards an order made (the order preview's cardsMade). */
export const cardsOfOrder = (deps: Deps, orderId: number) => fleetCards(deps, eq(cards.orderId, orderId));

/** One card as the fleet shows it. */
export async function fleetCard(deps: Deps, cardId: number): Promise<FleetCard> {
  const [card] = await fleetCards(deps, eq(cards.id, cardId));
  if (!card) throw new Error(`card ${cardId} vanished`);
  return card;
}
