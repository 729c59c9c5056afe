// bun run db:restore [name|latest] — restores a backup from BACKUP_DIR into DATA_DIR (the server must be
// stopped); what it replaces is kept in DATA_DIR/replaced/<time>/. Without an argument, lists the backups.
import { loadConfig } from '../api/src/platform/config';
import { backupPlan, listBackups } from './backup';
import { restoreBackup } from './restore';

try {
  const plan = backupPlan(loadConfig(process.env), process.env);
  const which = process.argv[2];
  if (!which) {
    const all = await listBackups(plan.backupDir);
    console.log(all.length ? all.join('\n') : `No backups in ${plan.backupDir}.`);
    console.log('\nRestore one with: bun run db:restore <name|latest>');
  } else {
    const { name, replacedTo } = await restoreBackup(plan, which);
    console.log(`Restored ${name} into ${plan.dataDir}.`);
    if (replacedTo) console.log(`The replaced data is kept in ${replacedTo}.`);
  }
} catch (error) {
  console.error(`Restore stopped: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
