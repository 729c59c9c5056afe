import type { Deps } from '../../platform/deps';
import { batchViewQueries } from '../profiles/view-batch';
import { bumpProfileViews } from '../profiles/views';
import type { Visit } from '../profiles/visits';

type Pending = { profileId: number; visit: Visit };

/** Views written per batch (one transaction each). */
const BATCH = 200;
/** Views waiting at most; more (a flood beyond what the disk takes) are dropped and logged. */
const QUEUE_LIMIT = 20_000;

/**
 * Counts profile views after the page is answered: the visit (time, day, visitor hash) is taken from the
 * request at once, the rows are written a moment later, in batches, one batch at a time. A batch is one
 * libSQL batch (a transaction that never waits on the event loop), so counting never holds the write lock
 * while other requests run. Failures are logged with the number of views lost; `settle` waits for the queue.
 */
export function createViewCounter(deps: Deps) {
  const queue: Pending[] = [];
  let running: Promise<void> | null = null;
  let dropped = 0;

  /** One batch: every view in one statement, the day rollups in another, one bump per profile. */
  async function writeBatch(batch: Pending[]) {
    const perProfile = new Map<number, number>();
    for (const item of batch) perProfile.set(item.profileId, (perProfile.get(item.profileId) ?? 0) + 1);
    const queries = [
      ...batchViewQueries(
        deps.db,
        batch.map((item) => ({ target: { type: 'profile', id: item.profileId }, visit: item.visit })),
      ),
      ...[...perProfile].map(([profileId, count]) => bumpProfileViews(profileId)(deps.db, count)),
    ];
    try {
      await deps.db.batch(queries as [(typeof queries)[number], ...typeof queries]);
    } catch (error) {
      deps.log.error('profile views could not be counted', { error, views: batch.length });
    }
  }

  async function drain() {
    // Let the answer go out first: counting runs after the response is produced.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (queue.length) {
        await writeBatch(queue.splice(0, BATCH));
      }
    } finally {
      running = null;
    }
  }

  return {
    add(profileId: number, visit: Visit) {
      if (queue.length >= QUEUE_LIMIT) {
        dropped++;
        if (dropped === 1 || dropped % 1000 === 0) {
          deps.log.warn('profile views dropped: the count queue is full', { dropped });
        }
        return;
      }
      queue.push({ profileId, visit });
      running ??= drain();
    },
    /** Resolves when every view queued so far is written (tests, graceful shutdown). */
    async settle() {
      while (running) await running;
    },
    get pending() {
      return queue.length;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
