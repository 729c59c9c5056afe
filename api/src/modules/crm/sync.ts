// The sweep: every ten seconds (the 'crm-sync' job; a job's claim among instances lasts half its gap, at least
// five seconds), and at once in the background after a connect or a "send again", each connected company's changed
// leads are queued and its due ones sent, the companies side by side.
// One sweep at a time per server; the claims keep instances apart. Nothing here runs inside a request.
import { crmConnections } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { backgroundPasses } from '../../platform/background-passes';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { enqueueLeads } from './enqueue';
import { type SendResult, sendDue } from './process';
import { configuredProviders } from './tokens';

export type SweepResult = SendResult & { queued: number };

const running = new WeakMap<Deps, Promise<SweepResult>>();

/** One sweep; a call while one runs joins it. */
export function syncCrm(deps: Deps): Promise<SweepResult> {
  const current = running.get(deps);
  if (current) return current;
  const sweep = sweepNow(deps).finally(() => running.delete(deps));
  running.set(deps, sweep);
  return sweep;
}

async function sweepNow(deps: Deps): Promise<SweepResult> {
  const total: SweepResult = { queued: 0, synced: 0, failed: 0, waiting: 0 };
  // A CRM the server has no app for (removed since, or the demo's) is left alone: nothing is queued or sent.
  const offered = configuredProviders(deps);
  if (!offered.length) return total;
  const connections = await deps.db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.state, 'connected'), inArray(crmConnections.provider, offered)));
  await Promise.all(
    connections.map(async (connection) => {
      try {
        total.queued += await enqueueLeads(deps, connection);
        const sent = await sendDue(deps, connection);
        total.synced += sent.synced;
        total.failed += sent.failed;
        total.waiting += sent.waiting;
      } catch (error) {
        deps.log.error('crm sweep of a company failed; the next sweep tries again', {
          companyId: connection.companyId,
          error,
        });
      }
    }),
  );
  return total;
}

const passes = backgroundPasses(syncCrm, { failure: 'crm sweep failed; the crm-sync job tries again' });
/** After a connect or a "send again": a sweep soon, in the background; never a rejection. */
export const syncSoon = passes.soon;
/** Resolves once no background sweep runs (tests). */
export const syncIdle = passes.idle;

export const crmJobs: Job[] = [{ name: 'crm-sync', pattern: '*/10 * * * * *', run: (deps) => syncCrm(deps) }];
