// Sends the queued updates of Google Wallet pass objects (google-queue.ts queues them). The 'google-wallet-updates'
// job sends what is due: each row claimed first (two instances never send one twice; a claim that runs out is taken
// over), the card read again at that moment, its object PATCHed (google-objects.ts), and then:
// - taken: the object is as the card; 404: nobody saved the pass yet, nothing to update, not an error;
// - 429: waits for Retry-After, no attempt spent; 5xx, no answer in time, or the service account refused: tried
//   again after 30 s, 1, 2, 4 … minutes (at most an hour, or Retry-After when longer), `failed` after the tenth
//   attempt; either way the run stops and the rest wait as long (Google is one service);
// - another 4xx (an invalid field, a service account that is not the issuer's): `failed` at once, logged.
// A failed update is queued again by the card's next change. Nothing here runs inside a request.
import { type GoogleWalletObject, googleWalletObjects } from '@db/schema';
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { doublingPauseMs } from '../../platform/retry';
import { GoogleWalletError, type GoogleWalletObjects, restWalletObjects } from './google-objects';
import { googleObjectFields, googleObjectId } from './google-pass';
import { QUIET_MS } from './google-queue';
import { passContent } from './pass-content';

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_PAUSE_MS = 60 * 60_000;
/** A claimed row is not due for others while it is sent (far longer than its two calls' deadlines). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 100;
const WORKERS = 4;

const clients = new WeakMap<Deps, GoogleWalletObjects>();

/** The REST client of this server (its token kept across runs); undefined without Google Wallet. */
function objectsOf(deps: Deps): GoogleWalletObjects | undefined {
  const google = deps.config.wallet.google;
  if (!google) return undefined;
  let objects = clients.get(deps);
  if (!objects) {
    objects = restWalletObjects(google, deps.clock);
    clients.set(deps, objects);
  }
  return objects;
}

/** Due: queued and its time has come, or claimed by a sender whose claim ran out. */
const due = (now: number) =>
  or(
    and(eq(googleWalletObjects.state, 'queued'), lte(googleWalletObjects.dueAt, now)),
    and(eq(googleWalletObjects.state, 'sending'), lt(googleWalletObjects.claimedUntil, now)),
  );

/**
 * `updated`: Google took it; `missing`: no such object (404); `skipped`: the card shows nobody, nothing sent;
 * `failed`: refused, or tried for the last time; `waiting`: to be tried again later.
 */
type Outcome = 'updated' | 'missing' | 'skipped' | 'failed' | 'waiting';
export type GoogleSendResult = Record<Outcome, number>;

/** Sends the due updates (the job); answers what became of them. */
export async function sendGoogleUpdates(deps: Deps, objects = objectsOf(deps)): Promise<GoogleSendResult> {
  const result: GoogleSendResult = { updated: 0, missing: 0, skipped: 0, failed: 0, waiting: 0 };
  const google = deps.config.wallet.google;
  if (!google || !objects) return result;
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(googleWalletObjects)
    .where(due(now))
    .orderBy(asc(googleWalletObjects.dueAt), asc(googleWalletObjects.serial))
    .limit(BATCH);
  const claimed: GoogleWalletObject[] = [];
  for (const row of rows) {
    const [won] = await deps.db
      .update(googleWalletObjects)
      .set({ state: 'sending', claimedUntil: now + CLAIM_MS })
      .where(and(eq(googleWalletObjects.serial, row.serial), due(now)))
      .returning();
    if (won) claimed.push(won);
  }
  /** Set when Google is down or asks us to slow down: the rest wait until then. */
  let stopUntil: number | undefined;
  const queue = [...claimed];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (stopUntil !== undefined) {
        await release(deps, row, stopUntil);
        result.waiting++;
        continue;
      }
      const sent = await sendOne(deps, objects, row, googleObjectId(google, row.serial));
      result[sent.outcome]++;
      if (sent.stopUntil !== undefined) stopUntil = Math.max(stopUntil ?? 0, sent.stopUntil);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, claimed.length) }, worker));
  return result;
}

/** A claimed row not tried (the run stopped): queued as it was, due no sooner than `until`, nothing spent. */
const release = (deps: Deps, row: GoogleWalletObject, until: number) =>
  deps.db
    .update(googleWalletObjects)
    .set({ state: 'queued', claimedUntil: null, dueAt: Math.max(row.dueAt, until) })
    .where(and(eq(googleWalletObjects.serial, row.serial), eq(googleWalletObjects.state, 'sending')));

type Sent = { outcome: Outcome; stopUntil?: number };

