// `bun run db:seed` as a newcomer runs it: the demo logins work, and what they see is filled (companies with
// logos and covers, colleagues, profiles showing companies, pictures, saved contacts, leads). A second run,
// after the demo was changed, gives the same demo back.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  companies,
  contacts,
  dynatags,
  files,
  leads,
  memberships,
  profileCompanies,
  profiles,
  subscriptionRequests,
  subscriptions,
  usageChanges,
  users,
  viewDays,
  walletRegistrations,
} from '@db/schema';
import type { AnalyticsOverviewData } from '@shared/schemas/analytics';
import type { LeadForm } from '@shared/schemas/lead-form';
import type { CompanySubscriptions, InvoiceDetail, MySubscription } from '@shared/types/billing';
import type { DynatagDetail, DynatagList } from '@shared/types/dynatags';
import type { LeadEventItem, LeadPage } from '@shared/types/leads';
import type { FleetCard, OrderDetail, OrderSummary } from '@shared/types/orders';
import type { Static } from '@sinclair/typebox';
import { and, asc, eq, ne } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { createApp, createHandler } from '../api/src/app';
import { dropUnseenRegistrations } from '../api/src/modules/wallet/registrations';
import { loadConfig } from '../api/src/platform/config';
import { createDeps, type Deps } from '../api/src/platform/deps';
import type { Envelope } from '../api/src/platform/envelope';
import { memoryLogger } from '../api/src/platform/log';
import { type Database, openDatabase } from './client';

type AnalyticsOverview = Static<typeof AnalyticsOverviewData>;

import { DEMO_CONTACTS } from './demo/content/accounts';
import { DEMO_COMPANIES } from './demo/content/companies';
import { DEMO_LEADS } from './demo/content/leads';
import { DEMO_CRM_LEADS } from './demo/crm';
import { DEMO_FORM_LEADS, DEMO_LEAD_FORM } from './demo/lead-forms';
import { DEMO_EVENT, DEMO_SCANS } from './demo/scanned-leads';
import { DEMO_TAG_FORM_LEADS } from './demo/tag-form';
import { DEMO_DEVICE } from './demo/wallet';
import { DEMO_ACCOUNTS } from './seed';

const ROOT = join(import.meta.dir, '..');
const SECRET = 'seed-test-secret';
let dir: string;
let database: Database;
let deps: Deps;
let handle: (request: Request) => Promise<Response> | Response;
const outputs: string[] = [];
let firstRun: Awaited<ReturnType<typeof snapshot>>;

/** Runs `bun db/seed.ts` as `bun run db:seed` would, against the temp data folder only. */
async function runSeed(extra: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  for (const k of [
    'DATABASE_URL',
    'DATABASE_AUTH_TOKEN',
    'DATABASE_SYNC_URL',
    'SMTP_URL',
    'PORT',
    'PUBLIC_URL',
  ])
    delete env[k];
  Object.assign(env, extra);
  const child = Bun.spawn(['bun', 'db/seed.ts'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dir, SECRET },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`seed exited with ${code}: ${err}`);
  outputs.push(out);
}

const usersByEmail = async (email: string) => deps.db.select().from(users).where(eq(users.email, email));

/** The files under DATA_DIR/uploads. */
function uploads(folder = join(dir, 'uploads')): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? uploads(path) : [path];
  });
}

/** The demo as data, without storage keys and times (which a run renews). */
async function snapshot() {
  const db = deps.db;
  const people = await db.select().from(users).orderBy(asc(users.id));
  const nameOf = new Map(people.map((u) => [u.id, u.username]));
  const firms = await db.select().from(companies).orderBy(asc(companies.id));
  const firmOf = new Map(firms.map((c) => [c.id, c.name]));
  const members = await db.select().from(memberships).orderBy(asc(memberships.id));
  const shown = await db.select().from(profileCompanies);
  const memberOf = new Map(members.map((m) => [m.id, `${nameOf.get(m.userId)}@${firmOf.get(m.companyId)}`]));
  const cards = await db.select().from(profiles).orderBy(asc(profiles.id));
  return {
    users: people.map((u) => [
      u.shortId,
      u.username,
      u.fullName,
      u.role,
      u.avatarKey !== null,
      u.coverKey !== null,
    ]),
    companies: firms.map(({ id, logoKey, coverKey, createdAt, updatedAt, ...c }) => ({
      ...c,
      logo: logoKey !== null,
      cover: coverKey !== null,
    })),
    memberships: members.map(({ id, shortId, invitedAt, joinedAt, updatedAt, ...m }) => m),
    profiles: cards.map((p) => ({
      shortId: p.shortId,
      user: nameOf.get(p.userId),
      label: p.label,
      phone: p.phone,
      email: p.email,
      isActive: p.isActive,
      shows: shown
        .filter((s) => s.profileId === p.id)
        .sort((a, b) => a.position - b.position)
        .map((s) => memberOf.get(s.membershipId)),
    })),
    contacts: (await db.select().from(contacts)).map((c) => [nameOf.get(c.userId), c.profileId]).sort(),
    leads: (await db.select().from(leads).orderBy(asc(leads.id))).map(
      ({ id, createdAt, readAt, updatedAt, consentAt, ...l }) => ({ ...l, isRead: readAt !== null }),
    ),
    dynatags: (await db.select().from(dynatags).orderBy(asc(dynatags.id))).map((d) => [
      d.shortId,
      d.name,
      d.label,
      d.version,
      d.passcode,
      d.geoDistance,
      d.modules.map((m) => m.type),
    ]),
    files: (await db.select().from(files)).map((f) => `${f.kind}:${f.name}`).sort(),
    // The current ones (what the demo is); ended ones are history for billing.
    subscriptions: (
      await db
        .select()
        .from(subscriptions)
        .where(ne(subscriptions.status, 'expired'))
        .orderBy(asc(subscriptions.id))
    ).map((s) => [s.shortId, nameOf.get(s.userId!), s.plan, s.status, s.provider, s.companyName, s.endsAt]),
    requests: (
      await db.select().from(subscriptionRequests).where(eq(subscriptionRequests.state, 'pending'))
    ).map((r) => [nameOf.get(r.userId), firmOf.get(r.companyId), r.plan]),
    uploads: uploads().length,
  };
}

