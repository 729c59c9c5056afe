// bun run start — one process, one port: migrates the database, serves the API (and the site), runs the jobs.

import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@db/client';
import { cron } from '@elysiajs/cron';
import { Elysia } from 'elysia';
import { createSiteHandler } from '../../site/adapter/serve';
import { createApp, createHandler } from './app';
import { JOBS } from './jobs';
import { closeCardReader } from './modules/leads';
import { claimJournal, createPublicPages } from './modules/public-pages';
import { SERVER_MAX_BODY_BYTES } from './platform/body-limit';
import { loadConfig } from './platform/config';
import { createDeps } from './platform/deps';
import { claimMs, runJob } from './platform/jobs';
import { consoleLogger } from './platform/log';
import { connectRedis } from './platform/redis';
import { ConfigError } from './platform/seller-config';
import { recordServedAddress } from './platform/served-address';
import { warnIfSharedWithoutRedis } from './platform/shared-database';

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    // A value that cannot be used (a bankgiro whose check digit fails…): say which, without a stack trace.
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration refused: ${error.message}`);
    process.exit(1);
  }
})();
// Before the database is opened: this process's own connection would count as another one.
warnIfSharedWithoutRedis(config, consoleLogger);
const database = await openDatabase(config.database);
await migrateDatabase(database.db);
// REDIS_URL: live events, rate-limit counters and page-cache invalidation shared with the other instances.
const redis = config.redisUrl ? await connectRedis(config.redisUrl, consoleLogger) : undefined;
const deps = createDeps(config, database, redis ?? {});
const site = await createSiteHandler({ distDir: join(import.meta.dir, '../../site/dist') });
const pages = createPublicPages(deps);
// The view writer's thread, ready before the first visit, with this server's journal of counted views: the views a
// crash (kill -9) kept from the database are written now, before anything else (view-journal.ts). One journal per
// running server, as several may share a data folder.
await pages.counter.start(claimJournal(join(config.dataDir, 'view-journal')));
const app = createApp(deps, { site, pages });
const handle = createHandler(app, deps, pages);

// Jobs run in this process on their cron patterns; each job reads time from deps.clock.
// With REDIS_URL every instance's cron fires; the one that claims the run runs it.
const crons = JOBS.map((job) =>
  cron({
    name: job.name,
    pattern: job.pattern,
    run: async () => {
      if (redis && !(await redis.claimJob(job.name, claimMs(job.pattern)).catch(() => true))) return;
      await runJob(job, deps);
    },
  }),
);
const scheduler = new Elysia();
for (const plugin of crons) scheduler.use(plugin);

const server = Bun.serve({
  port: config.port,
  hostname: config.host,
  maxRequestBodySize: SERVER_MAX_BODY_BYTES,
  // SSE streams send a heartbeat more often than this.
  idleTimeout: 30,
  fetch: handle,
});

deps.log.info(`Dynacard is running at ${config.publicUrl} (listening on ${server.hostname}:${server.port})`);
// For db:seed and the other commands on this data folder, which may run without this process's PORT/PUBLIC_URL.
const served = recordServedAddress(config.dataDir, config.publicUrl);
console.log(`\n  Open ${config.publicUrl}  ·  API reference ${config.publicUrl}/api/docs\n`);

/** How long a shutdown waits for the answers in flight. */
const SHUTDOWN_GRACE_MS = 2000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info('shutting down', { signal });
  for (const job of Object.values((scheduler.store as { cron: Record<string, { stop(): void }> }).cron))
    job.stop();
  deps.events.closeAll(); // live streams never finish on their own
  // Answers nothing more, lets requests in flight finish (a moment at most), then closes what is left: every
  // view counted is in the counter when it writes its last batch.
  pages.stopAnswering();
  await Promise.race([server.stop(), Bun.sleep(SHUTDOWN_GRACE_MS)]);
  await server.stop(true);
  served.forget();
  await pages.close(); // views counted after their answers, then the view writer's thread stopped
  if (pages.counter.lost) deps.log.error('views lost since the start', { views: pages.counter.lost });
  await closeCardReader().catch(() => {}); // the paper cards' reader threads
  database.close();
  redis?.close();
  process.exit(0);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