/** One update; answers its outcome and, when Google is down or asks us to wait, until when the run stops. */
async function sendOne(
  deps: Deps,
  objects: GoogleWalletObjects,
  row: GoogleWalletObject,
  objectId: string,
): Promise<Sent> {
  const t = googleWalletObjects;
  const update = (fields: SQLiteUpdateSetSource<typeof t>) =>
    deps.db
      .update(t)
      .set({ claimedUntil: null, ...fields })
      .where(eq(t.serial, row.serial));
  const content = await passContent(deps, row.serial);
  // The card shows nobody any more (disabled, deleted): its object stays as it was, as Apple's passes do; the
  // card's return is a change again.
  if (!content) {
    await update({ state: 'current', queuedAt: null, attempts: 0, wantedFingerprint: row.sentFingerprint });
    return { outcome: 'skipped' };
  }
  const started = deps.clock.now();
  try {
    const outcome = await objects.patchGenericObject(objectId, googleObjectFields(deps, content));
    const now = deps.clock.now();
    // What was sent is what Google holds (nothing, for a 404: a save from now on carries the card as it is). A
    // change seen while it was sent, to other content than was sent, is queued again.
    const newer = sql`${t.wantedFingerprint} <> ${row.wantedFingerprint} and ${t.wantedFingerprint} <> ${content.fingerprint}`;
    await update({
      sentFingerprint: content.fingerprint,
      wantedFingerprint: sql`case when ${newer} then ${t.wantedFingerprint} else ${content.fingerprint} end`,
      state: sql`case when ${newer} then 'queued' else 'current' end`,
      queuedAt: sql`case when ${newer} then ${now} else null end`,
      dueAt: now + QUIET_MS,
      attempts: 0,
      lastStatus: outcome === 'updated' ? 200 : 404,
      lastError: null,
      lastAttemptAt: started,
      ...(outcome === 'updated' ? { updatedAt: now } : {}),
    });
    if (outcome === 'missing') {
      deps.log.info('google wallet: pass not saved by anyone yet, nothing to update', { serial: row.serial });
    }
    return { outcome };
  } catch (raw) {
    const error =
      raw instanceof GoogleWalletError
        ? raw
        : new GoogleWalletError(
            'unavailable',
            `Google Wallet update failed: ${(raw as Error)?.message ?? raw}`,
          );
    if (!(raw instanceof GoogleWalletError)) deps.log.error('google wallet: update failed', { error: raw });
    return settleFailure(deps, row, error, started, update);
  }
}

async function settleFailure(
  deps: Deps,
  row: GoogleWalletObject,
  error: GoogleWalletError,
  started: number,
  update: (fields: SQLiteUpdateSetSource<typeof googleWalletObjects>) => Promise<unknown>,
): Promise<Sent> {
  const now = deps.clock.now();
  const seen = { lastStatus: error.status, lastError: error.message, lastAttemptAt: started };
  const where = { serial: row.serial, status: error.status, error: error.message };
  if (error.kind === 'rateLimited') {
    const until = now + (error.retryAfterMs ?? FIRST_RETRY_MS);
    deps.log.warn('google wallet: asked to slow down, updates wait', { ...where, until });
    await update({ ...seen, state: 'queued', dueAt: until });
    return { outcome: 'waiting', stopUntil: until };
  }
  const attempts = row.attempts + 1;
  if (error.kind === 'refused') {
    deps.log.error('google wallet: update refused, not tried again until the card changes', where);
    await update({ ...seen, state: 'failed', attempts, queuedAt: null });
    return { outcome: 'failed' };
  }
  // Down, hung or the credentials refused: every other update would meet the same, so the run stops.
  const until =
    now + Math.max(doublingPauseMs(attempts, FIRST_RETRY_MS, LONGEST_PAUSE_MS), error.retryAfterMs ?? 0);
  if (attempts >= MAX_ATTEMPTS) {
    deps.log.error(
      `google wallet: update failed ${attempts} times, not tried again until the card changes`,
      where,
    );
    await update({ ...seen, state: 'failed', attempts, queuedAt: null });
    return { outcome: 'failed', stopUntil: until };
  }
  if (error.kind === 'credentials') {
    deps.log.error(
      'google wallet: the service account was refused (GOOGLE_WALLET_SERVICE_ACCOUNT, the issuer’s users); tried again later',
      { ...where, attempts, until },
    );
  } else deps.log.warn('google wallet: Google unavailable, tried again later', { ...where, attempts, until });
  await update({ ...seen, state: 'queued', attempts, dueAt: until });
  return { outcome: 'waiting', stopUntil: until };
}

export const googleWalletJobs: Job[] = [
  {
    name: 'google-wallet-updates',
    pattern: '*/10 * * * * *',
    run: (deps) => sendGoogleUpdates(deps),
  },
];
