// Deleting an account (SPEC §4): a use case above users, companies, orders, billing and subscriptions, so that
// none of them imports another to delete a person (issue 20: users/service.ts calling billing/run.ts closed an
// eight-file import cycle). The account page's DELETE users/me and the cleanup jobs (cleanup.ts) call it.
import { companies, dataExports, files, memberships, profiles, type User, users } from '@db/schema';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Deps } from '../../platform/deps';
import { variantKeysOf } from '../../platform/pictures';
import { finalInvoice } from '../billing';
import { deleteLeadPhotos, forgetCompanyLeads, leadPhotoKeysOf } from '../leads';
import { deleteDraft } from '../orders';
import { recordUsage } from '../pricing';
import { deleteVideoFiles } from '../profiles';
import { cancelSubscriptionsPaidBy, endSubscriptionOfDeletedUser, mailPayerDeleted } from '../subscriptions';
import { subscriptionChanged } from '../webhooks';

/** Companies where the user is the only owner: they cannot live on without them. */
async function soleOwnedCompanyIds(deps: Deps, userId: number): Promise<number[]> {
  const otherOwner = alias(memberships, 'other_owner');
  const rows = await deps.db
    .select({ id: memberships.companyId })
    .from(memberships)
    .leftJoin(
      otherOwner,
      and(
        eq(otherOwner.companyId, memberships.companyId),
        eq(otherOwner.state, 'owner'),
        ne(otherOwner.userId, userId),
      ),
    )
    .where(and(eq(memberships.userId, userId), eq(memberships.state, 'owner'), isNull(otherOwner.id)));
  return rows.map((r) => r.id);
}

/**
 * Deletes a user with every row (foreign keys cascade) and every stored file: their own uploads, the
 * files others put on their colleague profiles, and the companies they were the only owner of with
 * everything in them. Logos and covers they gave companies that live on stay, counted to another owner.
 */
export async function deleteAccount(deps: Deps, user: User) {
  // A half-finished order (the wizard's draft) and its design images go with the account.
  await deleteDraft(deps, user.id);
  const soleOwned = await soleOwnedCompanyIds(deps, user.id);
  // Their final invoices while the companies' usage changes still exist; the invoices are kept 60 days.
  for (const companyId of soleOwned) await finalInvoice(deps, companyId);
  const affected = soleOwned.length
    ? await deps.db
        .select({ userId: memberships.userId, companyId: companies.shortId })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(and(inArray(memberships.companyId, soleOwned), ne(memberships.userId, user.id)))
    : [];
  const goneMemberships = deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(or(eq(memberships.userId, user.id), inArray(memberships.companyId, soleOwned)));
  const coOwned = (
    await deps.db
      .select({ id: memberships.companyId })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.state, 'owner')))
  )
    .map((m) => m.id)
    .filter((id) => !soleOwned.includes(id));
  const now = deps.clock.now();
  let payerGone: Awaited<ReturnType<typeof cancelSubscriptionsPaidBy>> = [];
  let ended: Awaited<ReturnType<typeof endSubscriptionOfDeletedUser>> = [];
  let leadPhotos: string[] = [];
  // The videos uploaded to their profiles (issue 32) are files outside the files table: gone after the rows.
  const videos = await deps.db
    .select({ video: profiles.video })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  // Copies of their data waiting to be downloaded (data-protection): their rows go with the account (cascade).
  const exports = await deps.db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(eq(dataExports.userId, user.id));
  const owned = await deps.db.transaction(async (tx) => {
    // The subscription ends with the account; those its sole-owned companies paid run out their cancel period.
    ended = await endSubscriptionOfDeletedUser(tx, user.id, now);
    payerGone = await cancelSubscriptionsPaidBy(tx, soleOwned, now);
    await tx
      .update(files)
      .set({
        ownerUserId: sql`(select ${memberships.userId} from ${memberships} where ${memberships.companyId} = ${files.companyId} and ${memberships.state} = 'owner' and ${memberships.userId} <> ${user.id} limit 1)`,
      })
      .where(
        and(
          eq(files.ownerUserId, user.id),
          inArray(files.kind, ['logo', 'cover', 'dynatag']),
          isNotNull(files.companyId),
          notInArray(files.companyId, soleOwned),
        ),
      );
    const keys = await tx
      .select({ key: files.storageKey })
      .from(files)
      .where(
        or(
          eq(files.ownerUserId, user.id),
          inArray(files.membershipId, goneMemberships),
          inArray(files.companyId, soleOwned),
        ),
      );
    // Their leads go with them (cascade), their photos after the transaction; the leads of colleagues in the
    // companies that go stay with their holders, without company.
    leadPhotos = await leadPhotoKeysOf(tx, user.id);
    await forgetCompanyLeads(tx, soleOwned);
    if (soleOwned.length) await tx.delete(companies).where(inArray(companies.id, soleOwned));
    await tx.delete(users).where(eq(users.id, user.id));
    // The companies they co-owned have one owner fewer (pricing/usage.ts).
    for (const companyId of coOwned) await recordUsage(tx, companyId, now);
    return keys;
  });
  // A dynatag picture goes with its resized copies.
  for (const { key } of owned) for (const k of [key, ...variantKeysOf(key)]) await deps.storage.delete(k);
  await deleteLeadPhotos(deps, leadPhotos);
  for (const { video } of videos) await deleteVideoFiles(deps, video);
  for (const { key } of exports) if (key) await deps.storage.delete(key);
  await mailPayerDeleted(deps, payerGone);
  // A company that paid the ended subscription and lives on tells its endpoints (subscription.changed).
  for (const row of ended) if (!soleOwned.includes(row.companyId ?? 0)) await subscriptionChanged(deps, row);
  for (const key of [user.avatarKey, user.coverKey]) {
    if (key && !owned.some((f) => f.key === key)) await deps.storage.delete(key);
  }
  for (const { userId, companyId } of affected) {
    deps.events.publish([userId], {
      service: 'companies',
      actions: ['refetch-companies'],
      ids: { companyId },
    });
  }
}
