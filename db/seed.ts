// bun run db:seed — a living demo: an administrator, a subscriber and a free user ready to log in, with
// companies (logos, covers, colleagues), filled profiles with pictures, saved contacts and leads (db/demo/).
// Idempotent: a second run brings the same accounts and data back to their demo state (and resets the
// passwords and 2FA). Uses the server's configuration, so DATA_DIR and DATABASE_URL point it at the same data.

import { users } from '@db/schema';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { ensureProfile } from '../api/src/modules/profiles';
import { loadConfig } from '../api/src/platform/config';
import { shortId } from '../api/src/platform/crypto';
import { createDeps, type Deps } from '../api/src/platform/deps';
import { hashPassword } from '../api/src/platform/passwords';
import { servedAddress } from '../api/src/platform/served-address';
import { migrateDatabase, openDatabase } from './client';
import { seedCompanies } from './demo/companies';
import { DEMO_ACCOUNTS, type DemoAccount, VIEW_SCALE } from './demo/content/accounts';
import { seedCrm } from './demo/crm';
import { seedDesigns } from './demo/designs';
import { seedDynatags } from './demo/dynatags';
import { seedLayouts } from './demo/layouts';
import { seedLeadForms } from './demo/lead-forms';
import { seedOrders } from './demo/orders';
import { seedOwnLinks } from './demo/own-links';
import { seedContacts, seedLeads, seedPictures, seedProfiles } from './demo/people';
import { seedProvisioning } from './demo/provisioning';
import { seedQrStyles } from './demo/qr-styles';
import { seedReports } from './demo/reports';
import { DEMO_EVENT, seedScannedLeads } from './demo/scanned-leads';
import { seedSplitTest } from './demo/split-test';
import { seedStarterTags } from './demo/starters';
import { seedSubscriptionRequest, seedSubscriptions } from './demo/subscriptions';
import { seedSunTaps } from './demo/sun-taps';
import { seedTagForm } from './demo/tag-form';
import { seedTagModules } from './demo/tag-modules';
import { seedTagRules } from './demo/tag-rules';
import { seedVideos } from './demo/videos';
import { seedViews } from './demo/views';
import { seedWalletPasses } from './demo/wallet';
import { clearDemoWebhooks, seedWebhooks } from './demo/webhooks';

export { DEMO_ACCOUNTS, type DemoAccount } from './demo/content/accounts';

/** One argon2 hash per distinct password: the colleagues share theirs, and hashing is the slow part. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

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
    passwordHash: await hashOf(account.password),
    ...(account.lang ? { lang: account.lang } : {}),
    isVerified: true,
    termsAcceptedAt: now,
    otpSecret: null,
    otpPendingSecret: null,
    otpEnabled: false,
    otpLastStep: 0,
    // Subscriber rights while the demo companies are written (custom links need them); seedSubscriptions then
    // gives a paid plan a real subscription, writing the subscription fields, and takes this grant away.
    subscriptionPrivileges: subscriber,
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

/** What the demo holds after a run, for the printout and the tests. */
export type DemoSummary = {
  companies: number;
  profiles: number;
  contacts: number;
  leads: number;
  /** Captured at the demo company's fair (issue 31). */
  scannedLeads: number;
  dynatags: number;
  orders: number;
  /** The delivery log of the ordering company's webhook endpoint. */
  webhookDeliveries: number;
};

