// What the account and company deletions (accounts/) ask of leads: the photos of a person's leads, which the
// database's cascade cannot delete, and a deleted company's leads left without company or event (the two ids
// have no foreign key: SQLite adds a column with one only without its ON DELETE action).
import { leads } from '@db/schema';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { deletePhotos } from './photos';

type Db = Pick<Deps['db'], 'select' | 'update'>;

/** The storage keys of every photo of the user's leads (read before the account goes). */
export async function leadPhotoKeysOf(db: Db, userId: number) {
  const rows = await db.select({ keys: leads.photoKeys }).from(leads).where(eq(leads.holderUserId, userId));
  return rows.flatMap((r) => r.keys);
}

/** Deletes those photos once the account is gone. */
export const deleteLeadPhotos = (deps: Deps, keys: string[]) => deletePhotos(deps, keys);

/** In the deletion's transaction: the companies' leads stay with their holders, without company and event. */
export async function forgetCompanyLeads(db: Db, companyIds: number[]) {
  if (!companyIds.length) return;
  await db.update(leads).set({ companyId: null, eventId: null }).where(inArray(leads.companyId, companyIds));
}
