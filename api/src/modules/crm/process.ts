// Sending due leads of one connection: each claimed first (`sending`, so two runs never send one twice; a claim
// that runs out — its instance stopped — is taken over), sent by four workers at most, and then:
// - in the CRM: `synced` with its ids and the version sent (queued again if it changed meanwhile);
// - 429: waits for Retry-After, no attempt spent, and the whole connection pauses as long;
// - 5xx, unreachable, no answer in time: tried again after 30 s, 1, 2, 4 … minutes (at most an hour), `failed`
//   after the tenth attempt; the run stops for this connection (the CRM is down: the others need not wait on it);
// - another 4xx (a property the CRM does not have…): `failed` at once with the CRM's reason, until sent again;
// - the authorisation refused after one renewal: the connection waits for an owner (`reconnect`, mailed once),
//   the lead stays queued.
import {
  type CrmConnection,
  crmConnections,
  type LeadSync,
  leadEvents,
  leadSyncs,
  leads,
  users,
} from '@db/schema';
import type { Lang } from '@shared/constants';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Deps } from '../../platform/deps';
import { doublingPauseMs } from '../../platform/retry';
import { hubspotUpsert } from './hubspot';
import { mappingOf, payloadOf } from './mapping';
import { CrmError, PROVIDER_NAMES, type Upserted } from './provider';
import { salesforceUpsert } from './salesforce';
import { hubspotConfig, markReconnect, salesforceConfig, withSession } from './tokens';

const FIRST_RETRY_MS = 30_000;
const LONGEST_PAUSE_MS = 60 * 60_000;
export const MAX_ATTEMPTS = 10;
/** The pause after the n-th failed attempt: 30 s doubling, at most an hour. */
export const backoffMs = (failures: number) => doublingPauseMs(failures, FIRST_RETRY_MS, LONGEST_PAUSE_MS);
/** A claimed lead is not due for others while it is sent (far longer than its few calls' deadlines). */
const CLAIM_MS = 5 * 60_000;
/** A lead whose paper card is being read waits this long before it is looked at again. */
const READING_WAIT_MS = 30_000;
const BATCH = 100;
const WORKERS = 4;

export type SendResult = { synced: number; failed: number; waiting: number };

/** Due: queued and its time has come, or claimed by a sender whose claim ran out. */
const due = (connectionId: number, now: number) =>
  and(
    eq(leadSyncs.connectionId, connectionId),
    or(
      and(eq(leadSyncs.state, 'queued'), lte(leadSyncs.nextAttemptAt, now)),
      and(
        eq(leadSyncs.state, 'sending'),
        or(isNull(leadSyncs.claimedUntil), lt(leadSyncs.claimedUntil, now)),
      ),
    ),
  );

export async function sendDue(deps: Deps, connection: CrmConnection): Promise<SendResult> {
  const result: SendResult = { synced: 0, failed: 0, waiting: 0 };
  const now = deps.clock.now();
  if (connection.state !== 'connected' || (connection.pausedUntil ?? 0) > now) return result;
  const rows = await deps.db
    .select()
    .from(leadSyncs)
    .where(due(connection.id, now))
    .orderBy(asc(leadSyncs.nextAttemptAt), asc(leadSyncs.id))
    .limit(BATCH);
  const claimed: LeadSync[] = [];
  for (const row of rows) {
    const [won] = await deps.db
      .update(leadSyncs)
      .set({ state: 'sending', claimedUntil: now + CLAIM_MS })
      .where(and(eq(leadSyncs.id, row.id), eq(leadSyncs.updatedAt, row.updatedAt), due(connection.id, now)))
      .returning();
    if (won) claimed.push(won);
  }
  if (!claimed.length) return result;

  const context = await contextOf(deps, connection);
  let stopped = false;
  const queue = [...claimed];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (stopped) {
        await release(deps, row);
        continue;
      }
      const outcome = await sendOne(deps, connection, row, context);
      if (outcome === 'synced') result.synced++;
      else if (outcome === 'failed') result.failed++;
      else result.waiting++;
      if (outcome === 'stop') stopped = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, claimed.length) }, worker));
  return result;
}

/** A claimed lead not tried (the run stopped): due again as it was, nothing spent. */
const release = (deps: Deps, row: LeadSync) =>
  deps.db
    .update(leadSyncs)
    .set({ state: 'queued', claimedUntil: null })
    .where(and(eq(leadSyncs.id, row.id), eq(leadSyncs.state, 'sending')));

type Context = { lang: Lang };

