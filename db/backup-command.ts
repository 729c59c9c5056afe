// bun run db:backup — an online backup of the database, uploads and secret.key into BACKUP_DIR
// (default DATA_DIR/backups), named by its UTC time; the oldest beyond 14 are removed. Safe while the server runs.
import { loadConfig } from '../api/src/platform/config';
import { backupPlan, takeBackup } from './backup';

try {
  const plan = backupPlan(loadConfig(process.env), process.env);
  const meta = await takeBackup(plan);
  console.log(JSON.stringify(meta));
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
