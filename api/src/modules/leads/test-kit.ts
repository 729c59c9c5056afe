// Helpers for the leads tests: a visitor leaving a contact over HTTP, and leads inserted in bulk.
import { leads, profiles } from '@db/schema';
import { eq } from 'drizzle-orm';
import { START_TIME, type TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';

export type Client = ReturnType<TestApp['client']>;

export const VISITOR = {
  fullName: 'Anna Berg',
  email: 'anna@example.com',
  phone: '+46 70 123 45 67',
  company: 'Berg & Co',
  note: 'Met you at the fair; call me about the roof.',
};

/** POST /profiles/{shortId}/leads with a freshly solved human check, unless `altcha` is given. */
export async function leave(
  t: TestApp,
  c: Client,
  cardId: string,
  fields: Record<string, unknown> = VISITOR,
  altcha?: string,
) {
  return c.post(`/api/v1/profiles/${encodeURIComponent(cardId)}/leads`, {
    ...fields,
    altcha: altcha ?? (await t.solveAltcha()),
  });
}

export const leadsOf = (t: TestApp, holderUserId: number) =>
  t.db.select().from(leads).where(eq(leads.holderUserId, holderUserId));

/** `count` leads for a holder, one second apart, straight into the table. */
export async function seedLeads(t: TestApp, holderUserId: number, count: number, name = 'Seed Lead') {
  const now = t.clock.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    shortId: shortId(),
    holderUserId,
    fullName: `${name} ${i + 1}`,
    email: `lead${i + 1}@example.com`,
    createdAt: now - (count - i) * 1000,
  }));
  for (let i = 0; i < rows.length; i += 200) await t.db.insert(leads).values(rows.slice(i, i + 200));
}

/** A phone's browser, as a visitor's. */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Gives the user their active profile (the card page a visitor leaves a contact on); its shortId. */
export async function activeProfile(t: TestApp, userId: number) {
  const profile = shortId();
  await t.db
    .insert(profiles)
    .values({ shortId: profile, userId, isActive: true, createdAt: START_TIME, updatedAt: START_TIME });
  return profile;
}
