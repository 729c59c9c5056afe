// Factories for the invoice tests: a company with billing info and its owner, subscriptions and usage changes
// inserted straight into their tables (the APIs that write them are tested in their own modules), and the PDF
// attached to a received mail.
import { type Subscription, subscriptions, usageChanges, users } from '@db/schema';
import type { Lang } from '@shared/constants';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { seedCompany, seedUser, signIn } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import type { ReceivedMail } from '../../../test/smtp';
import { shortId } from '../../platform/crypto';
import { BILLING } from '../orders/test-kit';

// A complete set of billing info, the one the orders tests use.
export { BILLING };

/** UTC time of a day of 2026: `at(3, 10, 8)` is 10 March 08:00. */
export const at = (month: number, day: number, hour = 0) => Date.UTC(2026, month - 1, day, hour);

/** An owner (in `lang`) of a company, with billing info unless `billing` is false; signed in. */
export async function billedCompany(
  t: TestApp,
  name: string,
  options: { lang?: Lang; billing?: boolean; email?: string } = {},
) {
  const owner = await seedUser(t, { fullName: `Owner of ${name}`, lang: options.lang ?? 'sv' });
  const billing =
    options.billing === false ? {} : { ...BILLING, billingEmail: options.email ?? BILLING.billingEmail };
  const company = await seedCompany(t, { ownerId: owner.id, name, ...billing });
  return { owner, company, c: await signIn(t, owner) };
}

export async function insertSubscription(
  t: TestApp,
  fields: Partial<typeof subscriptions.$inferInsert> & {
    companyId: number | null;
    userName: string;
    startedAt: number;
  },
): Promise<Subscription> {
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      shortId: shortId(),
      userEmail: `${fields.userName.replace(/\W/g, '.').toLowerCase()}@example.com`,
      companyName: 'Company',
      plan: 'monthly',
      status: 'active',
      createdAt: fields.startedAt,
      updatedAt: fields.startedAt,
      ...fields,
    })
    .returning();
  return row;
}

/** Usage changes of a company: [at, quantity] pairs of one item. */
export async function insertUsage(
  t: TestApp,
  companyId: number,
  item: 'dynatags' | 'owners',
  changes: [at: number, quantity: number][],
) {
  await t.db
    .insert(usageChanges)
    .values(changes.map(([when, quantity]) => ({ companyId, item, quantity, at: when })));
}

export async function seedAdministrator(t: TestApp) {
  const admin = await seedUser(t, { role: 'administrator' });
  return { user: admin, c: await signIn(t, admin) };
}

export const setLang = (t: TestApp, userId: number, lang: Lang) =>
  t.db.update(users).set({ lang }).where(eq(users.id, userId));

/** The PDF attached to a mail, read back from the raw message. */
export async function attachedPdf(mail: ReceivedMail) {
  const parsed = await PostalMime.parse(mail.raw);
  const pdf = parsed.attachments.find((a) => a.mimeType === 'application/pdf');
  if (!pdf) throw new Error(`no PDF attached to "${mail.subject}"`);
  const content = pdf.content;
  return {
    filename: pdf.filename ?? '',
    disposition: pdf.disposition,
    bytes: typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content),
  };
}
