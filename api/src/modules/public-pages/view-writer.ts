// What happens to counted views once they leave the request: each batch written in one libSQL batch (the rows with
// their place, device and source, the day and facet rollups, the profiles' and cards' own counters), then the
// webhook digests of the rows as written. The same code runs in the view writer's thread (view-writer-thread.ts,
// its own connection to a local database file) and, where there is no such file (Turso), in the server's own.
import { viewJournalMarks, viewVisitors } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { bumpCardScans } from '../cards';
import {
  batchViewQueries,
  bumpProfileViews,
  type DescribeConfig,
  describerFor,
  type PendingView,
  runViewStatements,
  statementOf,
  utcDay,
  VIEWS_PER_INSERT,
  writtenViews,
} from '../profiles';
import { createViewDigests } from '../webhooks';
import type { JournalMark, markOf } from './view-journal';

/** Views written per transaction at most (the views that waited for a commit are written together). */
export const WRITE_BATCH = 5000;

export type WriterDeps = Pick<Deps, 'db' | 'clock' | 'log'> & { config: DescribeConfig };

/**
 * What a write did: the views that could not be written (logged), the transactions it took, and the journal's mark
 * its last committed transaction reached (when the views came with a journal).
 */
export type Written = { lost: number; transactions: number; mark?: JournalMark };
/** The journal mark reached by a write's views up to `end` (view-journal.ts `markOf`). */
export type MarkAt = ReturnType<typeof markOf>;

/** A writer: `write` writes the views in order, in transactions of WRITE_BATCH. */
export function createViewWriter(deps: WriterDeps) {
  // Place, device and source are looked up here, in the writer, not while the page is answered.
  const { details, hasPlaces } = describerFor(deps.config);
  if (!hasPlaces) deps.log.warn('views are counted without places: no GeoLite2 database (GEOIP_DB)');
  const digests = createViewDigests(deps);
  /** The day whose visitors' pruning is done. */
  let prunedFor = '';

  /** One transaction: every view in one statement, the rollups in three more, one bump per profile and card. */
  async function writeOne(batch: PendingView[], reached?: ReturnType<MarkAt>): Promise<boolean> {
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
    let taken: Set<string> | null = null;
    try {
      // Most batches concern no endpoint at all: then the rows are not asked back.
      taken = await digests.wanted();
    } catch (error) {
      deps.log.error('view digests not queued', { error });
    }
    // Uniqueness spans a UTC day: the visitors of the days before yesterday go, once a day.
    const today = utcDay(deps.clock.now());
    const prune = today !== prunedFor;
    const before = utcDay(deps.clock.now() - DAY_MS);
    const statements = [
      ...batchViewQueries(deps.db, batch, details, { returning: taken !== null }),
      ...(prune ? [statementOf(deps.db.delete(viewVisitors).where(lt(viewVisitors.day, before)))] : []),
      ...[...perProfile].map(([profileId, count]) =>
        statementOf(bumpProfileViews(profileId)(deps.db, count)),
      ),
      ...[...perCard].map(([cardId, { count, lastAt }]) =>
        statementOf(bumpCardScans(deps.db, cardId, count, lastAt)),
      ),
      // The journal's mark, committed with the views it covers: a restart after a crash writes the rest, once.
      ...(reached
        ? [
            statementOf(
              deps.db
                .insert(viewJournalMarks)
                .values({ journal: reached.journal, ...reached.mark })
                .onConflictDoUpdate({ target: viewJournalMarks.journal, set: reached.mark }),
            ),
          ]
        : []),
    ];
    let results: Awaited<ReturnType<typeof runViewStatements>>;
    try {
      results = await runViewStatements(deps.db, statements);
      if (prune) prunedFor = today;
    } catch (error) {
      deps.log.error('views could not be counted', { error, views: batch.length });
      return false;
    }
    if (taken) {
      await digests
        .add(taken, writtenViews(results, Math.ceil(batch.length / VIEWS_PER_INSERT)))
        .catch((error) => deps.log.error('view digests not queued', { error }));
    }
    return true;
  }

  return {
    hasPlaces,
    async write(views: PendingView[], markAt?: MarkAt): Promise<Written> {
      const written: Written = { lost: 0, transactions: 0 };
      for (let i = 0; i < views.length; i += WRITE_BATCH) {
        const batch = views.slice(i, i + WRITE_BATCH);
        const reached = markAt?.(i + batch.length);
        if (await writeOne(batch, reached)) {
          written.transactions++;
          if (reached) written.mark = reached.mark;
        } else written.lost += batch.length;
      }
      return written;
    },
  };
}

export type ViewWriter = ReturnType<typeof createViewWriter>;