/** A signed-in API client for a demo login. */
async function signIn(login: string, password: string, ip: string) {
  const response = await handle(
    new Request('http://localhost/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ login, password }),
    }),
  );
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    status: response.status,
    body: (await response.json()) as Envelope<{ email: string; role: string; isVerified: boolean }>,
    cookie: response.headers.getSetCookie(),
    get: async <T>(path: string) => {
      const res = await handle(
        new Request(`http://localhost${path}`, { headers: { cookie, 'x-forwarded-for': ip } }),
      );
      return {
        status: res.status,
        headers: res.headers,
        body: (await res
          .clone()
          .json()
          .catch(() => null)) as Envelope<T>,
      };
    },
    post: async <T>(path: string, body: unknown) => {
      const json = !(body instanceof FormData);
      const res = await handle(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { cookie, 'x-forwarded-for': ip, ...(json ? { 'content-type': 'application/json' } : {}) },
          body: json ? JSON.stringify(body) : body,
        }),
      );
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    },
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynacard-seed-'));
  // Run as in a terminal of its own: the port the server would take from this environment.
  await runSeed({ PORT: '4567' });
  const config = loadConfig({ DATA_DIR: dir, SECRET, PUBLIC_URL: 'http://localhost', TRUST_PROXY: 'true' });
  database = await openDatabase(config.database);
  deps = createDeps(config, database, { log: memoryLogger() });
  handle = createHandler(createApp(deps), deps);
  firstRun = await snapshot();
  // Someone used the demo between runs: the second run must bring it back, not add to it.
  await deps.db
    .update(users)
    .set({ role: 'user', passwordHash: 'x', isVerified: false, fullName: 'Changed' })
    .where(eq(users.email, 'admin@dynacard.local'));
  await deps.db.update(memberships).set({ jobTitle: 'Changed', hideCompany: true });
  await deps.db.update(companies).set({ color: '#000000', phone: '' });
  await deps.db.delete(contacts);
  await deps.db.update(dynatags).set({ label: 'Changed', version: 7, modules: [], passcode: 'x' });
  await deps.db.update(leads).set({ readAt: 1, note: 'changed' });
  await deps.db
    .update(profiles)
    .set({ phone: '', label: 'Changed label' })
    .where(eq(profiles.isActive, false));
  // The subscriber cancelled, and the free user got a subscription through her studio.
  await deps.db.update(subscriptions).set({ status: 'cancelled', cancelledAt: 1, endsAt: 2 });
  const [free] = await usersByEmail('free@dynacard.local');
  const [studio] = await deps.db.select().from(companies).where(eq(companies.name, 'Virtanen Illustration'));
  await deps.db.insert(subscriptions).values({
    shortId: 'free-sub',
    userId: free.id,
    userName: free.fullName,
    userEmail: free.email,
    companyId: studio.id,
    companyName: studio.name,
    plan: 'monthly',
    startedAt: 1,
    createdAt: 1,
    updatedAt: 1,
  });
  await deps.db.update(users).set({ activeSubscription: 'monthly' }).where(eq(users.id, free.id));
  // A server serves this data folder at its own address (started in another terminal with PORT=3111): it left
  // its address there, and this process stands in for it being alive.
  writeFileSync(join(dir, 'served.json'), JSON.stringify({ url: 'http://localhost:3111', pid: process.pid }));
  await runSeed();
}, 120_000);

