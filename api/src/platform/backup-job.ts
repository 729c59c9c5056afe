import { join } from 'node:path';
import type { Deps } from './deps';

const COMMAND = join(import.meta.dir, '../../../db/backup-command.ts');

/**
 * The nightly backup (db/backup.ts) in a child process: `VACUUM INTO` runs synchronously in the local driver,
 * so in this process it would hold up every request while it copies. The child reads the same data folder and
 * database; a remote (Turso) database is refused there and logged as a failed job.
 */
export async function runBackup(deps: Deps) {
  const { dataDir, database } = deps.config;
  const child = Bun.spawn([process.execPath, COMMAND], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(err.trim() || `backup exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}
