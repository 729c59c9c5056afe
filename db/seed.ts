// bun run db:seed — a small demo world: an administrator, a subscriber and a free user, ready to log in.
// Idempotent: a second run updates the same three accounts (and resets their passwords and 2FA).
// Uses the server's configuration, so DATA_DIR and DATABASE_URL point it at the same database.

import { type User, users } from '@db/schema';
import { eq, or, sql } from 'drizzle-orm';
import { loadConfig } from '../api/src/platform/config';
import { shortId } from '../api/src/platform/crypto';
import { createDeps, type Deps } from '../api/src/platform/deps';
import { hashPassword } from '../api/src/platform/passwords';
import { migrateDatabase, openDatabase } from './client';

export type DemoAccount = {
  email: string;
  username: string;
  password: string;
  fullName: string;
  description: string;
  role: User['role'];
  plan: 'free' | 'monthly';
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@dynacard.local',
    username: 'admin',
    password: 'dynacard-admin',
    fullName: 'Astrid Lindqvist',
    description: 'Runs the Dynacard service: orders, coupons and customer support.',
    role: 'administrator',
    plan: 'free',
  },
  {
    email: 'subscriber@dynacard.local',
    username: 'subscriber',
    password: 'dynacard-subscriber',
    fullName: 'Erik Johansson',
    description: 'Sales manager at Nordvik Bygg AB; shares his card at every site visit.',
    role: 'user',
    plan: 'monthly',
  },
  {
    email: 'free@dynacard.local',
    username: 'free',
    password: 'dynacard-free',
    fullName: 'Maja Virtanen',
    description: 'Freelance illustrator in Helsinki, trying Dynacard on the free plan.',
    role: 'user',
    plan: 'free',
  },
];

/** The row an account should have after seeding, apart from ids and creation time. */
async function desiredRow(account: DemoAccount, now: number) {
  const subscriber = account.plan !== 'free';
  return {
    role: account.role,
    status: 'active' as const,
    email: account.email,
    username: account.username,
    fullName: account.fullName,
    description: account.description,
    passwordHash: await hashPassword(account.password),
    isVerified: true,
    termsAcceptedAt: now,
    otpSecret: null,
    otpPendingSecret: null,
    otpEnabled: false,
    otpLastStep: 0,
    subscriptionPrivileges: subscriber,
    activeSubscription: subscriber ? ('monthly' as const) : null,
    subscriptionProvider: subscriber ? 'seed' : null,
    subscriptionExpiresAt: null,
    updatedAt: now,
  };
}

/** Creates the account, or brings the existing one (same email or username) back to its demo state. */
export async function upsertAccount(deps: Deps, account: DemoAccount): Promise<'created' | 'updated'> {
  const now = deps.clock.now();
  const matches = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(eq(users.email, account.email), eq(sql`lower(${users.username})`, account.username)));
  if (matches.length > 1) {
    throw new Error(
      `Cannot seed ${account.email}: its email and its username "${account.username}" belong to different accounts (${matches.map((m) => m.email).join(', ')}).`,
    );
  }
  const row = await desiredRow(account, now);
  if (matches.length === 1) {
    await deps.db.update(users).set(row).where(eq(users.id, matches[0].id));
    return 'updated';
  }
  await deps.db.insert(users).values({ ...row, shortId: shortId(), createdAt: now });
  return 'created';
}

export async function seed(deps: Deps, accounts = DEMO_ACCOUNTS) {
  const results: { account: DemoAccount; action: 'created' | 'updated' }[] = [];
  for (const account of accounts) results.push({ account, action: await upsertAccount(deps, account) });
  return results;
}

function printTable(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `  ${r.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd();
  console.log(line(rows[0]));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows.slice(1)) console.log(line(r));
}

if (import.meta.main) {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  await migrateDatabase(database.db);
  const results = await seed(createDeps(config, database));
  database.close();
  console.log(`\nSeeded ${config.database.url}\n`);
  printTable([
    ['login (email)', 'username', 'password', 'role', 'plan', 'seed'],
    ...results.map(({ account: a, action }) => [a.email, a.username, a.password, a.role, a.plan, action]),
  ]);
  console.log(
    `\nLog in at ${config.publicUrl} with the email or the username. Run the seed again to reset them.\n`,
  );
}
