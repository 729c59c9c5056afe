// Factories for the subscriptions tests: an owner of a company with billing info and of one without, a colleague,
// a stranger with a company of their own; calls as the dashboard sends them; the rows and the user's mirror fields.
import { companies, subscriptions, users } from '@db/schema';
import type { ColleagueSubscriptionRow, MySubscription } from '@shared/types/billing';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import type { LiveEvent } from '../../platform/events';
import { colleague, company, person } from '../companies/test-kit';
import { BILLING } from '../orders/test-kit';

type Client = ReturnType<TestApp['client']>;

export async function withBilling(t: TestApp, companyShortId: string) {
  await t.db.update(companies).set(BILLING).where(eq(companies.shortId, companyShortId));
}

/** An owner of Kvarn AB (billing info) and Tom AB (none), a colleague of Kvarn, a stranger owning Other AB (billing info). */
export async function payingWorld(t: TestApp, name = 'Kvarn AB') {
  const owner = await person(t, { fullName: 'Åsa Öberg' });
  const paying = await company(owner.c, { name });
  await withBilling(t, paying.shortId);
  const mate = await colleague(t, paying.shortId, { fullName: 'Kim Colleague', lang: 'sv' });
  const stranger = await person(t, { fullName: 'Stina Stranger' });
  const strangerCompany = await company(stranger.c, { name: 'Other AB' });
  await withBilling(t, strangerCompany.shortId);
  return { owner, company: paying, colleague: mate, stranger, strangerCompany };
}

export const enable = (c: Client, plan: string, companyId?: string) =>
  c.post<MySubscription>('/api/v1/subscriptions/me', { plan, ...(companyId ? { companyId } : {}) });

export const cancelMine = (c: Client) => c.post<MySubscription>('/api/v1/subscriptions/me/cancel');

export const colleagueRows = (c: Client) =>
  c.get<ColleagueSubscriptionRow[]>('/api/v1/subscriptions/colleagues');

export const rowsOf = (t: TestApp, userId: number) =>
  t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);

export async function mirrorOf(t: TestApp, userId: number) {
  const [row] = await t.db
    .select({
      activeSubscription: users.activeSubscription,
      subscriptionProvider: users.subscriptionProvider,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The live events a user's open tabs receive. */
export function eventsOf(t: TestApp, userId: number) {
  const events: LiveEvent[] = [];
  t.deps.events.subscribe(userId, { send: (e) => events.push(e), close: () => {} });
  return events;
}
