import { writeLockOf } from '@db/client';
import { viewJournalMarks } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type ViewTarget, type Visit, visitOf } from '../profiles';
import { markOf, openViewJournal, type ViewJournal } from './view-journal';
import { emptyQueue, fromWire, pushView, toWire, type WireViews } from './view-wire';
import { createViewWriter, type Written } from './view-writer';
import type { FromWriter, ToWriter } from './view-writer-thread';

/** How long the first view of a batch waits for others before the batch goes to the writer. */
const GATHER_MS = 50;
/** Views queued or being written at most; more (a flood beyond what the disk takes) are dropped and logged. */
const PENDING_LIMIT = 200_000;

/**
 * How views leave this thread: to the writer's thread, or (no local database file) to a writer on this one. With a
 * journal, each batch carries its number there, and the writer commits the journal's mark with its views.
 */
type Sink = {
  write(views: WireViews, now: number, seq?: number, from?: number): Promise<Written>;
  close(): Promise<void>;
};
/** Where a server's journal lives and its name (the mark's key in the database). */
export type JournalPlace = { dir: string; name: string };

/**
 * Counts views of profiles (/p), dynatags (/d, api/v1/dynatags/public) and cards (/c). On the request's thread a
 * view costs what a visit is (time, day, address, user agent: `visitOf`) and nine fields pushed onto an array; every
 * GATHER_MS the array goes to the view writer (view-writer.ts), which writes it in batches — in its own thread
 * with its own connection when the database is a local file (view-writer-thread.ts), so SQLite's synchronous work
 * and the webhook digests never hold a page's answer. Failures are logged with the number of views lost; `settle`
 * waits until every view queued so far is written (tests, graceful shutdown: a SIGTERM loses none). With a journal
 * (a server: view-journal.ts) every batch is appended to a file as it leaves, and the next start writes what a
 * `kill -9` kept from the database: such a crash loses at most the last GATHER_MS (docs/operations.md).
 */
