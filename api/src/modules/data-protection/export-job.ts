// The data download as a job kept in the database: an instance claims the oldest queued export by a conditional
// UPDATE (another instance's live claim wins; a claim whose instance stopped runs out and another takes it over,
// three times at most), writes the archive to the storage, and mails the person a link with a new token; the
// link, the archive and the row end after LINK_DAYS (the nightly prune). No request ever waits on it.
import { type DataExport, dataExports, users } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type AsyncZippable, zip } from 'fflate';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { personalData } from './export-contents';
import { LINK_DAYS } from './export-limits';
import { renderExportMail } from './export-mail';

/** How long an instance holds an export while it makes it. */
const CLAIM_MS = 5 * 60_000;
/** An export whose making stopped its instance this often fails. */
const MAX_ATTEMPTS = 3;

async function claimNext(deps: Deps): Promise<DataExport | null> {
  const now = deps.clock.now();
  const free = and(
    eq(dataExports.state, 'queued'),
    or(isNull(dataExports.claimedUntil), lt(dataExports.claimedUntil, now)),
  );
  const oldest = deps.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(free)
    .orderBy(asc(dataExports.createdAt), asc(dataExports.id))
    .limit(1);
  const [claimed] = await deps.db
    .update(dataExports)
    .set({ claimedUntil: now + CLAIM_MS, attempts: sql`${dataExports.attempts} + 1` })
    .where(and(eq(dataExports.id, sql`(${oldest})`), free))
    .returning();
  return claimed ?? null;
}

/** The archive of `userId`'s data: `personal-data.json` and their files; a file the storage lost is named, not fatal. */
export async function archiveOf(deps: Deps, userId: number): Promise<Uint8Array | null> {
  const found = await personalData(deps, userId);
  if (!found) return null;
  const entries: AsyncZippable = {};
  const missing: string[] = [];
  for (const file of found.files) {
    const blob = await deps.storage.get(file.key);
    // Pictures and videos are compressed already: stored as they are.
    if (blob) entries[file.name] = [new Uint8Array(await blob.arrayBuffer()), { level: 0 }];
    else missing.push(file.name);
  }
  const data = { ...found.data, files: found.data.files.filter((name) => !missing.includes(name)) };
  entries['personal-data.json'] = [
    new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`),
    { level: 6 },
  ];
  // fflate's asynchronous zip works in worker threads: a large archive never holds the server's thread.
  return new Promise((resolve, reject) =>
    zip(entries, (error, bytes) => (error ? reject(error) : resolve(bytes))),
  );
}

async function make(deps: Deps, job: DataExport) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, job.userId));
  if (!user) return false;
  if (job.attempts > MAX_ATTEMPTS) {
    await deps.db
      .update(dataExports)
      .set({ state: 'failed', claimedUntil: null })
      .where(eq(dataExports.id, job.id));
    deps.log.error('data export failed', { export: job.shortId });
    return false;
  }
  const archive = await archiveOf(deps, user.id);
  if (!archive) return false;
  const key = `exports/${user.shortId}/${job.shortId}.zip`;
  await deps.storage.put(key, archive, 'application/zip');
  const token = randomToken();
  const now = deps.clock.now();
  const expiresAt = now + LINK_DAYS * DAY_MS;
  const [done] = await deps.db
    .update(dataExports)
    .set({
      state: 'ready',
      storageKey: key,
      size: archive.byteLength,
      tokenHash: sha256(token),
      readyAt: now,
      expiresAt,
      claimedUntil: null,
    })
    .where(and(eq(dataExports.id, job.id), eq(dataExports.state, 'queued')))
    .returning({ id: dataExports.id });
  if (!done) {
    await deps.storage.delete(key);
    return false;
  }
  const link = `${deps.config.publicUrl}/api/v1/data-exports/${job.shortId}/download?token=${token}`;
  await deps.mailer.send(
    renderExportMail(user.lang, user.email, {
      name: user.fullName,
      link,
      expiresAt,
      size: archive.byteLength,
    }),
  );
  return true;
}

/** Makes the queued exports, one after another; answers how many were made. */
export async function makeDueExports(deps: Deps) {
  let made = 0;
  for (let job = await claimNext(deps); job; job = await claimNext(deps)) {
    try {
      if (await make(deps, job)) made++;
    } catch (error) {
      // Claimed still: tried again when the claim runs out.
      deps.log.error('data export not made', { export: job.shortId, error });
    }
  }
  return { made };
}

/** Deletes the exports whose link has ended, with their archives. */
export async function pruneExports(deps: Deps) {
  const now = deps.clock.now();
  const ended = await deps.db
    .select()
    .from(dataExports)
    .where(
      or(
        lt(dataExports.expiresAt, now),
        and(eq(dataExports.state, 'failed'), lt(dataExports.createdAt, now - LINK_DAYS * DAY_MS)),
      ),
    );
  for (const row of ended) {
    if (row.storageKey) await deps.storage.delete(row.storageKey);
    await deps.db.delete(dataExports).where(eq(dataExports.id, row.id));
  }
  return { pruned: ended.length };
}

export const dataExportJobs: Job[] = [
  { name: 'data-exports', pattern: '*/15 * * * * *', run: (deps) => makeDueExports(deps) },
  { name: 'data-export-retention', pattern: '53 3 * * *', run: (deps) => pruneExports(deps) },
];
