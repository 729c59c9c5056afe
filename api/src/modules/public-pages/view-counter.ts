import type { Deps } from '../../platform/deps';
import { bumpCardScans } from '../cards';
import {
  batchViewQueries,
  bumpProfileViews,
  describerFor,
  type PendingView,
  type ViewTarget,
  type Visit,
  visitOf,
} from '../profiles';
import { queueViewDigests } from '../webhooks';

/** Views written per batch (one transaction each). */
const BATCH = 200;
/** How long the first view of a batch waits for others before the batch is written. */
const GATHER_MS = 50;
/** Views waiting at most; more (a flood beyond what the disk takes) are dropped and logged. */
const QUEUE_LIMIT = 20_000;

/**
 * Counts views of profiles (/p) and dynatags (/d, api/v1/dynatags/public) after the page is answered: the
 * visit (time, day, visitor hash) is taken from the request at once, the rows are written a moment later, in
 * batches, one batch at a time. A batch is one libSQL batch (a transaction that never waits on the event
 * loop), so counting never holds the write lock while other requests run. Failures are logged with the
 * number of views lost; `settle` waits for the queue.
 */
export function createViewCounter(deps: Deps) {
  const queue: PendingView[] = [];
  // Place, device and source are looked up here, in the writer, not while the page is answered.
  const { details, hasPlaces } = describerFor(deps);
  if (!hasPlaces) deps.log.warn('views are counted without places: no GeoLite2 database (GEOIP_DB)');
  let running: Promise<void> | null = null;
  let dropped = 0;

  /** One batch: every view in one statement, the day rollups in another, one bump per profile. */
  async function writeBatch(batch: PendingView[]) {
    const perProfile = new Map<number, number>();
    const perCard = new Map<number, { count: number; lastAt: number }>();
    for (const { target, visit } of batch) {
      if (target.type === 'profile') perProfile.set(target.id, (perProfile.get(target.id) ?? 0) + 1);
      if (target.type === 'card') {
        const card = perCard.get(target.id);
        perCard.set(target.id, {
          count: (card?.count ?? 0) + 1,
          lastAt: Math.max(card?.lastAt ?? 0, visit.at),
        });
      }
    }
    const queries = [
      ...batchViewQueries(deps.db, batch, details),
      ...[...perProfile].map(([profileId, count]) => bumpProfileViews(profileId)(deps.db, count)),
      ...[...perCard].map(([cardId, { count, lastAt }]) => bumpCardScans(deps.db, cardId, count, lastAt)),
    ];
    try {
      await deps.db.batch(queries as [(typeof queries)[number], ...typeof queries]);
    } catch (error) {
      deps.log.error('views could not be counted', { error, views: batch.length });
      return;
    }
    // Webhook digests of the views just written (at most one per item and minute), still off the answers.
    await queueViewDigests(deps, batch).catch((error) =>
      deps.log.error('view digests not queued', { error }),
    );
  }

  async function drain() {
    // Let the answer go out first, and the views of the next moment join it: a batch costs about a
    // millisecond of CPU whatever its size (building its statements, the transaction, the day rollups), so
    // writing at each turn of the event loop (a few views each) cost ~60 µs per view under load.
    await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    try {
      while (queue.length) {
        await writeBatch(queue.splice(0, BATCH));
      }
    } finally {
      running = null;
    }
  }

  /** Queues a view of `target` by the visit already taken from its request (see `visitOf`). */
  function add(target: ViewTarget, visit: Visit) {
    if (queue.length >= QUEUE_LIMIT) {
      dropped++;
      if (dropped === 1 || dropped % 1000 === 0) {
        deps.log.warn('views dropped: the count queue is full', { dropped });
      }
      return;
    }
    queue.push({ target, visit });
    running ??= drain();
  }

  return {
    add,
    /**
     * Counts a request as a view of `target` when it is a person opening it (GET, not a bot or prefetch),
     * one unique per visitor and UTC day, no cookie; written after the answer. True when it was counted.
     */
    count(target: ViewTarget, request: Request): boolean {
      const visit = visitOf(deps, request);
      if (visit) add(target, visit);
      return visit !== null;
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
