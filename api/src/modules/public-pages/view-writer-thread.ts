// The view writer's thread (a Bun Worker started by view-counter.ts): its own connection to the local database
// file and its own event loop, so the rows, rollups and digests of counted views — SQLite's synchronous work, about
// 20 µs a view — never run on the thread that answers the pages. Batches that arrive while one is being written
// are written together (group commit), and the commits do not wait for the disk's flush (see `open`).
//   → { kind: 'open', url, config, secret, journal? }   → { kind: 'write', id, now, views, seq? }   → { kind: 'close' }
//   ← { kind: 'written', id, lost, transactions }   ← { kind: 'log', level, message, fields }   ← { kind: 'closed' }
import { type Database, openDatabase } from '@db/client';
import type { Logger } from '../../platform/log';
import type { DescribeConfig, PendingView } from '../profiles';
import { markOf } from './view-journal';
import { fromWire, type WireViews } from './view-wire';
import { createViewWriter, type ViewWriter, type Written } from './view-writer';

export type ToWriter =
  | {
      kind: 'open';
      url: string;
      config: DescribeConfig;
      secret: string;
      journal?: string;
      /** The database file's write lock shared with the server's thread (db/write-gate.ts). */
      lock?: Int32Array;
    }
  | { kind: 'write'; id: number; now: number; views: WireViews; seq?: number; from?: number }
  | { kind: 'close' };
export type FromWriter =
  | ({ kind: 'written'; id: number } & Written)
  | { kind: 'log'; level: keyof Logger; message: string; fields?: Record<string, unknown> }
  | { kind: 'closed' };

declare const self: Worker;
const post = (message: FromWriter) => self.postMessage(message);

/** Fields as a message can carry them: errors as their text. */
const plain = (fields?: Record<string, unknown>) =>
  fields &&
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? String(v.stack ?? v.message) : v]),
  );
const log: Logger = {
  info: (message, fields) => post({ kind: 'log', level: 'info', message, fields: plain(fields) }),
  warn: (message, fields) => post({ kind: 'log', level: 'warn', message, fields: plain(fields) }),
  error: (message, fields) => post({ kind: 'log', level: 'error', message, fields: plain(fields) }),
};

let database: Database | null = null;
let writer: ViewWriter | null = null;
/** SECRET: the visitor hashes are made here (profiles/visits.ts). */
let secret = '';
/** The server's journal name (the mark's key), when its batches come numbered. */
let journal: string | undefined;
/** The server's time when the latest batch was sent: the writer's clock (a test's manual clock stays the truth). */
let now = 0;

/** Messages not handled yet, in order; `running` while a turn handles them. */
const inbox: ToWriter[] = [];
let running = false;

/** The writes at the head of the inbox as one: their views in order, answered each with its share. */
async function writeTogether(writes: Extract<ToWriter, { kind: 'write' }>[]) {
  now = writes.at(-1)!.now;
  const views: PendingView[] = [];
  for (const write of writes) views.push(...fromWire(write.views, secret));
  const numbered = writes.flatMap((w) =>
    w.seq === undefined ? [] : [{ seq: w.seq, count: w.views.count, from: w.from }],
  );
  const markAt = journal && numbered.length === writes.length ? markOf(journal, numbered) : undefined;
  let written: Written;
  try {
    written = writer ? await writer.write(views, markAt) : { lost: views.length, transactions: 0 };
  } catch (error) {
    log.error('the view writer failed', { error });
    written = { lost: views.length, transactions: 0 };
  }
  // The lost views are shared out from the first batch on (a write's transactions fail whole).
  let lost = written.lost;
  for (const [i, write] of writes.entries()) {
    const mine = Math.min(lost, write.views.count);
    lost -= mine;
    post({
      kind: 'written',
      id: write.id,
      lost: mine,
      transactions: i === 0 ? written.transactions : 0,
      mark: i === writes.length - 1 ? written.mark : undefined,
    });
  }
}

async function turn() {
  running = true;
  try {
    while (inbox.length) {
      const message = inbox[0]!;
      if (message.kind === 'write') {
        let end = 0;
        while (end < inbox.length && inbox[end]!.kind === 'write') end++;
        await writeTogether(inbox.splice(0, end) as Extract<ToWriter, { kind: 'write' }>[]);
        continue;
      }
      inbox.shift();
      if (message.kind === 'open') {
        secret = message.secret;
        journal = message.journal;
        try {
          // Its writes wait for the server's (which would otherwise wait for a batch on their event loop).
          const writeLock = message.lock && { state: message.lock, side: 'writer' as const };
          database = await openDatabase({ url: message.url, writeLock });
          // This connection's commits do not wait for the disk's flush (each took tens of milliseconds on a busy
          // disk, so a burst outran the writer): in WAL mode a commit is still whole and survives the process's
          // death (kill -9); only a power cut may take the views since the last flush, which every other
          // connection's commit and every checkpoint make (docs/operations.md "Crash safety").
          await database.client.execute('PRAGMA synchronous=NORMAL');
          writer = createViewWriter({
            db: database.db,
            clock: { now: () => now },
            log,
            config: message.config,
          });
        } catch (error) {
          log.error('the view writer could not open the database', { error });
        }
      } else {
        database?.close();
        database = null;
        writer = null;
        post({ kind: 'closed' });
      }
    }
  } finally {
    running = false;
  }
}

self.onmessage = (event: MessageEvent<ToWriter>) => {
  inbox.push(event.data);
  if (!running) void turn();
};
