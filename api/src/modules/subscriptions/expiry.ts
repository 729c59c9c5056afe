// The expiry of cancelled subscriptions (SPEC §4), run hourly with the time from deps.clock: a warning mail seven
// days before the end, then at the end the subscription expires, the user's mirror fields clear, and the files
// only subscribers may upload (company and colleague-profile documents) are deleted — rows and storage together.
// Avatars, covers and logos are free-tier features and stay. The profile stays locked to the one active then:
// every tier rule reads the mirror fields (shared/entitlements.ts), so switching is refused and other profiles'
// links open the active one (profiles/lookup.ts). Both steps are idempotent: each row is claimed by a guarded update.
import { companies, files, memberships, type Subscription, subscriptions, users } from '@db/schema';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { deleteStored, publishRefetch } from '../companies';
import { EXPIRY_WARNING_MS } from '../pricing';
import { subscriptionChanged } from '../webhooks';
import { publishSubscriptionChange } from './basics';
import { mailSubscriber } from './mail';
import { type Tx, writeMirror } from './store';

/** The kinds of upload that need a subscription (companies/files.ts): documents on a company or a colleague profile. */
const SUBSCRIBER_UPLOADS = ['company', 'membership'] as const;

/** Mails every cancelled subscription whose end is at most seven days away, once. */
export async function warnExpiringSubscriptions(deps: Deps) {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'cancelled'),
        isNull(subscriptions.warnedAt),
        lte(subscriptions.endsAt, now + EXPIRY_WARNING_MS),
      ),
    );
  let warned = 0;
  for (const row of due) {
    if (row.endsAt! <= now) continue; // ends now: expiry follows, a warning would come too late
    const [claimed] = await deps.db
      .update(subscriptions)
      .set({ warnedAt: now })
      .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.warnedAt)))
      .returning();
    if (!claimed) continue;
    if (await mailSubscriber(deps, 'expiry', claimed)) warned++;
    // A failed mail is tried again at the next run.
    else if (claimed.userId !== null)
      await deps.db.update(subscriptions).set({ warnedAt: null }).where(eq(subscriptions.id, row.id));
  }
  return { warned };
}

/** Deletes the rows of the user's subscriber-only uploads; returns their storage keys and the companies they were in. */
async function deleteSubscriberUploads(tx: Tx, userId: number) {
  const deleted = await tx
    .delete(files)
    .where(and(eq(files.ownerUserId, userId), inArray(files.kind, [...SUBSCRIBER_UPLOADS])))
    .returning({ key: files.storageKey, companyId: files.companyId, membershipId: files.membershipId });
  const membershipIds = deleted.flatMap((d) => (d.membershipId === null ? [] : [d.membershipId]));
  const viaMembership = membershipIds.length
    ? await tx
        .select({ companyId: memberships.companyId })
        .from(memberships)
        .where(inArray(memberships.id, membershipIds))
    : [];
  const companyIds = new Set([
    ...deleted.flatMap((d) => (d.companyId === null ? [] : [d.companyId])),
    ...viaMembership.map((m) => m.companyId),
  ]);
  return { keys: deleted.map((d) => d.key), companyIds: [...companyIds] };
}

export type Expired = { userId: number; keys: string[]; companyIds: number[] };

/**
 * After a subscription expired (its row written): the user's mirror clears and their subscriber-only uploads go,
 * unless an administrator's grant keeps the rights. Returns the storage keys to delete after the commit.
 */
export async function afterExpiryIn(tx: Tx, userId: number, now: number): Promise<Expired> {
  await writeMirror(tx, userId, null, now);
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user || entitlementsOf(user, now).canUploadFiles) return { userId, keys: [], companyIds: [] };
  return { userId, ...(await deleteSubscriberUploads(tx, userId)) };
}

/** Expires one ended subscription: the row, the mirror, the uploads (unless an administrator's grant keeps the rights). */
async function expireOne(deps: Deps, row: Subscription, now: number) {
  return deps.db.transaction(async (tx) => {
    const [expired] = await tx
      .update(subscriptions)
      .set({ status: 'expired', expiredAt: now, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'cancelled')))
      .returning();
    if (!expired || expired.userId === null) return null;
    return afterExpiryIn(tx, expired.userId, now);
  });
}

/** After the commit: the storage of the deleted uploads goes, and the people and companies concerned reload. */
export async function finishExpiry(deps: Deps, done: Expired) {
  await deleteStored(deps, done.keys);
  publishSubscriptionChange(deps, [done.userId]);
  if (done.companyIds.length) await refetchCompanies(deps, done.companyIds);
}

/** Expires every cancelled subscription whose end has come. */
export async function expireEndedSubscriptions(deps: Deps) {
  const now = deps.clock.now();
  const ended = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'cancelled'), lte(subscriptions.endsAt, now)));
  let expired = 0;
  let deletedFiles = 0;
  for (const row of ended) {
    const done = await expireOne(deps, row, now);
    if (!done) continue;
    expired++;
    deletedFiles += done.keys.length;
    await finishExpiry(deps, done);
    await subscriptionChanged(deps, { ...row, status: 'expired', expiredAt: now, updatedAt: now });
  }
  return { expired, deletedFiles };
}

/** The members of companies whose files changed reload them (SPEC §4 live events). */
async function refetchCompanies(deps: Deps, companyIds: number[]) {
  const rows = await deps.db
    .select({ userId: memberships.userId, companyId: memberships.companyId })
    .from(memberships)
    .where(inArray(memberships.companyId, companyIds));
  const firms = await deps.db
    .select({ id: companies.id, shortId: companies.shortId })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  for (const firm of firms) {
    publishRefetch(
      deps,
      rows.filter((r) => r.companyId === firm.id).map((r) => r.userId),
      firm.shortId,
    );
  }
}

/** Hourly: warnings first, so a subscription that ends within the hour is not warned after it expired. */
export const expiryJobs: Job[] = [
  {
    name: 'subscription-expiry',
    pattern: '11 * * * *',
    run: async (deps) => ({
      ...(await warnExpiringSubscriptions(deps)),
      ...(await expireEndedSubscriptions(deps)),
    }),
  },
];