export function createViewCounter(deps: Deps) {
  let queued = emptyQueue();
  let pending = 0;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const writing = new Set<Promise<unknown>>();
  let sink: Sink | null = null;
  let transactions = 0;
  let sent = 0;
  let lost = 0;
  let journal: ViewJournal | null = null;
  let journalName: string | undefined;

  /** Hands `views` to the writer (journalled first, when there is a journal: `seq` is given for a replayed batch). */
  function send(views: WireViews, seq?: number, from?: number) {
    sent += views.count;
    pending += seq === undefined ? 0 : views.count;
    if (journal && seq === undefined) {
      seq = journal.take();
      journal.append(seq, views);
    }
    sink ??= openSink(deps, journalName);
    const done: Promise<unknown> = sink
      .write(views, deps.clock.now(), seq, from)
      .then((written) => {
        transactions += written.transactions;
        lost += written.lost;
        if (written.lost) deps.log.error('views could not be counted', { views: written.lost });
        if (written.mark) journal?.trim(written.mark);
      })
      .finally(() => {
        pending -= views.count;
        sent -= views.count;
        writing.delete(done);
      });
    writing.add(done);
  }

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queued.count) return;
    const views = toWire(queued);
    queued = emptyQueue();
    send(views);
  }

  /** Queues a view of `target` by the visit already taken from its request (see `visitOf`). */
  function add(target: ViewTarget, visit: Visit) {
    if (pending >= PENDING_LIMIT) {
      dropped++;
      if (dropped === 1 || dropped % 1000 === 0) {
        deps.log.warn('views dropped: the count queue is full', { dropped });
      }
      return;
    }
    pushView(queued, target, visit);
    pending++;
    // Let the answer go out first, and the views of the next moment join it.
    timer ??= setTimeout(flush, GATHER_MS);
  }

  return {
    add,
    /**
     * Starts the writer now rather than with the first view (a server: the first visit is written at once). With
     * `journal`, batches are journalled from now on, and the views a crash kept from the database are written first.
     */
    async start(place?: JournalPlace) {
      if (place && !journal) {
        // A full disk: the views still go to the database; only a crash would lose them now.
        journal = openViewJournal(place.dir, deps.clock, (error) =>
          deps.log.error('the view journal could not be written', { error }),
        );
        journalName = place.name;
        const [row] = await deps.db
          .select({ seq: viewJournalMarks.seq, offset: viewJournalMarks.offset })
          .from(viewJournalMarks)
          .where(eq(viewJournalMarks.journal, place.name));
        const unwritten = journal.unwritten(row ?? null);
        const views = unwritten.reduce((sum, batch) => sum + batch.views.count, 0);
        if (views) deps.log.warn('views of the journal written after a crash', { views });
        for (const batch of unwritten) send(batch.views, batch.seq, batch.from);
      }
      sink ??= openSink(deps, journalName);
    },
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
      // Views counted meanwhile (answers still going out during a shutdown) are written too.
      while (queued.count || writing.size) {
        flush();
        await Promise.all(writing);
      }
    },
    /** Writes what is queued, then stops the writer's thread. */
    async close() {
      await this.settle();
      await sink?.close();
      sink = null;
      await journal?.close();
      // Counted after the last batch (an answer that outlived the shutdown's grace): said, never silent.
      if (queued.count) {
        dropped += queued.count;
        deps.log.error('views counted after the view writer stopped', { views: queued.count });
      }
    },
    /** Views queued or being written. */
    get pending() {
      return pending;
    },
    /** Views that could not be written or were dropped, since the start. */
    get lost() {
      return lost + dropped;
    },
    /** Views handed to the writer and not yet written. */
    get writing() {
      return sent;
    },
    /** Transactions the writer took so far (one per batch of up to WRITE_BATCH views). */
    get transactions() {
      return transactions;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

/** The local database file of the configuration, or null (memory, Turso, an embedded replica of Turso). */
function localFile(deps: Deps): string | null {
  const { url, syncUrl } = deps.config.database;
  if (!url.startsWith('file:') || syncUrl) return null;
  const path = url.slice('file:'.length).split('?')[0];
  return path && path !== ':memory:' ? url : null;
}

function openSink(deps: Deps, journal?: string): Sink {
  const url = localFile(deps);
  if (url) {
    try {
      return threadSink(deps, url, journal);
    } catch (error) {
      deps.log.error('the view writer thread did not start; views are written on the request thread', {
        error,
      });
    }
  }
  return inProcessSink(deps, journal);
}

function inProcessSink(deps: Deps, journal?: string): Sink {
  const writer = createViewWriter({ db: deps.db, clock: deps.clock, log: deps.log, config: deps.config });
  return {
    write: (views, _now, seq, from) =>
      writer.write(
        fromWire(views, deps.config.secret),
        journal && seq !== undefined ? markOf(journal, [{ seq, count: views.count, from }]) : undefined,
      ),
    close: async () => {},
  };
}

/**
 * The writer in its own thread (view-writer-thread.ts). If the thread dies, what it held is counted as lost and the
 * views after it are written on this thread.
 */
function threadSink(deps: Deps, url: string, journal?: string): Sink {
  let fallback: Sink | null = null;
  // Not kept alive by the thread while it has nothing to write (below): tests end without closing every app's.
  const worker = new Worker(new URL('./view-writer-thread.ts', import.meta.url), { ref: false }) as Worker & {
    ref(): void;
    unref(): void;
  };
  const waiting = new Map<number, { resolve: (written: Written) => void; count: number }>();
  let closed: (() => void) | null = null;
  let dead = false;
  let next = 0;
  const send = (message: ToWriter) => worker.postMessage(message);
  worker.onmessage = (event: MessageEvent<FromWriter>) => {
    const message = event.data;
    if (message.kind === 'written') {
      waiting.get(message.id)?.resolve(message);
      waiting.delete(message.id);
      if (!waiting.size) worker.unref();
    } else if (message.kind === 'log') {
      deps.log[message.level](message.message, message.fields);
    } else {
      closed?.();
    }
  };
  worker.onerror = (event) => {
    dead = true;
    deps.log.error('the view writer thread stopped', { error: event.message });
    for (const { resolve, count } of waiting.values()) resolve({ lost: count, transactions: 0 });
    waiting.clear();
    closed?.();
  };
  const { geoipDb, publicUrl, secret } = deps.config;
  send({ kind: 'open', url, config: { geoipDb, publicUrl }, secret, journal, lock: writeLockOf(url) });
  return {
    write(views, now, seq, from) {
      if (dead) {
        fallback ??= inProcessSink(deps, journal);
        return fallback.write(views, now, seq, from);
      }
      const id = ++next;
      // While views wait for the thread it keeps the process alive: a shutdown whose server has stopped listening
      // would otherwise end with nothing left to run on this thread, the writer's work cut short.
      if (!waiting.size) worker.ref();
      return new Promise<Written>((resolve) => {
        waiting.set(id, { resolve, count: views.count });
        send({ kind: 'write', id, now, views, seq, from });
      });
    },
    async close() {
      if (dead) return;
      worker.ref();
      await new Promise<void>((resolve) => {
        closed = resolve;
        send({ kind: 'close' });
      });
      worker.terminate();
    },
  };
}
