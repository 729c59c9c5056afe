// A write load for db/backup.test.ts: `bun db/write-load.ts <database file>` inserts, one transaction at a
// time until killed, a user and an API key of that user, and prints the number of users committed after each
// commit. A consistent copy of the database therefore has as many keys as users, numbered 1..n without a gap.
import { apiKeys, users } from '@db/schema';
import { openDatabase } from './client';

const database = await openDatabase({ url: `file:${process.argv[2]}` });
for (let n = 1; ; n++) {
  await database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        shortId: `load${n}`,
        email: `load-${n}@example.com`,
        username: `load_${n}`,
        fullName: `Load ${n}`,
        createdAt: n,
        updatedAt: n,
      })
      .returning({ id: users.id });
    await tx.insert(apiKeys).values({
      shortId: `key${n}`,
      userId: user.id,
      name: `Key ${n}`,
      keyHash: `hash${n}`,
      prefix: 'dc_',
      createdAt: n,
    });
  });
  process.stdout.write(`${n}\n`);
}