/** The accounts, then the world around them: companies, pictures, profiles, contacts, leads, orders, invoices. */
export async function seed(deps: Deps, accounts = DEMO_ACCOUNTS) {
  await Promise.all(accounts.map((a) => hashOf(a.password)));
  const results: { account: DemoAccount; action: 'created' | 'updated' }[] = [];
  for (const account of accounts) results.push({ account, action: await upsertAccount(deps, account) });
  const rows = await deps.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((a) => a.email),
      ),
    );
  const byUsername = new Map(rows.map((u) => [u.username, u]));
  const userOf = (username: string) => {
    const user = byUsername.get(username);
    if (!user) throw new Error(`the demo refers to an account that is not seeded: ${username}`);
    return user;
  };
  const companyByName = await seedCompanies(deps, userOf);
  // Paid by a demo company with billing info, as the dashboard does it; before the profiles a subscriber may have.
  // The demo endpoint is made last: events of the seed itself are not queued for it.
  await clearDemoWebhooks(deps, companyByName);
  await seedSubscriptions(deps, accounts, userOf);
  await seedSubscriptionRequest(deps, userOf, companyByName);
  const summary: DemoSummary = {
    companies: companyByName.size,
    profiles: 0,
    contacts: 0,
    leads: 0,
    scannedLeads: 0,
    dynatags: await seedDynatags(deps, userOf, companyByName),
    orders: await seedOrders(deps, userOf, companyByName),
    webhookDeliveries: 0,
  };
  await seedStarterTags(deps, userOf, companyByName);
  await seedQrStyles(deps, companyByName);
  await seedDesigns(deps, companyByName);
  summary.dynatags += await seedTagModules(deps, userOf, companyByName);
  summary.dynatags += await seedTagForm(deps, userOf, companyByName);
  await seedSplitTest(deps, companyByName);
  summary.dynatags += await seedTagRules(deps, userOf, companyByName);
  for (const user of rows) {
    await seedPictures(deps, user);
    summary.profiles += await seedProfiles(deps, user, companyByName);
    const scale = VIEW_SCALE[user.username];
    if (scale) await seedViews(deps, { type: 'profile', id: (await ensureProfile(deps, user)).id }, scale);
  }
  await seedLayouts(deps, userOf);
  await seedOwnLinks(deps, rows);
  summary.contacts = await seedContacts(deps, userOf);
  summary.leads = await seedLeads(deps, userOf('subscriber'), companyByName.get('Nordvik Bygg AB'));
  summary.scannedLeads = await seedScannedLeads(deps, userOf, companyByName);
  summary.leads += await seedLeadForms(deps, userOf('subscriber'), companyByName.get('Nordvik Bygg AB'));
  // Nordvik's HubSpot connection: two scanned cards of its fair, one synced, one refused with its reason.
  summary.leads += await seedCrm(deps, companyByName, userOf('subscriber'));
  await seedVideos(deps, userOf, companyByName);
  await seedSunTaps(deps, companyByName);
  await seedWalletPasses(deps, userOf('subscriber'));
  await seedReports(deps, userOf('subscriber'), companyByName);
  summary.webhookDeliveries = await seedWebhooks(deps, companyByName);
  await seedProvisioning(deps, companyByName);
  return { results, summary };
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
  const { results, summary } = await seed(createDeps(config, database));
  database.close();
  console.log(`\nSeeded ${config.database.url}\n`);
  console.log(
    `  ${results.length} people with pictures, ${summary.companies} companies with logos and colleagues, ` +
      `${summary.profiles} profiles, ${summary.contacts} saved contacts, ${summary.leads} leads for the subscriber, ` +
      `${summary.scannedLeads} leads scanned at Nordvik's event ${DEMO_EVENT}, ` +
      `${summary.dynatags} dynatags, ${summary.orders} card orders (the shipped one invoiced), ` +
      `a webhook endpoint with ${summary.webhookDeliveries} logged deliveries, report mails on for the subscriber (weekly) and Nordvik (monthly)\n`,
  );
  printTable([
    ['login (email)', 'username', 'password', 'role', 'plan', 'seed'],
    ...results.map(({ account: a, action }) => [a.email, a.username, a.password, a.role, a.plan, action]),
  ]);
  // The running server's address when one serves this data folder (started with its own PORT or PUBLIC_URL),
  // else the one the server would have with this environment.
  const address = servedAddress(config.dataDir) ?? config.publicUrl;
  console.log(
    `\nLog in at ${address} with the email or the username. Run the seed again to reset the demo.\n`,
  );
  console.log(
    `Colleagues to import into Nordvik Bygg AB (Manage colleagues → Import from spreadsheet): ${address}/examples/colleagues.csv\n`,
  );
}