afterAll(() => {
  database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('db:seed', () => {
  test('creates on the first run and updates on the second, printing the logins', () => {
    expect(outputs[0]).toContain('created');
    expect(outputs[1]).toContain('updated');
    expect(outputs[1]).not.toContain('created');
    for (const a of DEMO_ACCOUNTS) {
      expect(outputs[1]).toContain(a.email);
      expect(outputs[1]).toContain(a.password);
    }
  });

  test('prints the address the server is reached at: from PORT, or the running server’s own', () => {
    expect(outputs[0]).toContain('Log in at http://localhost:4567 with the email or the username.');
    expect(outputs[1]).toContain('Log in at http://localhost:3111 with the email or the username.');
  });

  test('the second run, after the demo was changed, gives the same demo back (no more, no less)', async () => {
    expect(await snapshot()).toEqual(firstRun);
  });

  test('each account exists once, verified and active, with its role and plan', async () => {
    const all = await deps.db.select().from(users);
    expect(all).toHaveLength(DEMO_ACCOUNTS.length);
    const [admin] = await usersByEmail('admin@dynacard.local');
    const [subscriber] = await usersByEmail('subscriber@dynacard.local');
    const [free] = await usersByEmail('free@dynacard.local');
    expect(admin).toMatchObject({ username: 'admin', role: 'administrator', fullName: 'Astrid Lindqvist' });
    expect(subscriber).toMatchObject({
      username: 'subscriber',
      role: 'user',
      subscriptionPrivileges: false,
      activeSubscription: 'monthly',
      subscriptionProvider: 'invoice',
      subscriptionExpiresAt: null,
    });
    expect(free).toMatchObject({
      username: 'free',
      role: 'user',
      subscriptionPrivileges: false,
      activeSubscription: null,
      subscriptionProvider: null,
    });
    // Real subscription rows: the subscriber's paid by his company with billing info (the same row again after
    // it was cancelled between runs); the one the free user took on between runs ended.
    const rows = await deps.db.select().from(subscriptions).orderBy(asc(subscriptions.id));
    expect(rows.map((s) => [s.userId, s.plan, s.status, s.provider, s.companyName, s.endsAt])).toEqual([
      [subscriber.id, 'monthly', 'active', 'invoice', 'Nordvik Bygg AB', null],
      [free.id, 'monthly', 'expired', 'invoice', 'Virtanen Illustration', rows[1].expiredAt],
    ]);
    for (const u of all) {
      expect(u).toMatchObject({ isVerified: true, status: 'active', otpEnabled: false });
      expect(u.description.length).toBeGreaterThan(10);
      expect(u.avatarKey).not.toBeNull();
    }
  });

  test('each account logs in through the API with its printed password', async () => {
    let n = 0;
    for (const a of DEMO_ACCOUNTS) {
      for (const login of [a.email, a.username]) {
        const session = await signIn(login, a.password, `10.9.0.${++n}`);
        expect(session.status).toBe(200);
        expect(session.body.data).toMatchObject({ email: a.email, role: a.role, isVerified: true });
        expect(session.cookie.some((c) => c.startsWith('dc_access='))).toBe(true);
      }
    }
  });
});

type CompanyItem = {
  shortId: string;
  name: string;
  logo: boolean;
  logoPath: string;
  cover: boolean;
  role: string;
};
type ProfileItem = {
  shortId: string;
  label: string;
  isActive: boolean;
  avatar: boolean;
  companies: { name: string }[];
};

describe('what the subscriber sees after logging in', () => {
  test('companies with logos and covers, the owned one with colleagues and billing info', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.1');
    const list = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data;
    expect(list.map((c) => [c.name, c.role]).sort()).toEqual([
      ['Nordvik Bygg AB', 'owner'],
      ['Västkust Fastigheter AB', 'colleague'],
    ]);
    for (const c of list) expect(c.logo).toBe(true);
    const nordvik = list.find((c) => c.name === 'Nordvik Bygg AB')!;
    expect(nordvik).toMatchObject({ cover: true, billing: { orgNumber: '556677-8899' } });
    const logo = await handle(new Request(`http://localhost${nordvik.logoPath}`));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/webp');
    expect((await logo.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const colleagues = (
      await erik.get<{ state: string; jobTitle: string; user: { fullName: string } }[]>(
        `/api/v1/companies/${nordvik.shortId}/colleagues`,
      )
    ).body.data;
    const mates = colleagues.filter((c) => c.state === 'colleague');
    expect(mates.map((c) => c.user.fullName).sort()).toEqual(['Lina Berg', 'Omar Haddad']);
    for (const c of mates) expect(c.jobTitle.length).toBeGreaterThan(3);
  });

  test('Lina has asked Nordvik to pay her subscription: the owner sees the request, nothing is billed', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.7');
    const owned = (await erik.get<CompanySubscriptions[]>('/api/v1/subscriptions/companies')).body.data;
    const nordvik = owned.find((c) => c.company.name === 'Nordvik Bygg AB')!;
    expect(nordvik.requests.map((r) => [r.user.fullName, r.plan])).toEqual([['Lina Berg', 'monthly']]);
    expect(nordvik.subscriptions.map((s) => s.subscriber.fullName)).toEqual(['Erik Johansson']);
    const lina = await signIn('lina', 'dynacard-colleague', '10.9.1.8');
    const mine = (await lina.get<MySubscription>('/api/v1/subscriptions/me')).body.data;
    expect(mine.request).toMatchObject({ plan: 'monthly', company: { name: 'Nordvik Bygg AB' } });
    expect(mine.subscription).toBeNull();
  });

  test("the example spreadsheet the import dialog offers is ready for Nordvik: 9 to invite, Lina's profile updated", async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.9');
    const list = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data;
    const nordvik = list.find((c) => c.name === 'Nordvik Bygg AB')!;
    const form = new FormData();
    form.append(
      'file',
      new File([readFileSync(join(import.meta.dir, '../site/public/examples/colleagues.csv'))], 'c.csv'),
    );
    const read = await erik.post<{ rows: string[][]; columns: Record<string, number> }>(
      `/api/v1/companies/${nordvik.shortId}/colleagues/import/file`,
      form,
    );
    expect(read.status).toBe(200);
    const { rows, columns } = read.body.data;
    const mapped = rows.map((cells) =>
      Object.fromEntries(Object.entries(columns).map(([k, i]) => [k, cells[i]])),
    );
    const check = await erik.post<{ invited: number; updated: number; failed: number }>(
      `/api/v1/companies/${nordvik.shortId}/colleagues/import`,
      { rows: mapped, dryRun: true },
    );
    expect(check.body.data).toMatchObject({ invited: 9, updated: 1, failed: 0 });
  });

  test('Nordvik is connected to HubSpot: one scanned lead synced, one refused with its reason', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.8');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    const crm = await erik.get<{
      connection: {
        provider: string;
        state: string;
        counts: object;
        failed: { name: string; lastError: string }[];
      };
    }>(`/api/v1/companies/${nordvik.shortId}/crm`);
    expect(crm.body.data.connection).toMatchObject({
      provider: 'hubspot',
      state: 'connected',
      counts: { queued: 0, synced: 1, failed: 1 },
      failed: [
        { name: 'Erik Holm', lastError: 'HubSpot refused: Email address erik.holm@byggpartner is invalid' },
      ],
    });
  });

  test('a webhook endpoint of the ordering company with its delivery log, nothing left to send', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.7');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    const hooks = await erik.get<{ id: string; url: string; events: string[] }[]>(
      `/api/v1/companies/${nordvik.shortId}/webhooks`,
    );
    expect(hooks.body.data.length).toBe(1);
    const log = await erik.get<{ state: string; log: unknown[] }[]>(
      `/api/v1/companies/${nordvik.shortId}/webhooks/${hooks.body.data[0].id}/deliveries`,
    );
    expect(log.body.data.map((d) => d.state).sort()).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'failed',
    ]);
    expect(log.body.data.every((d) => d.log.length > 0)).toBe(true);
  });

  test('report mails: the subscriber his own weekly, and Nordvik monthly as its owner', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.8');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    expect((await erik.get('/api/v1/reports/me')).body.data).toEqual({ cadence: 'weekly' });
    expect((await erik.get(`/api/v1/companies/${nordvik.shortId}/report`)).body.data).toEqual({
      cadence: 'monthly',
    });
  });

  test('card orders: one shipped and invoiced with its cards in the fleet, one received', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.6');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    const history = (await erik.get<OrderSummary[]>('/api/v1/orders')).body.data;
    expect(history.map((o) => o.status).sort()).toEqual(['received', 'shipped']);
    const shipped = history.find((o) => o.status === 'shipped')!;
    const order = (await erik.get<OrderDetail>(`/api/v1/orders/${shipped.id}`)).body.data;
    expect(order.coupons.map((c) => c.code)).toEqual(['NORDVIK10']);
    expect(order.invoice).not.toBeNull();
    const invoice = (await erik.get<InvoiceDetail>(`/api/v1/invoices/${order.invoice!.id}`)).body.data;
    expect(invoice.lines.map((l) => [l.item, l.amount])).toEqual([['cardOrder', order.totals.net]]);
    expect(invoice.total).toBe(order.totals.total);
    const fleet = (await erik.get<FleetCard[]>(`/api/v1/cards/companies/${nordvik.shortId}`)).body.data;
    expect(order.cardsMade.length).toBeGreaterThanOrEqual(3);
    for (const made of order.cardsMade) expect(fleet.map((c) => c.id)).toContain(made.id);
    // The shipped cards have been scanned, the latest within the day; the order received is still being made.
    const shippedCards = fleet.filter((c) => c.orderNumber === order.number);
    for (const card of shippedCards) {
      expect(card.shipped).toBe(true);
      expect(card.scans).toBeGreaterThan(0);
      expect(deps.clock.now() - (card.lastScanAt ?? 0)).toBeLessThan(86_400_000);
    }
    expect(fleet.filter((c) => !c.shipped).length).toBeGreaterThan(0);
    // Two cards' chips have Secure Unique NFC (db/demo/sun-taps.ts): one with verified taps, the last an hour ago.
    const sunCards = fleet.filter((c) => c.sun);
    expect(sunCards).toHaveLength(2);
    expect(sunCards.filter((c) => c.lastTapAt !== null)).toHaveLength(1);
    // The order received (issue 19): company cards showing Nordvik's logo, and one line sent to the Oslo office,
    // so it is two parcels, priced each for its destination.
    const received = history.find((o) => o.status === 'received')!;
    const second = (await erik.get<OrderDetail>(`/api/v1/orders/${received.id}`)).body.data;
    expect(second.totals.parcels.map((p) => [p.address?.country, p.international, p.shipping])).toEqual([
      ['SE', false, 4_900],
      ['NO', true, 9_900],
    ]);
    expect(second.totals.shipping).toBe(14_800);
    expect(second.lines.filter((l) => l.design.companyLogo).length).toBeGreaterThan(0);
    expect(second.lines.filter((l) => l.altAddress?.city === 'Oslo')).toHaveLength(1);
    // No mail of the demo's past went out: orders and invoices are mailed to the company's billing address too.
    const outbox = join(dir, 'outbox');
    const sent = existsSync(outbox)
      ? readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'))
      : [];
    expect(sent.filter((mail) => mail.includes('invoice@nordvikbygg.example'))).toEqual([]);
  });

  test('his card and the metal cards he holds are offered for Wallet, and sit in the demo iPhone', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.7');
    const mine = (await erik.get<{ passes: { serial: string; kind: string }[] }>('/api/v1/wallet/mine')).body
      .data;
    expect(mine.passes[0].kind).toBe('card');
    expect(mine.passes.some((p) => p.kind === 'metalCard')).toBe(true);
    // Seen when seeded: the daily job that drops the devices unseen for a year keeps it.
    await dropUnseenRegistrations(deps);
    const held = await deps.db
      .select({ serial: walletRegistrations.serial })
      .from(walletRegistrations)
      .where(eq(walletRegistrations.deviceId, DEMO_DEVICE));
    expect(held.map((r) => r.serial).sort()).toEqual(mine.passes.map((p) => p.serial).sort());
  });

  test("Nordvik's QR codes carry its look (logo, rounded, Scan me); its fair tag has its own", async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.5');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    type Styled = { style: Record<string, unknown> | null; inherited: Record<string, unknown> };
    const own = (await erik.get<Styled>(`/api/v1/companies/${nordvik.shortId}/qr-style`)).body.data.style;
    expect(own).toMatchObject({ logo: true, modules: 'rounded', frame: 'scanMe' });
    const list = (await erik.get<DynatagList>(`/api/v1/dynatags/companies/${nordvik.shortId}`)).body.data;
    const fair = (await erik.get<Styled>(`/api/v1/dynatags/${list.dynatags[0].id}/qr-style`)).body.data;
    expect(fair.style).toMatchObject({ modules: 'dots', frame: 'custom', frameText: 'Läs mer här' });
    expect(fair.inherited).toEqual(own!);
    const png = await erik.get(`/api/v1/dynatags/${list.dynatags[0].id}/qr.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  test("Nordvik's fair stand has a scheduled change: next Monday at 09:00 in Stockholm", async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.5');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    const list = (await erik.get<DynatagList>(`/api/v1/dynatags/companies/${nordvik.shortId}`)).body.data;
    type Pending = { publishAt: number; label: string } | null;
    const pending = (await erik.get<Pending>(`/api/v1/dynatags/${list.dynatags[0].id}/schedule`)).body.data;
    expect(pending?.label).toBe('Mässan är öppen – välkommen till monter B:12!');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(pending!.publishAt);
    expect(local).toBe('Monday 09:00');
    expect(pending!.publishAt).toBeGreaterThan(Date.now());
  });

  test("Nordvik has a published card design: its owner reads it, its colleagues' profiles carry it", async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.5');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    type Design = { published: Record<string, unknown> | null; unpublished: boolean };
    const design = (await erik.get<Design>(`/api/v1/companies/${nordvik.shortId}/design`)).body.data;
    expect(design.published).toMatchObject({ primary: '#1f4e79', font: 'humanist', logoPlacement: 'cover' });
    expect(design.unpublished).toBe(false);
  });

  test("the owner sees Nordvik's demo dynatags of several module types, their files served", async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.4');
    const nordvik = (await erik.get<CompanyItem[]>('/api/v1/companies')).body.data.find(
      (c) => c.name === 'Nordvik Bygg AB',
    )!;
    const list = (await erik.get<DynatagList>(`/api/v1/dynatags/companies/${nordvik.shortId}`)).body.data;
    expect(list.dynatags.map((d) => [d.name, d.locked, d.geolocked, d.version])).toEqual([
      ['Elmia montern B:12', false, false, 1],
      ['Visningslägenhet Kvillebäcken', true, false, 1],
      ['Arbetsplats Hisingen', false, true, 1],
      // Made from the starter templates (issue 32).
      ['Visning Havsutsikten 3', false, false, 1],
      ['Vi söker en projektledare', false, false, 1],
      ['Kafé Verkstaden', false, false, 1],
      // Its summer jobs, with a form for applicants (issue 32, db/demo/tag-form.ts).
      ['Sommarjobb 2027', false, false, 1],
      // Its showroom with a Finnish and an evening version chosen by rules (issue 34, db/demo/tag-rules.ts).
      ['Showroom Helsingfors', false, false, 1],
    ]);
    const jobs = (await erik.get<DynatagDetail>(`/api/v1/dynatags/${list.dynatags[6]!.id}`)).body.data;
    expect(jobs.modules.map((m) => m.type)).toEqual(['wysiwyg', 'form']);
    // The showroom (issue 34): a Finnish version for Finnish pages first, then an evening one in Helsinki's time.
    const [showroom] = await database.db
      .select()
      .from(dynatags)
      .where(eq(dynatags.shortId, list.dynatags[7]!.id));
    expect(showroom!.variants.map((v) => [v.key, v.modules.map((m) => m.type)])).toEqual([
      ['fi', ['wysiwyg', 'links']],
      ['evening', ['wysiwyg', 'links']],
    ]);
    expect(showroom!.rules.map((r) => [r.when, r.outcome])).toEqual([
      [[{ if: 'language', langs: ['fi'] }], { variant: 'fi' }],
      [[{ if: 'time', days: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '06:00' }], { variant: 'evening' }],
    ]);
    expect(showroom!.rulesTimeZone).toBe('Europe/Helsinki');
    // The showroom café (issue 32): a hero picture, then each of the new modules.
    const cafe = (await erik.get<DynatagDetail>(`/api/v1/dynatags/${list.dynatags[5]!.id}`)).body.data;
    expect(cafe.modules.map((m) => m.type)).toEqual([
      'image',
      'wysiwyg',
      'hours',
      'menu',
      'event',
      'coupon',
      'map',
    ]);
    const fair = (await erik.get<DynatagDetail>(`/api/v1/dynatags/${list.dynatags[0].id}`)).body.data;
    expect(fair.modules.map((m) => m.type)).toEqual([
      'wysiwyg',
      // Its video behind our own poster (db/demo/videos.ts, issue 32).
      'video',
      'image',
      'links',
      'pdf',
      'mapMarkers',
      'contacts',
      'gallery',
      'files',
    ]);
    expect(fair.files.map((f) => f.mime)).toEqual([
      'application/pdf',
      'image/png',
      'image/png',
      'image/png',
      'image/png',
      'image/png',
    ]);
    // The stand's picture and its gallery of projects (issue 19): every picture described, with the resized
    // copies the page's srcset offers, each served.
    const pictures = fair.modules.flatMap((m) =>
      m.type === 'image' ? [m] : m.type === 'gallery' ? m.pictures : [],
    );
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) {
      expect(picture.alt.length).toBeGreaterThan(10);
      const file = fair.files.find((f) => f.id === picture.file);
      expect(file?.picture?.variants.length).toBeGreaterThan(0);
      for (const copy of file!.picture!.variants)
        expect((await handle(new Request(`http://localhost${copy.path}`))).status).toBe(200);
    }
    // The fair stand is kept offline by visitors' phones (issue 21).
    expect(fair.availableOffline).toBe(true);
    // Each tag has three months of views, the fair's the busiest, made once though the seed ran twice.
    for (const tag of list.dynatags) expect(tag.views.total).toBeGreaterThan(100);
    expect(fair.views.total).toBe(Math.max(...list.dynatags.map((d) => d.views.total)));
    const stats = await erik.get<{ allTime: { total: number } }>(
      `/api/v1/dynatags/${fair.id}/statistics?period=year`,
    );
    expect(stats.body.data.allTime.total).toBe(fair.views.total);
    const [fairRow] = await deps.db.select().from(dynatags).where(eq(dynatags.shortId, fair.id));
    const fairDays = await deps.db
      .select()
      .from(viewDays)
      .where(and(eq(viewDays.targetType, 'dynatag'), eq(viewDays.targetId, fairRow.id)));
    expect(fairDays).toHaveLength(90);
    expect(fairRow.createdAt).toBeLessThan(Date.parse(fairDays.map((d) => d.day).sort()[0]));
    // A quarter of views with places, devices and sources (issue 22): the fair's map, bars, heat map and single
    // views are filled, and the company's analysis is the sum of its tags'.
    const analysis = (
      await erik.get<AnalyticsOverview>(
        `/api/v1/analytics?item=dynatag&id=${fair.id}&from=${fairDays.map((d) => d.day).sort()[0]}`,
      )
    ).body.data;
    expect(analysis.totals.total).toBe(fair.views.total);
    const facet = (name: string) => analysis.breakdowns.find((b) => b.facet === name);
    expect(facet('place')?.places?.length).toBeGreaterThanOrEqual(6);
    expect(
      facet('source')
        ?.rows.map((r) => r.value)
        .sort(),
    ).toEqual(['direct', 'nfc', 'qr', 'referrer']);
    expect(
      facet('device')
        ?.rows.map((r) => r.value)
        .sort(),
    ).toEqual(['desktop', 'mobile', 'tablet']);
    expect(facet('utm_campaign')?.rows.map((r) => r.value)).toEqual(['autumn-fair']);
    expect(analysis.heatmap.flat().reduce((a, b) => a + b, 0)).toBe(fair.views.total);
    const single = (
      await erik.get<{ views: unknown[] }>(`/api/v1/analytics/views?item=dynatag&id=${fair.id}&limit=5`)
    ).body.data;
    expect(single.views).toHaveLength(5);
    const whole = (
      await erik.get<AnalyticsOverview>(
        `/api/v1/analytics?item=company&id=${nordvik.shortId}&from=${fairDays.map((d) => d.day).sort()[0]}`,
      )
    ).body.data;
    const nordvikTags = list.dynatags.reduce((n, d) => n + d.views.total, 0);
    expect(whole.totals.total).toBe(nordvikTags);
    for (const file of fair.files)
      expect((await handle(new Request(`http://localhost${file.path}`))).status).toBe(200);
    // The fair programme is a real PDF whose title reads as written (the hand-made one showed "M?ssprogram").
    const programme = await handle(new Request(`http://localhost${fair.files[0].path}`));
    const pdf = await PDFDocument.load(new Uint8Array(await programme.arrayBuffer()));
    expect(pdf.getTitle()).toBe('Mässprogram Elmia 2026');
    expect(pdf.getPageCount()).toBe(1);
    // Its three tags and one owner are on record for billing, then the two tags made from templates as the create
    // records them (issue 32), once though the seed ran twice.
    const row = (await database.db.select().from(companies).where(eq(companies.shortId, nordvik.shortId)))[0];
    const usage = await database.db.select().from(usageChanges).where(eq(usageChanges.companyId, row.id));
    // The café's tag (db/demo/tag-modules.ts) is seeded after the other five: a sixth; the summer jobs' form
    // (db/demo/tag-form.ts) a seventh; the showroom with rules (db/demo/tag-rules.ts) an eighth.
    expect(usage.map((u) => `${u.item}=${u.quantity}`).sort()).toEqual([
      'dynatags=3',
      'dynatags=4',
      'dynatags=5',
      'dynatags=6',
      'dynatags=7',
      'dynatags=8',
      'owners=1',
    ]);
  });

  test('two filled profiles showing companies, a picture, saved contacts and leads', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.2');
    const mine = (await erik.get<ProfileItem[]>('/api/v1/profiles')).body.data;
    expect(mine.map((p) => [p.label, p.isActive, p.companies.map((c) => c.name)])).toEqual([
      ['Nordvik Bygg', true, ['Nordvik Bygg AB']],
      ['Board work', false, ['Västkust Fastigheter AB']],
    ]);
    for (const p of mine) expect(p.avatar).toBe(true);
    const [active] = await deps.db.select().from(profiles).where(eq(profiles.shortId, mine[0].shortId));

    const [subscriber] = await usersByEmail('subscriber@dynacard.local');
    const page = (
      await erik.get<{ phone: string; coverPath?: string | null; companies: { logo: boolean }[] }>(
        `/api/v1/profiles/${subscriber.shortId}`,
      )
    ).body.data;
    expect(page.phone).toBe('+46 70 123 45 67');
    expect(page.companies[0].logo).toBe(true);

    const stats = await erik.get<{ allTime: { total: number } }>(
      `/api/v1/profiles/${mine[0].shortId}/statistics?period=year`,
    );
    expect(stats.body.data.allTime.total).toBeGreaterThan(300);
    const days = await deps.db
      .select()
      .from(viewDays)
      .where(and(eq(viewDays.targetType, 'profile'), eq(viewDays.targetId, active.id)));
    expect(days).toHaveLength(90); // the second run replaced them, it did not add to them
    expect(active.views).toBe(days.reduce((n, d) => n + d.total, 0));

    const saved = (await erik.get<{ fullName: string }[]>('/api/v1/contacts')).body.data;
    const expected = DEMO_CONTACTS.filter(([saver]) => saver === 'subscriber').length;
    expect(saved).toHaveLength(expected);
    expect(saved.map((c) => c.fullName)).toContain('Maja Virtanen');

    const received = (await erik.get<LeadPage>('/api/v1/leads')).body.data;
    expect(received.total).toBe(
      DEMO_LEADS.length + DEMO_CRM_LEADS.length + DEMO_FORM_LEADS.length + DEMO_TAG_FORM_LEADS.length,
    );
    const applied = received.items.filter((l) => l.origin === 'tag-form');
    expect(applied.map((l) => l.dynatag?.label)).toEqual(DEMO_TAG_FORM_LEADS.map(() => 'Sommarjobb 2027'));
    expect(received.unread).toBe(
      DEMO_LEADS.filter((l) => !l.isRead).length +
        DEMO_FORM_LEADS.filter((l) => l.hoursAgo <= 24).length +
        DEMO_TAG_FORM_LEADS.filter((l) => l.hoursAgo <= 24).length,
    );
    // The scanned cards of the CRM demo (db/demo/crm.ts) and the answered form's leads (db/demo/lead-forms.ts)
    // stand among them by their time.
    const formNames = DEMO_FORM_LEADS.map((l) => l.fullName);
    const others = [...DEMO_CRM_LEADS, ...formNames, ...DEMO_TAG_FORM_LEADS.map((l) => l.fullName)];
    expect(received.items.map((l) => l.fullName).filter((name) => !others.includes(name))).toEqual(
      DEMO_LEADS.map((l) => l.fullName),
    );
    // Left on the card page (a form's applications came through the summer-job tag, with no card page).
    for (const lead of received.items.filter(
      (l) => !DEMO_CRM_LEADS.includes(l.fullName) && l.origin !== 'tag-form',
    ))
      expect(lead.profileShortId).toBe(mine[0].shortId);
    // The card asks its own questions (issue 32), and three visitors answered them.
    const form = (await erik.get<{ own: LeadForm }>(`/api/v1/profiles/${mine[0].shortId}/lead-form`)).body
      .data;
    expect(form.own).toEqual(DEMO_LEAD_FORM);
    const answered = received.items.filter((l) => formNames.includes(l.fullName));
    expect(answered.map((l) => l.answers[0]?.label)).toEqual(formNames.map(() => 'Vad gäller det?'));
    expect(answered.every((l) => l.consent.text === DEMO_LEAD_FORM.consent)).toBe(true);
  });

  test('Nordvik’s fair: the event Elmia 2027 with leads its people scanned, read and not read, in HubSpot and refused by it, photos kept', async () => {
    const erik = await signIn('subscriber', 'dynacard-subscriber', '10.9.1.3');
    const [nordvik] = await deps.db.select().from(companies).where(eq(companies.name, 'Nordvik Bygg AB'));
    const events = (await erik.get<LeadEventItem[]>(`/api/v1/companies/${nordvik.shortId}/lead-events`)).body
      .data;
    // One fair: its scans (db/demo/scanned-leads.ts) and the CRM demo's (db/demo/crm.ts).
    expect(events.map((e) => e.name)).toEqual([DEMO_EVENT]);
    const fair = events.find((e) => e.name === DEMO_EVENT)!;
    const atFair = (
      await erik.get<LeadPage>(`/api/v1/companies/${nordvik.shortId}/leads?event=${fair.shortId}`)
    ).body.data;
    expect(atFair.items.map((l) => l.fullName).sort()).toEqual(
      [...DEMO_SCANS.map((s) => s.fullName), ...DEMO_CRM_LEADS].sort(),
    );
    expect(atFair.items.map((l) => l.scanState ?? 'code').sort()).toEqual([
      'code',
      'code',
      'failed',
      'read',
      'read',
      'read',
    ]);
    expect(atFair.items.map((l) => l.crm?.state ?? 'none').sort()).toEqual([
      'failed',
      'none',
      'none',
      'none',
      'none',
      'synced',
    ]);
    expect(atFair.people.map((p) => p.fullName)).toContain('Lina Berg');
    // The company's whole list: the fair's and what visitors left on the owner's card page.
    const all = (await erik.get<LeadPage>(`/api/v1/companies/${nordvik.shortId}/leads`)).body.data;
    expect(all.total).toBe(
      DEMO_SCANS.length +
        DEMO_LEADS.length +
        DEMO_CRM_LEADS.length +
        DEMO_FORM_LEADS.length +
        DEMO_TAG_FORM_LEADS.length,
    );
    const read = atFair.items.find((l) => l.scanState === 'read' && l.photos.length > 0);
    const photo = await erik.get(read?.photos[0] ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(read?.consent.way).toBe('salesperson');
  });

  test('every demo company has a logo, and every person a profile that shows a company', async () => {
    const firms = await deps.db.select().from(companies);
    expect(firms).toHaveLength(DEMO_COMPANIES.length);
    for (const c of firms) expect(c.logoKey).not.toBeNull();
    for (const u of await deps.db.select().from(users)) {
      const [active] = await deps.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, u.id))
        .orderBy(asc(profiles.id));
      const shown = await deps.db
        .select()
        .from(profileCompanies)
        .where(eq(profileCompanies.profileId, active.id));
      expect(shown.length).toBeGreaterThan(0);
    }
  });
});
