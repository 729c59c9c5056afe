// One sync of the accounting system: enqueue what is new, send what is due. Run by the 'accounting-push' job
// every five minutes and by the Administrator page's sync button; nothing happens while not connected.
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { enqueuePushes } from './enqueue';
import { type ProcessResult, processPushes } from './process';
import { ConnectionBroken, isConnected, keepAlive, readConnection } from './tokens';

export type SyncResult = ProcessResult & { enqueued: number; skipped?: 'notConfigured' | 'notConnected' };

// One sync at a time per app (job and button together); claims keep instances apart.
const running = new WeakMap<Deps, Promise<SyncResult>>();

export function syncAccounting(deps: Deps): Promise<SyncResult> {
  const current = running.get(deps);
  if (current) return current;
  const sync = syncNow(deps).finally(() => running.delete(deps));
  running.set(deps, sync);
  return sync;
}

async function syncNow(deps: Deps): Promise<SyncResult> {
  const idle = { enqueued: 0, done: 0, failed: 0, waiting: 0 };
  const config = deps.config.accounting;
  if (!config?.clientId || !config.clientSecret) return { ...idle, skipped: 'notConfigured' };
  if (!isConnected(await readConnection(deps))) return { ...idle, skipped: 'notConnected' };
  try {
    await keepAlive(deps);
  } catch (error) {
    if (error instanceof ConnectionBroken) return { ...idle, skipped: 'notConnected' };
    // Unreachable now: the pushes below meet the same and count it; the next run renews.
    deps.log.warn('accounting keep-alive failed', { error: (error as Error).message });
  }
  const enqueued = await enqueuePushes(deps);
  return { enqueued, ...(await processPushes(deps)) };
}

export const accountingPushJob: Job = {
  name: 'accounting-push',
  pattern: '*/5 * * * *',
  run: (deps) => syncAccounting(deps),
};
