import { join } from 'node:path';
import { openDatabase } from '@db/client';
import { sessions, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import { round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const RUNS = 2000;

async function microseconds(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await fn();
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await fn();
  return round(((performance.now() - started) / RUNS) * 1000, 0);
}

/**
 * What one read costs through libSQL and drizzle, in this process, on the server's database file:
 * the hot path of every signed-in request is one session ⋈ user query.
 */
export default defineScenario({
  name: 'database',
  description: `libSQL/drizzle read costs, ${RUNS} runs each`,
  async run(ctx) {
    const scenario = 'database';
    const [account] = await ctx.createAccounts(1, 'db');
    await ctx.login(account);
    const database = await openDatabase({ url: `file:${join(ctx.server.dataDir, 'dynacard.db')}` });
    try {
      const { db, client } = database;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      const one = await microseconds(() =>
        client.execute({ sql: 'select id from users where id = ?', args: [user.id] }),
      );
      const all = await microseconds(() =>
        client.execute({ sql: 'select * from users where id = ?', args: [user.id] }),
      );
      const drizzleUser = await microseconds(() => db.select().from(users).where(eq(users.id, user.id)));
      const join = await microseconds(() =>
        db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(sessions.id, session.id)),
      );
      return [
        { scenario, metric: 'client: select id from users', value: one, unit: 'µs' },
        { scenario, metric: 'client: select * from users', value: all, unit: 'µs', note: '26 columns' },
        { scenario, metric: 'drizzle: select() user by id', value: drizzleUser, unit: 'µs' },
        { scenario, metric: 'drizzle: session ⋈ user (auth)', value: join, unit: 'µs', note: 'per request' },
        {
          scenario,
          metric: 'select * ÷ select id',
          value: round(all / one, 1),
          unit: '×',
          note: 'cost grows with columns read',
        },
      ];
    } finally {
      database.close();
    }
  },
});
