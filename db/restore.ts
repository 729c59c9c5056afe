import { Database } from 'bun:sqlite';
import { chmod, copyFile, cp, mkdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BACKUP_DB, type BackupPlan, backupName, exists, integrityCheck, listBackups } from './backup';

export type RestoreResult = { name: string; replacedTo: string | null };

/**
 * Restores backup `which` (a name from `listBackups`, or 'latest') into the plan's data folder. Stops when
 * another process has the database open (the server), when the backup is missing, or when its copy fails
 * `PRAGMA integrity_check`. What it replaces (database with its WAL, uploads, secret.key) is moved to
 * DATA_DIR/replaced/<time>/ rather than deleted.
 */
export async function restoreBackup(
  plan: BackupPlan,
  which = 'latest',
  now = new Date(),
): Promise<RestoreResult> {
  const all = await listBackups(plan.backupDir);
  const name = which === 'latest' ? all.at(-1) : all.find((n) => n === which);
  if (!name) {
    throw new Error(
      all.length
        ? `No backup named "${which}" in ${plan.backupDir}. Backups: ${all.join(', ')}`
        : `No backups in ${plan.backupDir}.`,
    );
  }
  if (await exists(plan.dbPath)) assertNotInUse(plan.dbPath);
  const source = join(plan.backupDir, name);

  // The copy is checked where it will live, before anything is swapped.
  const incoming = `${plan.dbPath}.restoring`;
  await copyFile(join(source, BACKUP_DB), incoming);
  let integrity: string;
  try {
    integrity = integrityCheck(incoming);
  } catch (error) {
    integrity = error instanceof Error ? error.message : String(error);
  }
  if (integrity !== 'ok') {
    await rm(incoming, { force: true });
    throw new Error(`Backup ${name} failed the integrity check (${integrity}); nothing was changed.`);
  }

  const aside = join(plan.dataDir, 'replaced', backupName(now));
  let moved = false;
  const moveAside = async (path: string) => {
    if (!(await exists(path))) return;
    await mkdir(aside, { recursive: true });
    await rename(path, join(aside, basename(path)));
    moved = true;
  };
  for (const suffix of ['', '-wal', '-shm']) await moveAside(`${plan.dbPath}${suffix}`);
  await rename(incoming, plan.dbPath);

  if (plan.localUploads && (await exists(join(source, 'uploads')))) {
    await moveAside(join(plan.dataDir, 'uploads'));
    await cp(join(source, 'uploads'), join(plan.dataDir, 'uploads'), { recursive: true });
  }
  if (await exists(join(source, 'secret.key'))) {
    await moveAside(join(plan.dataDir, 'secret.key'));
    await copyFile(join(source, 'secret.key'), join(plan.dataDir, 'secret.key'));
    await chmod(join(plan.dataDir, 'secret.key'), 0o600);
  }
  return { name, replacedTo: moved ? aside : null };
}

/**
 * Another process with the database open (the server holds it in WAL mode) keeps a shared lock on the file:
 * an exclusive lock with no waiting then fails at once.
 */
export function inUseByAnotherProcess(dbPath: string): boolean {
  const db = new Database(dbPath);
  try {
    db.exec('PRAGMA busy_timeout=0');
    db.exec('PRAGMA locking_mode=EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

export function assertNotInUse(dbPath: string) {
  if (inUseByAnotherProcess(dbPath))
    throw new Error(
      `The database ${dbPath} is in use by another process: is the server running on this DATA_DIR? ` +
        'Stop it, then restore.',
    );
}
