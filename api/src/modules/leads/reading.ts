// Reading paper cards (issue 31), a job kept in the database: a lead made from photos has a `lead_readings` row
// while it is 'reading'. An instance claims the oldest unclaimed row by a conditional UPDATE (another instance's
// live claim wins; a claim whose instance stopped runs out and the card is read again, three times at most),
// reads the photos with the process's one reader (card-reader-port.ts: worker threads, each reading bounded in
// time), then fills the lead's empty fields — never one the user typed meanwhile: the fill is conditional on the
// version it read — sets 'read' or 'failed', bumps the version and tells the dashboard live. Runs after each
// scan's answer and every 15 seconds; no request ever waits on it.
import { type Lead, leadReadings, leads } from '@db/schema';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { backgroundPasses } from '../../platform/background-passes';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { publishLeadChange } from './access';
import { type CapturedFields, capturedFields } from './capture';
import { readCard } from './card-reader-port';
import { photoBytes } from './photos';

/** How long an instance holds a card: longer than a reading may take (READ_TIMEOUT_MS). */
const CLAIM_MS = 2 * 60_000;
/** A card whose reading stopped its instance this often is not tried again. */
const MAX_ATTEMPTS = 3;

/** Claims the oldest card no live claim holds; answers its lead id and how often it was claimed. */
async function claimNext(deps: Deps) {
  const now = deps.clock.now();
  const free = or(isNull(leadReadings.claimedUntil), lt(leadReadings.claimedUntil, now));
  const oldest = deps.db
    .select({ id: leadReadings.leadId })
    .from(leadReadings)
    .where(free)
    .orderBy(asc(leadReadings.createdAt), asc(leadReadings.leadId))
    .limit(1);
  const [claimed] = await deps.db
    .update(leadReadings)
    .set({ claimedUntil: now + CLAIM_MS, attempts: sql`${leadReadings.attempts} + 1` })
    .where(and(eq(leadReadings.leadId, sql`(${oldest})`), free))
    .returning();
  return claimed ?? null;
}

const FILLED: (keyof CapturedFields)[] = ['fullName', 'title', 'company', 'email', 'phone', 'web', 'address'];

/**
 * Ends a card's reading: the fields the reader found go into the ones still empty, the state and the text are
 * set, the version goes up and the job's row goes, in one batch. Written only if the lead is unchanged since it
 * was read here; a change in between (the user typed a field) reads it again and fills around it.
 */
async function finish(
  deps: Deps,
  leadId: number,
  state: 'read' | 'failed',
  found?: { text: string; fields: CapturedFields },
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [lead] = await deps.db.select().from(leads).where(eq(leads.id, leadId));
    if (lead?.scanState !== 'reading') {
      await deps.db.delete(leadReadings).where(eq(leadReadings.leadId, leadId));
      return null;
    }
    const fill: Partial<Lead> = {};
    if (found) for (const key of FILLED) if (!lead[key] && found.fields[key]) fill[key] = found.fields[key];
    const [changed] = await deps.db.batch([
      deps.db
        .update(leads)
        .set({
          ...fill,
          scanState: state,
          scannedText: lead.scannedText || found?.text.slice(0, 4000) || '',
          version: lead.version + 1,
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(leads.id, leadId), eq(leads.version, lead.version)))
        .returning(),
      // The job's row goes with the reading it ends, not when the lead changed in between.
      deps.db
        .delete(leadReadings)
        .where(
          and(
            eq(leadReadings.leadId, leadId),
            sql`(select ${leads.scanState} from ${leads} where ${leads.id} = ${leadId}) <> 'reading'`,
          ),
        ),
    ]);
    const [updated] = changed as Lead[];
    if (updated) {
      await publishLeadChange(deps, updated);
      return updated;
    }
  }
  return null;
}

/** Reads one claimed card; a reader that throws or hangs, or photos gone, leave it 'failed' (the photos kept). */
async function readOne(deps: Deps, claimed: { leadId: number; attempts: number }) {
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, claimed.leadId));
  if (lead?.scanState !== 'reading') {
    await deps.db.delete(leadReadings).where(eq(leadReadings.leadId, claimed.leadId));
    return;
  }
  if (claimed.attempts > MAX_ATTEMPTS) {
    deps.log.error('a paper card stopped its reader too often; it is left for the user to type', {
      leadId: lead.id,
    });
    await finish(deps, lead.id, 'failed');
    return;
  }
  const images = await photoBytes(deps, lead);
  if (!images.length) {
    await finish(deps, lead.id, 'failed');
    return;
  }
  try {
    const result = await readCard(deps, images);
    await finish(deps, lead.id, 'read', { text: result.text, fields: capturedFields(result.fields) });
    deps.log.info('paper card read', {
      leadId: lead.id,
      ms: result.ms,
      confidence: Math.round(result.confidence),
    });
  } catch (error) {
    deps.log.error('a paper card could not be read; the user types its fields', { leadId: lead.id, error });
    await finish(deps, lead.id, 'failed');
  }
}

/** Reads every card this instance can claim, oldest first; answers how many. */
export async function readDueCards(deps: Deps) {
  let read = 0;
  for (;;) {
    const claimed = await claimNext(deps);
    if (!claimed) return read;
    await readOne(deps, claimed);
    read++;
  }
}

const passes = backgroundPasses(readDueCards, {
  failure: 'reading paper cards stopped; the lead-readings job goes on with it',
});
/** After a scan's answer: its card is read in the background; never a rejection. */
export const readCardsSoon = passes.soon;
/** Resolves once this server reads no card (tests). */
export const cardsReadIdle = passes.idle;

/** Every 15 seconds on every instance: cards left by a stopped instance, or queued while this one was busy. */
export const leadJobs: Job[] = [
  {
    name: 'lead-readings',
    pattern: '*/15 * * * * *',
    run: async (deps) => {
      passes.soon(deps);
      await passes.idle(deps);
    },
  },
];
