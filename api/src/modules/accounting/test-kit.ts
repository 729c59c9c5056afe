// Shared set-up of the accounting tests: the app pointed at a fake provider on a loopback port, an administrator
// and a plain user, the connect flow as a browser walks it, and invoices inserted straight into the database.
import { type Company, type InvoiceLine, invoiceLines, invoices } from '@db/schema';
import type { AccountingPushRow, AccountingStatus } from '@shared/types/billing';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import { BASE, createTestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { buyerOf } from '../pricing/buyer';
import { startFakeProvider } from './fake-provider';
import { accountingPushJob } from './sync';

export const CLIENT_ID = 'dynacard-client';
export const CLIENT_SECRET = 'fake-client-secret';
export const MINUTE = 60_000;

/** Invoice lines as the billing run writes them (amounts in öre). */
export const MONTHLY = {
  item: 'subscriptionMonthly' as const,
  amount: 3900,
  unitPrice: 3900,
  params: { name: 'Anna Ek' },
};
export const SERVICE = { item: 'dynatagService' as const, amount: 49900, unitPrice: 49900, params: {} };
export const UNITS = {
  item: 'dynatagUnits' as const,
  amount: 1633,
  unitPrice: 4900,
  params: { quantity: 1, days: 10 },
};

export async function accountingTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  const t = await createTestApp({ ...fake.env, ...env });
  const adminUser = await seedUser(t, { role: 'administrator', fullName: 'Ada Admin' });
  const admin = await signIn(t, adminUser);
  const user = await signIn(t, await seedUser(t));

  /** Connect as the administrator's browser does: connect → provider → callback; answers the final redirect. */
  async function connect(client = admin) {
    const start = await client.get('/api/v1/admin/accounting/connect');
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    const back = await client.get(`${callback.pathname}${callback.search}`);
    return { start, callback, back, location: back.headers.get('location') ?? '' };
  }

  let invoiceNumber = 1000;
  let payers = 0;
  /** A paying company with billing info; the first has org number 556677-8899, the next ones their own. */
  async function seedPayer(name = 'Nordvik Bygg AB') {
    const owner = await seedUser(t);
    return seedCompany(t, {
      ownerId: owner.id,
      name,
      billingOrgNumber: payers++ ? `55${String(payers).padStart(4, '0')}-0000` : '556677-8899',
      billingEmail: 'faktura@nordvik.se',
      billingMarking: 'Ref 42',
      billingStreet: 'Hamngatan 1',
      billingZipcode: '41101',
      billingCity: 'Göteborg',
      billingCountry: 'Sverige',
    });
  }

  /** An invoice (or credit note) with its lines, as the billing run would write it. */
  async function seedInvoice(
    company: Company,
    lines: Pick<InvoiceLine, 'item' | 'amount' | 'unitPrice' | 'params'>[],
    fields: Partial<typeof invoices.$inferInsert> = {},
  ) {
    const net = lines.reduce((sum, line) => sum + line.amount, 0);
    const now = t.clock.now();
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        shortId: shortId(),
        number: ++invoiceNumber,
        companyId: company.id,
        period: '2026-01',
        buyer: buyerOf(company),
        lang: 'sv',
        net,
        vat: Math.round(net * 0.25),
        total: net + Math.round(net * 0.25),
        issuedAt: now,
        dueAt: now + 30 * 86_400_000,
        createdAt: now,
        ...fields,
      })
      .returning();
    await t.db
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ invoiceId: invoice.id, position, unitDays: 0, ...line })));
    return invoice;
  }

  /** A fresh administrator session: the tests move the clock past session lifetimes. */
  const asAdmin = () => signIn(t, adminUser);
  const status = async () =>
    (await (await asAdmin()).get<AccountingStatus>('/api/v1/admin/accounting')).body.data;
  const pushes = async () => (await status()).pushes;

  return {
    t,
    fake,
    asAdmin,
    status,
    pushes,
    /** The first push whose label starts with `label` (newest first). */
    pushOf: async (label: string) =>
      (await pushes()).find((p) => p.label.startsWith(label)) as AccountingPushRow,
    /** One run of the 'accounting-push' job, as the scheduler does it. */
    runJob: () => accountingPushJob.run(t.deps),
    admin,
    adminUser,
    user,
    connect,
    seedPayer,
    seedInvoice,
    callbackUrl: `${BASE}/api/v1/admin/accounting/callback`,
    async close() {
      await t.close();
      fake.stop();
    },
  };
}

export type AccountingTestApp = Awaited<ReturnType<typeof accountingTestApp>>;
