// What there is to send: the company's leads whose version is newer than the one last queued (a new lead has
// none), unless a paper card is still being read. Each sweep looks at the leads changed since the last one (the
// `leads_changed` index, a minute's margin for instances' clocks) and those added since (by id); every ten
// minutes it compares all of them, a catch-all for a change that did not move `updatedAt`.
import { type CrmConnection, crmConnections, leadSyncs, leads } from '@db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Deps } from '../../platform/deps';

const MARGIN_MS = 60_000;
export const RECONCILE_MS = 10 * 60_000;
/** Leads queued per sweep and connection; the next sweep takes the rest. */
const BATCH = 1000;

type Candidate = { id: number; version: number; syncId: number | null };

/** Queues what changed; answers how many leads it queued (or queued again). */
export async function enqueueLeads(deps: Deps, connection: CrmConnection): Promise<number> {
  const now = deps.clock.now();
  const full = now - connection.reconciledAt >= RECONCILE_MS;
  const [{ maxId }] = await deps.db.all<{ maxId: number | null }>(
    sql`select max(id) as maxId from ${leads} where company_id = ${connection.companyId}`,
  );
  const wanted = sql`l.company_id = ${connection.companyId}
    and (l.scan_state is null or l.scan_state <> 'reading')
    and (s.id is null or l.version > s.queued_version)`;
  const join = sql`left join ${leadSyncs} s on s.lead_id = l.id and s.connection_id = ${connection.id}`;
  const candidates = full
    ? await deps.db.all<Candidate>(sql`
        select l.id, l.version, s.id as syncId from ${leads} l indexed by leads_company ${join}
        where ${wanted} order by l.id limit ${BATCH}`)
    : await deps.db.all<Candidate>(sql`
        select * from (
          select l.id, l.version, s.id as syncId from ${leads} l indexed by leads_changed ${join}
          where l.updated_at >= ${connection.sweptAt - MARGIN_MS} and ${wanted}
          union
          select l.id, l.version, s.id as syncId from ${leads} l ${join}
          where l.id > ${connection.sweptLeadId} and ${wanted}
        ) order by id limit ${BATCH}`);

  const base = { state: 'queued' as const, attempts: 0, nextAttemptAt: now, lastError: null, updatedAt: now };
  const fresh = candidates.filter((c) => c.syncId === null);
  const again = candidates.filter((c) => c.syncId !== null);
  const writes: BatchItem<'sqlite'>[] = [
    ...(fresh.length
      ? [
          deps.db
            .insert(leadSyncs)
            .values(
              fresh.map((c) => ({
                ...base,
                leadId: c.id,
                connectionId: connection.id,
                queuedVersion: c.version,
                createdAt: now,
              })),
            )
            .onConflictDoNothing(),
        ]
      : []),
    // A synced or failed lead that changed is queued afresh; one queued or being sent keeps its place (and its
    // pause, if it is being retried) and sends the newer version.
    ...again.map((c) =>
      deps.db
        .update(leadSyncs)
        .set({
          queuedVersion: c.version,
          state: sql`case when ${leadSyncs.state} in ('synced', 'failed') then 'queued' else ${leadSyncs.state} end`,
          attempts: sql`case when ${leadSyncs.state} in ('synced', 'failed') then 0 else ${leadSyncs.attempts} end`,
          nextAttemptAt: sql`case when ${leadSyncs.state} in ('synced', 'failed') then ${now} else ${leadSyncs.nextAttemptAt} end`,
          lastError: sql`case when ${leadSyncs.state} in ('synced', 'failed') then null else ${leadSyncs.lastError} end`,
          updatedAt: now,
        })
        .where(and(eq(leadSyncs.id, c.syncId as number), sql`${leadSyncs.queuedVersion} < ${c.version}`)),
    ),
  ];
  // The marks move only when this sweep saw everything it looked for (a full batch leaves the rest to the next).
  if (candidates.length < BATCH) {
    writes.push(
      deps.db
        .update(crmConnections)
        .set({
          sweptAt: now,
          sweptLeadId: maxId ?? connection.sweptLeadId,
          ...(full ? { reconciledAt: now } : {}),
        })
        .where(eq(crmConnections.id, connection.id)),
    );
  }
  if (writes.length) {
    const [first, ...rest] = writes;
    await deps.db.batch([first, ...rest]);
  }
  return candidates.length;
}
