// Which Google Wallet pass objects may exist, and the queue of their updates (google_wallet_objects). Google creates
// an object when someone saves its save link and tells us nothing then, so each link handed out makes its card
// tracked. When the pass watch (updates.ts) sees a tracked card show something new, its update is queued: it waits
// until the card has been still for QUIET_MS (ten edits in a row make one update), at most MAX_WAIT_MS after the
// first change; google-updates.ts sends it.
import { googleWalletObjects } from '@db/schema';
import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { PassContent } from './pass-content';

/** An update waits until the card has been still this long… */
export const QUIET_MS = 5_000;
/** …but no longer than this after its first change (a card edited without pause is still updated). */
export const MAX_WAIT_MS = 60_000;

/**
 * A save link was handed out: the serial's object may exist from now on, showing this content. A read when it is
 * tracked already: the public link asked for again and again writes nothing.
 */
export async function rememberGoogleObject(deps: Deps, content: PassContent) {
  const t = googleWalletObjects;
  const [known] = await deps.db.select({ serial: t.serial }).from(t).where(eq(t.serial, content.serial));
  if (known) return;
  const now = deps.clock.now();
  await deps.db
    .insert(t)
    .values({
      serial: content.serial,
      sentFingerprint: content.fingerprint,
      wantedFingerprint: content.fingerprint,
      issuedAt: now,
      dueAt: now,
    })
    .onConflictDoNothing();
}

/** The tracked objects, for the pass watch. */
export const trackedGoogleObjects = (deps: Deps) =>
  deps.db
    .select({ serial: googleWalletObjects.serial, wanted: googleWalletObjects.wantedFingerprint })
    .from(googleWalletObjects);

/**
 * Queues the update of each tracked object whose card shows something new (`contents`: the cards as read now;
 * null when one shows nobody any more: its object is left as it was). One statement per change, its transitions
 * written in SQL, so a send finishing meanwhile is never overwritten. Answers how many changed.
 */
export async function queueGoogleUpdates(
  deps: Deps,
  tracked: { serial: string; wanted: string }[],
  contents: Map<string, PassContent | null>,
): Promise<number> {
  const now = deps.clock.now();
  let queued = 0;
  for (const row of tracked) {
    const fingerprint = contents.get(row.serial)?.fingerprint;
    if (!fingerprint || fingerprint === row.wanted) continue;
    const t = googleWalletObjects;
    // Being sent: only noted (the send queues again if it sent older content). Back to what Google holds: nothing
    // to send. Otherwise queued: a new change opens the wait, a waiting one is pushed back (within MAX_WAIT_MS
    // of its first change), one waiting to be tried again keeps its pause.
    const sending = sql`${t.state} = 'sending'`;
    const asSent = sql`${t.sentFingerprint} = ${fingerprint}`;
    const waiting = sql`${t.state} = 'queued'`;
    const firstAt = sql`case when ${waiting} then ${t.queuedAt} else ${now} end`;
    const changed = await deps.db
      .update(t)
      .set({
        wantedFingerprint: fingerprint,
        state: sql`case when ${sending} then ${t.state} when ${asSent} then 'current' else 'queued' end`,
        queuedAt: sql`case when ${sending} then ${t.queuedAt} when ${asSent} then null else ${firstAt} end`,
        dueAt: sql`case when ${sending} or ${asSent} or (${waiting} and ${t.attempts} > 0) then ${t.dueAt}
          else min(${now + QUIET_MS}, ${firstAt} + ${MAX_WAIT_MS}) end`,
        attempts: sql`case when ${sending} or ${waiting} then ${t.attempts} else 0 end`,
      })
      .where(and(eq(t.serial, row.serial), ne(t.wantedFingerprint, fingerprint)))
      .returning({ serial: t.serial });
    queued += changed.length;
  }
  return queued;
}

/** What the administrator's desk shows of the updates. */
export async function googleUpdatesStatus(deps: Deps) {
  const t = googleWalletObjects;
  const states = await deps.db.select({ state: t.state, n: count() }).from(t).groupBy(t.state);
  const of = (...wanted: string[]) =>
    states.filter((s) => wanted.includes(s.state)).reduce((sum, s) => sum + s.n, 0);
  const [saved] = await deps.db
    .select({ n: count(), last: sql<number | null>`max(${t.updatedAt})` })
    .from(t)
    .where(isNotNull(t.updatedAt));
  const [failure] = await deps.db
    .select({ at: t.lastAttemptAt, message: t.lastError })
    .from(t)
    .where(isNotNull(t.lastError))
    .orderBy(desc(t.lastAttemptAt))
    .limit(1);
  return {
    passes: of('current', 'queued', 'sending', 'failed'),
    saved: saved?.n ?? 0,
    waiting: of('queued', 'sending'),
    failed: of('failed'),
    lastUpdatedAt: saved?.last ?? null,
    lastError: failure?.message ? { at: failure.at ?? 0, message: failure.message } : null,
  };
}
