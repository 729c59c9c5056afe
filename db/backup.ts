import { Database } from 'bun:sqlite';
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@libsql/client';

/** SPEC §9: backups kept. */
export const BACKUPS_KEPT = 14;
/** What a backup folder holds besides the uploads folder. */
export const BACKUP_DB = 'dynacard.db';
export const BACKUP_META = 'backup.json';

/** Where the data lives and where its backups go (see `backupPlan`). */
export type BackupPlan = {
  /** The live database file. */
  dbPath: string;
  /** DATA_DIR: `uploads/` and `secret.key` are taken from here. */
  dataDir: string;
  /** BACKUP_DIR, by default DATA_DIR/backups. */
  backupDir: string;
  /** False when uploads live in S3 (the bucket keeps them; see docs/operations.md). */
  localUploads: boolean;
};

export type BackupMeta = {
  name: string;
  startedAt: string;
  ms: number;
  databaseBytes: number;
  uploadsFiles: number;
  uploadsBytes: number;
  uploads: 'copied' | 's3';
  secretKey: boolean;
};

type Env = Record<string, string | undefined>;

/**
 * The backup plan of a configuration: only a local database file can be copied here. A Turso database (or an
 * embedded replica of one, whose primary lives there) is backed up by Turso itself.
 */
export function backupPlan(
  config: { dataDir: string; database: { url: string; syncUrl?: string }; s3?: unknown },
  env: Env,
): BackupPlan {
  const { url, syncUrl } = config.database;
  if (!url.startsWith('file:') || syncUrl) {
    throw new Error(
      'The database is not a local file (DATABASE_URL is remote or DATABASE_SYNC_URL makes it a replica): ' +
        "use Turso's own point-in-time restore (docs/operations.md).",
    );
  }
  return {
    dbPath: url.slice('file:'.length),
    dataDir: config.dataDir,
    backupDir: env.BACKUP_DIR || join(config.dataDir, 'backups'),
    localUploads: !config.s3,
  };
}

/** A backup's name: its UTC start time, sortable and safe in a file name (2026-11-23T02-30-00-000Z). */
export const backupName = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** Complete backups, oldest first (a backup is complete once its folder has its final name). */
export async function listBackups(backupDir: string): Promise<string[]> {
  const entries = await readdir(backupDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && /^\d{4}-\d\d-\d\dT[\d-]+Z$/.test(e.name))
    .map((e) => e.name)
    .sort();
}

/**
 * Takes a backup while the server keeps writing: `VACUUM INTO` copies the database inside one read
 * transaction (WAL lets writers go on), so the copy is the database as of one moment. The uploads folder and
 * `secret.key` are copied beside it. Everything is written under a temporary name and renamed when complete,
 * then the oldest backups beyond `keep` are removed.
 */
export async function takeBackup(
  plan: BackupPlan,
  now = new Date(),
  keep = BACKUPS_KEPT,
): Promise<BackupMeta> {
  const started = performance.now();
  const name = backupName(now);
  const partial = join(plan.backupDir, `.partial-${name}`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    // Uploads are copied before and after the database (the second pass adds only new files), so every file
    // the copy names is there unless it was both uploaded and deleted while the backup ran.
    const uploadsSource = join(plan.dataDir, 'uploads');
    const copyUploads = async (force: boolean) => {
      if (plan.localUploads && (await exists(uploadsSource))) {
        await cp(uploadsSource, join(partial, 'uploads'), { recursive: true, force, errorOnExist: false });
      }
    };
    await copyUploads(true);
    const client = createClient({ url: `file:${plan.dbPath}`, timeout: 5000 });
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [join(partial, BACKUP_DB)] });
    } finally {
      client.close();
    }
    await copyUploads(false);
    const uploads = { files: 0, bytes: 0 };
    if (await exists(join(partial, 'uploads')))
      Object.assign(uploads, await folderSize(join(partial, 'uploads')));
    const secretKey = await exists(join(plan.dataDir, 'secret.key'));
    if (secretKey) await cp(join(plan.dataDir, 'secret.key'), join(partial, 'secret.key'));
    const meta: BackupMeta = {
      name,
      startedAt: now.toISOString(),
      ms: Math.round(performance.now() - started),
      databaseBytes: (await stat(join(partial, BACKUP_DB))).size,
      uploadsFiles: uploads.files,
      uploadsBytes: uploads.bytes,
      uploads: plan.localUploads ? 'copied' : 's3',
      secretKey,
    };
    await writeFile(join(partial, BACKUP_META), `${JSON.stringify(meta, null, 2)}\n`);
    await rename(partial, join(plan.backupDir, name));
    await rotateBackups(plan.backupDir, keep);
    return meta;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes the oldest complete backups beyond `keep`; returns the names removed. */
export async function rotateBackups(backupDir: string, keep = BACKUPS_KEPT): Promise<string[]> {
  const all = await listBackups(backupDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await rm(join(backupDir, name), { recursive: true, force: true });
  return old;
}

/** `PRAGMA integrity_check` of a database file: 'ok', or what SQLite found wrong. */
export function integrityCheck(path: string): string {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.query('PRAGMA integrity_check').all() as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

export async function exists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function folderSize(root: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
