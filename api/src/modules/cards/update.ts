// PATCH api/v1/cards/{id}: an owner reassigns a card to another owner or colleague of its company (someone
// left) or disables a lost card, or enables it again. Each change is written with its audit entry in one
// batch; the /c link follows at once (the page cache's write keys name the card: card-link.ts).
import { cards, memberships, type User, users } from '@db/schema';
import type { FleetCard } from '@shared/types/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { type AuditRecord, auditInsert } from '../audit';
import { JOINED } from '../companies';
import { findOwnedCard } from './access';
import { fleetCard } from './fleet';

export type CardUpdate = { holder?: string; status?: 'active' | 'disabled' };

/** A membership of the company by its public id, with the person's name. */
async function holderOf(deps: Deps, membershipId: number | null) {
  if (membershipId === null) return null;
  const [row] = await deps.db
    .select({ shortId: memberships.shortId, fullName: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.id, membershipId));
  return row ?? null;
}

/** The new holder: an owner or colleague of the card's company (422 on the field otherwise). */
async function newHolder(deps: Deps, companyId: number, membershipShortId: string) {
  const [row] = await deps.db
    .select({ id: memberships.id, shortId: memberships.shortId, fullName: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.shortId, membershipShortId),
        inArray(memberships.state, JOINED),
      ),
    );
  if (!row) throw invalid('holder', 'cardHolderNotColleague');
  return row;
}

export async function updateCard(
  deps: Deps,
  user: User,
  cardShortId: string,
  body: CardUpdate,
): Promise<FleetCard> {
  if (body.holder === undefined && body.status === undefined)
    throw new AppError('VALIDATION', 'cardUpdateEmpty');
  const { card, company } = await findOwnedCard(deps, user.id, cardShortId);
  const now = deps.clock.now();
  const entry = (action: string, details: AuditRecord['details']): AuditRecord => ({
    companyId: company.id,
    actor: user,
    entity: 'card',
    entityId: card.shortId,
    action,
    details,
    at: now,
  });
  const set: Partial<typeof cards.$inferInsert> = {};
  const records: AuditRecord[] = [];
  if (body.holder !== undefined) {
    const next = await newHolder(deps, company.id, body.holder);
    if (next.id !== card.holderMembershipId) {
      const before = await holderOf(deps, card.holderMembershipId);
      set.holderMembershipId = next.id;
      records.push(
        entry('reassigned', {
          fromMembership: before?.shortId ?? null,
          from: before?.fullName ?? null,
          toMembership: next.shortId,
          to: next.fullName,
        }),
      );
    }
  }
  if (body.status !== undefined && body.status !== card.status) {
    set.status = body.status;
    records.push(
      entry(body.status === 'disabled' ? 'disabled' : 'enabled', { from: card.status, to: body.status }),
    );
  }
  if (records.length) {
    await deps.db.batch([
      deps.db
        .update(cards)
        .set({ ...set, updatedAt: now })
        .where(eq(cards.id, card.id)),
      ...records.map((record) => auditInsert(deps.db, record)),
    ]);
  }
  return fleetCard(deps, card.id);
}
