import { join } from 'node:path';
import type { Database } from '@db/client';
import { type CacheBus, localCacheBus } from './cache-bus';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type EventHub, memoryEventHub } from './events';
import { createHumanCheck, type HumanCheck } from './human-check';
import { consoleLogger, type Logger } from './log';
import { createMailer, type Mailer } from './mail';
import { createRateLimiter, memoryRateLimitStore, type RateLimiter, type RateLimitStore } from './rate-limit';
import { createSignedInCache, type SignedInCache, walPathOf } from './signed-in-cache';
import { localStorage, type Storage } from './storage';
import { s3Storage } from './storage-s3';
import type { StreamSlots } from './stream-slots';

/** Everything a module needs from the outside world; tests swap the clock, the mailer or the store. */
export type Deps = {
  config: Config;
  database: Database;
  db: Database['db'];
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  limiter: RateLimiter;
  humanCheck: HumanCheck;
  events: EventHub;
  /** Stale page keys to and from the other instances (REDIS_URL); in one process a no-op. */
  cacheBus: CacheBus;
  /** Live-stream slots shared with the other instances (REDIS_URL); null: each process counts its own. */
  streamSlots: StreamSlots | null;
  /** The session, user and card reads of signed-in requests, kept while the database file is unchanged. */
  signedIn: SignedInCache;
};

export type DepsOverrides = Partial<{
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  rateLimitStore: RateLimitStore;
  events: EventHub;
  cacheBus: CacheBus;
  streamSlots: StreamSlots;
}>;

export function createDeps(config: Config, database: Database, overrides: DepsOverrides = {}): Deps {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? consoleLogger;
  return {
    config,
    database,
    db: database.db,
    clock,
    log,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: join(config.dataDir, 'outbox'),
        log,
      }),
    storage:
      overrides.storage ??
      (config.s3 ? s3Storage(config.s3, log) : localStorage(join(config.dataDir, 'uploads'))),
    limiter: createRateLimiter(overrides.rateLimitStore ?? memoryRateLimitStore(), clock),
    humanCheck: createHumanCheck({
      db: database.db,
      secret: config.secret,
      maxNumber: config.altchaMaxNumber,
      clock,
    }),
    events: overrides.events ?? memoryEventHub(),
    cacheBus: overrides.cacheBus ?? localCacheBus(),
    streamSlots: overrides.streamSlots ?? null,
    signedIn: createSignedInCache(walPathOf(config.database.url), clock),
  };
}
