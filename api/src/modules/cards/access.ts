// Who may manage a card: the owners of its company (a colleague gets 403, anyone else 404, as for other
// company data: companies/access.ts). Authorisation is part of the query.
import { type Card, type Company, cards, companies, memberships } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { JOINED } from '../companies/access';

/** The card by its public id with its company, if the user owns the company. */
export async function findOwnedCard(
  deps: Deps,
  userId: number,
  cardShortId: string,
): Promise<{ card: Card; company: Company }> {
  const [row] = await deps.db
    .select({ card: cards, company: companies, state: memberships.state })
    .from(cards)
    .innerJoin(companies, eq(companies.id, cards.companyId))
    .innerJoin(memberships, eq(memberships.companyId, cards.companyId))
    .where(
      and(eq(cards.shortId, cardShortId), eq(memberships.userId, userId), inArray(memberships.state, JOINED)),
    );
  if (!row) throw notFound();
  if (row.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  return { card: row.card, company: row.company };
}
