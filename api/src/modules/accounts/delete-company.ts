// Deleting a company (SPEC §4): a use case above companies, billing and subscriptions — its final invoice and
// the subscriptions it paid end with it — so it lives here, above the modules it spans (docs/modules.md).
import { companies, files, memberships, type User } from '@db/schema';
import { eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { finalInvoice } from '../billing';
import { deleteStored, findOwnership, memberUserIds, publishRefetch } from '../companies';
import { forgetCompanyLeads } from '../leads';
import { cancelSubscriptionsPaidBy, mailPayerDeleted } from '../subscriptions';

/**
 * Deletes a company when its exact name (case-sensitive) is given: memberships and file rows go with
 * it in one statement (foreign keys cascade), then the stored files.
 */
export async function deleteCompany(deps: Deps, user: User, companyShortId: string, name: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  if (name !== company.name) throw invalid('name', 'companyNameMismatch');
  const people = await memberUserIds(deps.db, company.id);
  const theirMemberships = deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.companyId, company.id));
  // Its final invoice while its usage changes still exist (they go with it); its invoices are kept 60 days.
  await finalInvoice(deps, company.id);
  const now = deps.clock.now();
  let payerGone: Awaited<ReturnType<typeof cancelSubscriptionsPaidBy>> = [];
  const keys = await deps.db.transaction(async (tx) => {
    const stored = await tx
      .select({ key: files.storageKey })
      .from(files)
      .where(or(eq(files.companyId, company.id), inArray(files.membershipId, theirMemberships)));
    // Subscriptions it paid run out their cancel period (kept with the company's name for billing).
    payerGone = await cancelSubscriptionsPaidBy(tx, [company.id], now);
    // Its leads stay with the people who hold them, without company and event (their events go with it).
    await forgetCompanyLeads(tx, [company.id]);
    await tx.delete(companies).where(eq(companies.id, company.id));
    return stored.map((s) => s.key);
  });
  await deleteStored(deps, keys);
  await mailPayerDeleted(deps, payerGone);
  publishRefetch(deps, people, company.shortId);
}
