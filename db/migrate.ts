// bun run db:migrate — applies the committed migrations (the server also does this on start).
import { loadConfig } from '../api/src/platform/config';
import { migrateDatabase, openDatabase } from './client';

const config = loadConfig(process.env);
const database = await openDatabase(config.database);
await migrateDatabase(database.db);
database.close();
console.log(`Migrated ${config.database.url}`);
