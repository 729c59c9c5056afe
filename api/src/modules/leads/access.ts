// Who may see and change a lead: its holder (whose lead it is), and the owners of the company it belongs to.
// The condition is part of every query's WHERE, so another's lead, photo or event is a 404, never a hint.
import { type Lead, leads, memberships, type User } from '@db/schema';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { raise } from '../../platform/signals';

/** The companies the user owns, as a subquery. */
export const ownedCompanies = (deps: Deps, userId: number) =>
  deps.db
    .select({ id: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.state, 'owner')));

/** The leads a user may act on. */
export const mayActOn = (deps: Deps, userId: number) =>
  or(eq(leads.holderUserId, userId), inArray(leads.companyId, ownedCompanies(deps, userId)));

/** A lead the user may act on, by its shortId; 404 for any other. */
export async function findLeadFor(deps: Deps, user: Pick<User, 'id'>, leadShortId: string): Promise<Lead> {
  const [lead] = await deps.db
    .select()
    .from(leads)
    .where(and(eq(leads.shortId, leadShortId), mayActOn(deps, user.id)));
  if (!lead) throw notFound();
  return lead;
}

/** Whom a lead's changes are told live: its holder and the owners of its company. */
export async function audienceOf(deps: Deps, lead: Pick<Lead, 'holderUserId' | 'companyId'>) {
  const owners =
    lead.companyId === null
      ? []
      : await deps.db
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.companyId, lead.companyId), eq(memberships.state, 'owner')));
  return [...new Set([lead.holderUserId, ...owners.map((o) => o.userId)])];
}

/**
 * Tells the lead's holder and its company's owners that their lists changed (and which lead, how far read); and,
 * for a company's lead that is not being read, the modules above that it has something to send on (the CRM sync
 * sends it now rather than at its next sweep).
 */
export async function publishLeadChange(deps: Deps, lead: Lead) {
  deps.events.publish(await audienceOf(deps, lead), {
    service: 'global',
    actions: ['refetch-leads'],
    message: JSON.stringify({ lead: lead.shortId, scanState: lead.scanState, version: lead.version }),
  });
  if (lead.companyId !== null && lead.scanState !== 'reading') raise(deps, 'lead-ready');
}
