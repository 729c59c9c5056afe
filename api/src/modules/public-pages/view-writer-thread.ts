// The view writer's thread (a Bun Worker started by view-counter.ts): its own connection to the local database
// file and its own event loop, so the rows, rollups and digests of counted views — SQLite's synchronous work, about
// 20 µs a view — never run on the thread that answers the pages. Messages are handled one at a time, in order:
//   → { kind: 'open', url, config, secret }   → { kind: 'write', id, now, views }   → { kind: 'close' }
//   ← { kind: 'written', id, lost, transactions }   ← { kind: 'log', level, message, fields }   ← { kind: 'closed' }
import { type Database, openDatabase } from '@db/client';
import type { Logger } from '../../platform/log';
import type { DescribeConfig } from '../profiles/view-batch';
import { fromWire, type WireViews } from './view-wire';
import { createViewWriter, type ViewWriter, type Written } from './view-writer';

export type ToWriter =
  | { kind: 'open'; url: string; config: DescribeConfig; secret: string }
  | { kind: 'write'; id: number; now: number; views: WireViews }
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
/** The server's time when the batch was sent: the writer's clock (a test's manual clock stays the truth). */
let now = 0;

async function handle(message: ToWriter) {
  if (message.kind === 'open') {
    secret = message.secret;
    database = await openDatabase({ url: message.url });
    writer = createViewWriter({ db: database.db, clock: { now: () => now }, log, config: message.config });
  } else if (message.kind === 'write') {
    now = message.now;
    const views = fromWire(message.views, secret);
    const written = writer ? await writer.write(views) : { lost: views.length, transactions: 0 };
    post({ kind: 'written', id: message.id, ...written });
  } else {
    database?.close();
    database = null;
    post({ kind: 'closed' });
  }
}

let chain: Promise<void> = Promise.resolve();
self.onmessage = (event: MessageEvent<ToWriter>) => {
  const message = event.data;
  chain = chain.then(() =>
    handle(message).catch((error) => {
      log.error('the view writer failed', { error });
      if (message.kind === 'write') {
        post({ kind: 'written', id: message.id, lost: message.views.count, transactions: 0 });
      }
    }),
  );
};
