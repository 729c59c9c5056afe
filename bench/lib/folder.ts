// A data folder prepared before its server starts (bench scripts and the tests that start the real server): its
// database migrated, with the deps that seeding needs, and a person whose public page the visits open.
import { migrateDatabase, openDatabase } from '@db/client';
import { users } from '@db/schema';
import { ensureProfile } from '../../api/src/modules/profiles';
import { loadConfig } from '../../api/src/platform/config';
import { createDeps } from '../../api/src/platform/deps';
import { memoryLogger } from '../../api/src/platform/log';
import { BENCH_SECRET } from './server';

/** The folder's database, migrated, and deps over it; close the database when done. */
export async function openFolder(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, SECRET: BENCH_SECRET });
  const database = await openDatabase(config.database);
  await migrateDatabase(database.db);
  return { database, deps: createDeps(config, database, { log: memoryLogger() }) };
}

/** A verified person with a profile in the folder: the user's short id (their page /p/{id}) and the profile. */
export async function pageOwnerIn(
  dataDir: string,
  person: { shortId: string; username: string; fullName: string; lang: 'sv' | 'en' | 'fi' },
) {
  const { database, deps } = await openFolder(dataDir);
  try {
    const now = Date.now();
    const [user] = await database.db
      .insert(users)
      .values({
        ...person,
        email: `${person.username}@example.com`,
        isVerified: true,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const profile = await ensureProfile(deps, user);
    return { pageId: user.shortId, profileId: profile.id, profileShortId: profile.shortId };
  } finally {
    database.close();
  }
}
