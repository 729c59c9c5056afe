import { Database } from 'bun:sqlite';
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOBS } from '../api/src/jobs';
import { loadConfig } from '../api/src/platform/config';
import type { Deps } from '../api/src/platform/deps';
import { type BackupPlan, backupName, backupPlan, integrityCheck, listBackups, takeBackup } from './backup';
import { migrateDatabase, openDatabase } from './client';
import { restoreBackup } from './restore';

const root = mkdtempSync(join(tmpdir(), 'dynacard-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A data folder with a migrated database, an uploaded file and a secret key. */
async function dataFolder(name: string): Promise<BackupPlan> {
  const dataDir = join(root, name);
  mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'avatars', 'a.webp'), 'picture');
  writeFileSync(join(dataDir, 'secret.key'), `secret-of-${name}`);
  const dbPath = join(dataDir, 'dynacard.db');
  const database = await openDatabase({ url: `file:${dbPath}` });
  await migrateDatabase(database.db);
  database.close();
  return { dbPath, dataDir, backupDir: join(dataDir, 'backups'), localUploads: true };
}

const counts = (dbPath: string) => {
  const db = new Database(dbPath, { readonly: true });
  const row = db
    .query(
      'select (select count(*) from users) users, (select count(*) from api_keys) keys, (select max(id) from users) maxId',
    )
    .get() as { users: number; keys: number; maxId: number };
  db.close();
  return row;
};

/** Starts the write load in another process; resolves once `atLeast` users are committed. */
function startLoad(dbPath: string) {
  const child = Bun.spawn(['bun', join(import.meta.dir, 'write-load.ts'), dbPath], {
    stdout: 'pipe',
    stderr: 'inherit',
  });
  let committed = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of child.stdout) {
      buffered += decoder.decode(chunk);
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (lines.length) committed = Number(lines.at(-1));
      for (const w of waiters.filter((w) => committed >= w.n)) w.resolve();
    }
  })();
  return {
    get committed() {
      return committed;
    },
    reach: (n: number) =>
      new Promise<void>((resolve) => (committed >= n ? resolve() : waiters.push({ n, resolve }))),
    stop: async () => {
      child.kill('SIGKILL');
      await child.exited;
    },
  };
}

describe('backups', () => {
  test('a backup taken during a write load restores whole: integrity ok, the rows as of the backup', async () => {
    const plan = await dataFolder('live');
    const load = startLoad(plan.dbPath);
    await load.reach(300);
    const before = load.committed;
    const meta = await takeBackup(plan);
    // Counted in the file itself: the load's printed count may lag behind its commits.
    const after = counts(plan.dbPath).users;
    await load.reach(after + 100); // writes went on after the copy
    // The server (here the load) still has the database open: restoring refuses and changes nothing.
    await expect(restoreBackup(plan, 'latest')).rejects.toThrow(/in use by another process/);
    await load.stop();
    const live = counts(plan.dbPath);
    expect(live.users).toBeGreaterThan(after);

    const restored = await restoreBackup(plan, meta.name);
    expect(restored.name).toBe(meta.name);
    expect(integrityCheck(plan.dbPath)).toBe('ok');
    const copy = counts(plan.dbPath);
    // Everything committed before the backup started is there, nothing after it ended; one moment's state:
    // every user with their key, numbered without a gap.
    expect(copy.users).toBeGreaterThanOrEqual(before);
    expect(copy.users).toBeLessThanOrEqual(after);
    expect(copy.keys).toBe(copy.users);
    expect(copy.maxId).toBe(copy.users);
    expect(await Bun.file(join(plan.dataDir, 'uploads', 'avatars', 'a.webp')).text()).toBe('picture');
    // The replaced database is kept aside, with every row of the load.
    expect(counts(join(restored.replacedTo!, 'dynacard.db')).users).toBe(live.users);
    expect(meta.uploadsFiles).toBe(1);
  });

  test('keeps the 14 newest backups and removes the older ones', async () => {
    const plan = await dataFolder('rotate');
    const start = Date.UTC(2026, 0, 1, 2, 30);
    for (let day = 0; day < 16; day++) await takeBackup(plan, new Date(start + day * 86_400_000));
    const kept = await listBackups(plan.backupDir);
    expect(kept).toHaveLength(14);
    expect(kept[0]).toBe(backupName(new Date(start + 2 * 86_400_000)));
    expect(readdirSync(plan.backupDir).filter((n) => n.startsWith('.partial'))).toEqual([]);
  });

  test('a damaged backup is refused before anything is swapped; an unknown name lists the backups', async () => {
    const plan = await dataFolder('damaged');
    const { name } = await takeBackup(plan);
    const file = join(plan.backupDir, name, 'dynacard.db');
    const bytes = new Uint8Array(await Bun.file(file).arrayBuffer());
    bytes.fill(0x5a, 4096 * 2, 4096 * 6); // pages of tables and indexes overwritten
    writeFileSync(file, bytes);
    const schemaOf = () => {
      const db = new Database(plan.dbPath, { readonly: true });
      const rows = db.query('select name from sqlite_master order by name').all();
      db.close();
      return rows;
    };
    const liveBefore = schemaOf();
    await expect(restoreBackup(plan, name)).rejects.toThrow(/integrity check|malformed|not a database/);
    expect(schemaOf()).toEqual(liveBefore);
    expect(schemaOf().length).toBeGreaterThan(20);
    expect(readdirSync(plan.dataDir)).not.toContain('replaced');
    expect(readdirSync(plan.dataDir).filter((n) => n.endsWith('.restoring'))).toEqual([]);
    await expect(restoreBackup(plan, 'nope')).rejects.toThrow(`Backups: ${name}`);
  });

  test('the nightly job takes one in a child process; a remote database is refused', async () => {
    const plan = await dataFolder('job');
    const job = JOBS.find((j) => j.name === 'backup')!;
    expect(job.pattern).toBe('30 2 * * *');
    const deps = { config: loadConfig({ DATA_DIR: plan.dataDir, SECRET: 'x' }) } as Deps;
    const meta = (await job.run(deps)) as { name: string; uploads: string };
    expect(meta.uploads).toBe('copied');
    expect(await listBackups(plan.backupDir)).toEqual([meta.name]);
    expect(integrityCheck(join(plan.backupDir, meta.name, 'dynacard.db'))).toBe('ok');
    const turso = loadConfig({ DATA_DIR: plan.dataDir, DATABASE_URL: 'libsql://db.turso.io', SECRET: 'x' });
    expect(() => backupPlan(turso, {})).toThrow(/point-in-time/);
    expect(
      backupPlan(loadConfig({ DATA_DIR: plan.dataDir, SECRET: 'x' }), { BACKUP_DIR: '/b' }).backupDir,
    ).toBe('/b');
  });
});