/** The note's language: the connecting owner's. */
async function contextOf(deps: Deps, connection: CrmConnection): Promise<Context> {
  const [owner] = connection.connectedByUserId
    ? await deps.db.select({ lang: users.lang }).from(users).where(eq(users.id, connection.connectedByUserId))
    : [];
  return { lang: owner?.lang ?? 'sv' };
}

async function sendOne(
  deps: Deps,
  connection: CrmConnection,
  row: LeadSync,
  context: Context,
): Promise<'synced' | 'failed' | 'waiting' | 'stop'> {
  const update = (fields: SQLiteUpdateSetSource<typeof leadSyncs>) =>
    deps.db
      .update(leadSyncs)
      .set({ claimedUntil: null, updatedAt: deps.clock.now(), ...fields })
      .where(eq(leadSyncs.id, row.id));
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, row.leadId));
  if (!lead || lead.companyId !== connection.companyId) {
    await deps.db.delete(leadSyncs).where(eq(leadSyncs.id, row.id));
    return 'waiting';
  }
  if (lead.scanState === 'reading') {
    await update({ state: 'queued', nextAttemptAt: deps.clock.now() + READING_WAIT_MS });
    return 'waiting';
  }
  const [event] = lead.eventId
    ? await deps.db
        .select({ name: leadEvents.name })
        .from(leadEvents)
        .where(and(eq(leadEvents.id, lead.eventId), eq(leadEvents.companyId, connection.companyId)))
    : [];
  const [holder] = await deps.db
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, lead.holderUserId));
  const payload = payloadOf(mappingOf(connection.provider, connection.mapping), lead, {
    eventName: event?.name ?? null,
    capturedBy: lead.origin === 'card-page' ? null : (holder?.name ?? null),
    lang: context.lang,
  });
  const known = { externalId: row.externalId, noteExternalId: row.noteExternalId };
  const timeout = deps.config.crm.timeoutMs;

  let upserted: Upserted;
  try {
    upserted = await withSession(deps, connection, (session) =>
      connection.provider === 'hubspot'
        ? hubspotUpsert(hubspotConfig(deps), timeout, session.accessToken, payload, known)
        : salesforceUpsert(salesforceConfig(deps), timeout, session, payload, known),
    );
  } catch (raw) {
    return settleFailure(deps, connection, row, raw, update);
  }
  const now = deps.clock.now();
  const version = lead.version;
  // SET reads the row as it was: a newer version queued while this one was sent goes out next.
  await update({
    state: sql`case when ${leadSyncs.queuedVersion} > ${version} then 'queued' else 'synced' end`,
    queuedVersion: sql`max(${leadSyncs.queuedVersion}, ${version})`,
    sentVersion: version,
    syncedAt: now,
    externalId: upserted.externalId,
    noteExternalId: upserted.noteExternalId,
    attempts: 0,
    lastError: null,
    nextAttemptAt: now,
  });
  return 'synced';
}

async function settleFailure(
  deps: Deps,
  connection: CrmConnection,
  row: LeadSync,
  raw: unknown,
  update: (fields: SQLiteUpdateSetSource<typeof leadSyncs>) => Promise<unknown>,
): Promise<'failed' | 'waiting' | 'stop'> {
  const now = deps.clock.now();
  const name = PROVIDER_NAMES[connection.provider];
  if (!(raw instanceof CrmError)) deps.log.error('crm sync failed', { leadId: row.leadId, error: raw });
  const error = raw instanceof CrmError ? raw : new CrmError('unavailable', `${name}: internal error`);
  if (error.kind === 'lapsed') {
    await update({
      state: 'queued',
      nextAttemptAt: now,
      lastError: `Waiting for ${name} to be connected again`,
    });
    await markReconnect(deps, connection, error.message);
    return 'stop';
  }
  if (error.kind === 'rateLimited') {
    const until = now + (error.retryAfterMs ?? 10_000);
    await update({ state: 'queued', nextAttemptAt: until, lastError: error.message });
    await deps.db
      .update(crmConnections)
      .set({ pausedUntil: until })
      .where(eq(crmConnections.id, connection.id));
    return 'stop';
  }
  const attempts = row.attempts + 1;
  if (error.kind === 'refused' || error.kind === 'unauthorized' || attempts >= MAX_ATTEMPTS) {
    await update({ state: 'failed', attempts, nextAttemptAt: now, lastError: error.message });
    return error.kind === 'refused' ? 'failed' : 'stop';
  }
  await update({
    state: 'queued',
    attempts,
    nextAttemptAt: now + backoffMs(attempts),
    lastError: error.message,
  });
  return 'stop';
}
