// A company's retention (issue 33): how long it keeps its leads and the details of its tags' and cards' views,
// chosen by its owners (null: until deleted). The nightly job deletes what is older, a batch at a time so the write
// lock is never held long; the rollups (view_days, view_facets, view_facet_months, view_place_spans) keep the counts,
// so the statistics of every period stay as they were.
import { companies, leads, type User, views } from '@db/schema';
import type { Retention } from '@shared/schemas/retention';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { auditInsert } from '../audit';
import { findMembership, findOwnership } from '../companies';
import { deleteLeadPhotos } from '../leads';

/**
 * The same time `months` calendar months earlier (UTC), what a period of months means to an owner; a day the
 * earlier month lacks is its last (31 March less one month is 28 February).
 */
export function monthsBefore(now: number, months: number) {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at.getTime();
}

/** Rows one statement deletes at most. */
const BATCH = 2000;

const retentionOf = (company: {
  leadRetentionMonths: number | null;
  viewRetentionMonths: number | null;
}) => ({
  leadMonths: company.leadRetentionMonths,
  viewMonths: company.viewRetentionMonths,
});

/** GET /companies/{id}/retention: for its members. */
export async function companyRetention(
  deps: Deps,
  userId: number,
  companyShortId: string,
): Promise<Retention> {
  const { company } = await findMembership(deps, userId, companyShortId);
  return retentionOf(company);
}

/** PUT /companies/{id}/retention: owners only; recorded in the company's audit log with the change. */
export async function saveRetention(deps: Deps, user: User, companyShortId: string, body: Retention) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db
      .update(companies)
      .set({ leadRetentionMonths: body.leadMonths, viewRetentionMonths: body.viewMonths, updatedAt: now })
      .where(eq(companies.id, company.id)),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'retention',
      entityId: company.shortId,
      action: 'updated',
      details: { leadMonths: body.leadMonths, viewMonths: body.viewMonths },
      at: now,
    }),
  ]);
  return { leadMonths: body.leadMonths, viewMonths: body.viewMonths };
}

/** Deletes `companyId`'s leads left before `before`, with their photos (their syncs and readings go with them). */
async function dropLeads(deps: Deps, companyId: number, before: number) {
  let dropped = 0;
  for (;;) {
    const old = await deps.db
      .select({ id: leads.id, photos: leads.photoKeys })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), lt(leads.createdAt, before)))
      .limit(BATCH);
    if (!old.length) return dropped;
    await deps.db.delete(leads).where(
      inArray(
        leads.id,
        old.map((l) => l.id),
      ),
    );
    await deleteLeadPhotos(
      deps,
      old.flatMap((l) => l.photos),
    );
    dropped += old.length;
  }
}

/** Deletes the views of `companyId`'s tags and cards before `before` (the counts stay in the rollups). */
async function dropViews(deps: Deps, companyId: number, before: number) {
  let dropped = 0;
  for (;;) {
    const batch = deps.db
      .select({ id: views.id })
      .from(views)
      .where(and(eq(views.companyId, companyId), lt(views.at, before)))
      .limit(BATCH);
    const gone = await deps.db
      .delete(views)
      .where(inArray(views.id, sql`(${batch})`))
      .returning({ id: views.id });
    dropped += gone.length;
    if (gone.length < BATCH) return dropped;
  }
}

/** The nightly run: every company that chose a period loses what is older. */
export async function applyRetention(deps: Deps) {
  const now = deps.clock.now();
  const chosen = await deps.db
    .select({ id: companies.id, lead: companies.leadRetentionMonths, view: companies.viewRetentionMonths })
    .from(companies)
    .where(or(isNotNull(companies.leadRetentionMonths), isNotNull(companies.viewRetentionMonths)));
  let leadsDropped = 0;
  let viewsDropped = 0;
  for (const company of chosen) {
    if (company.lead) leadsDropped += await dropLeads(deps, company.id, monthsBefore(now, company.lead));
    if (company.view) viewsDropped += await dropViews(deps, company.id, monthsBefore(now, company.view));
  }
  return { companies: chosen.length, leads: leadsDropped, views: viewsDropped };
}

export const retentionJobs: Job[] = [
  { name: 'company-retention', pattern: '23 4 * * *', run: (deps) => applyRetention(deps) },
];
