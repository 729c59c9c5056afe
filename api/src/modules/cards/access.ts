// Who may manage a card: the owners of its company (a colleague gets 403, anyone else 404, as for other
// company data: companies/access.ts). Who may see a card's own QR code: its owners and its holder (anyone else,
// a colleague too, 404). Authorisation is part of the query.
import { type Card, type Company, cards, companies, memberships } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { JOINED } from '../companies';

/** The card by its public id with its company and the user's membership there, if the user has joined it. */
async function cardOfMember(deps: Deps, userId: number, cardShortId: string) {
  const [row] = await deps.db
    .select({ card: cards, company: companies, state: memberships.state, membershipId: memberships.id })
    .from(cards)
    .innerJoin(companies, eq(companies.id, cards.companyId))
    .innerJoin(memberships, eq(memberships.companyId, cards.companyId))
    .where(
      and(eq(cards.shortId, cardShortId), eq(memberships.userId, userId), inArray(memberships.state, JOINED)),
    );
  return row;
}

/** The card by its public id with its company, if the user owns the company. */
export async function findOwnedCard(
  deps: Deps,
  userId: number,
  cardShortId: string,
): Promise<{ card: Card; company: Company }> {
  const row = await cardOfMember(deps, userId, cardShortId);
  if (!row) throw notFound();
  if (row.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  return { card: row.card, company: row.company };
}

/**
 * The card by its public id with its company, if the user owns the company (as the fleet shows it, disabled
 * too) or holds the card while it is active (as the wallet offers it: a disabled card is no one's to show).
 */
export async function findCardOfOwnerOrHolder(
  deps: Deps,
  userId: number,
  cardShortId: string,
): Promise<{ card: Card; company: Company }> {
  const row = await cardOfMember(deps, userId, cardShortId);
  if (!row) throw notFound();
  const holds = row.card.status === 'active' && row.card.holderMembershipId === row.membershipId;
  if (row.state !== 'owner' && !holds) throw notFound();
  return { card: row.card, company: row.company };
}
