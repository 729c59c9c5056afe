// The events a company's owners name ("Elmia 2027"), at which its people meet leads: owners create, rename and
// delete them; every colleague lists them to pick one when capturing. Deleting an event leaves its leads
// without one, in the same transaction.
import { companies, leadEvents, leads, memberships, type User } from '@db/schema';
import type { LeadEventItem } from '@shared/types/leads';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { findMembership, findOwnership, JOINED } from '../companies';
import { isUniqueViolation } from '../users';

/** The companies a user has joined (owner or colleague), as a subquery. */
export const joinedCompanies = (deps: Deps, userId: number) =>
  deps.db
    .select({ id: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.state, JOINED)));

async function eventItems(deps: Deps, where: ReturnType<typeof eq>): Promise<LeadEventItem[]> {
  const rows = await deps.db
    .select({ event: leadEvents, company: { shortId: companies.shortId, name: companies.name } })
    .from(leadEvents)
    .innerJoin(companies, eq(companies.id, leadEvents.companyId))
    .where(where)
    .orderBy(asc(companies.name), asc(leadEvents.name), asc(leadEvents.id));
  return rows.map((r) => ({
    shortId: r.event.shortId,
    name: r.event.name,
    company: r.company,
    createdAt: r.event.createdAt,
  }));
}

/** The events of every company the user belongs to (the scanner's choice). */
export const listMyEvents = (deps: Deps, user: Pick<User, 'id'>) =>
  eventItems(deps, inArray(leadEvents.companyId, joinedCompanies(deps, user.id)) as ReturnType<typeof eq>);

/** The events of one company: its owners and colleagues see them; anyone else 404. */
export async function listCompanyEvents(deps: Deps, user: Pick<User, 'id'>, companyShortId: string) {
  const { company } = await findMembership(deps, user.id, companyShortId);
  return eventItems(deps, eq(leadEvents.companyId, company.id));
}

const named = (name: string) => name.replace(/\s+/g, ' ').trim();

async function oneEvent(deps: Deps, eventId: number) {
  const [item] = await eventItems(deps, eq(leadEvents.id, eventId));
  return item;
}

/** An owner names a new event; the same name twice in a company is 409. */
export async function createEvent(deps: Deps, user: User, companyShortId: string, name: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const clean = named(name);
  if (!clean) throw new AppError('VALIDATION', 'invalidLeadEventName', { field: 'name' });
  try {
    const [event] = await deps.db
      .insert(leadEvents)
      .values({ shortId: shortId(), companyId: company.id, name: clean, createdAt: deps.clock.now() })
      .returning();
    return oneEvent(deps, event.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'leadEventNameTaken', { field: 'name' });
    throw error;
  }
}

async function ownedEvent(deps: Deps, user: User, companyShortId: string, eventShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const [event] = await deps.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.companyId, company.id), eq(leadEvents.shortId, eventShortId)));
  if (!event) throw notFound();
  return event;
}

export async function renameEvent(
  deps: Deps,
  user: User,
  companyShortId: string,
  eventShortId: string,
  name: string,
) {
  const event = await ownedEvent(deps, user, companyShortId, eventShortId);
  const clean = named(name);
  if (!clean) throw new AppError('VALIDATION', 'invalidLeadEventName', { field: 'name' });
  try {
    await deps.db.update(leadEvents).set({ name: clean }).where(eq(leadEvents.id, event.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'leadEventNameTaken', { field: 'name' });
    throw error;
  }
  // The leads met there changed in what a CRM is sent (the event's name).
  await deps.db
    .update(leads)
    .set({ version: sql`${leads.version} + 1`, updatedAt: deps.clock.now() })
    .where(eq(leads.eventId, event.id));
  return oneEvent(deps, event.id);
}

/** Deletes an event; its leads stay, without an event (and changed: their version goes up). */
export async function deleteEvent(deps: Deps, user: User, companyShortId: string, eventShortId: string) {
  const event = await ownedEvent(deps, user, companyShortId, eventShortId);
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db
      .update(leads)
      .set({ eventId: null, version: sql`${leads.version} + 1`, updatedAt: now })
      .where(eq(leads.eventId, event.id)),
    deps.db.delete(leadEvents).where(eq(leadEvents.id, event.id)),
  ]);
}

/**
 * The event a capture or an edit names: one of a company the user has joined (`companyId`: of that company
 * only). 404 for any other, as if it did not exist.
 */
export async function eventFor(deps: Deps, userId: number, eventShortId: string, companyId?: number | null) {
  const [event] = await deps.db
    .select()
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.shortId, eventShortId),
        inArray(leadEvents.companyId, joinedCompanies(deps, userId)),
        companyId ? eq(leadEvents.companyId, companyId) : undefined,
      ),
    );
  if (!event) throw notFound();
  return event;
}
