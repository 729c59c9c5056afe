// A demo tag without files written as the seed left it: the existing row replaced (its history cleared, as a first
// version), or a new one made before its demo views began. Used by the demos of a tag's form and rules.
import { type Dynatag, dynatags, dynatagVersions } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../api/src/platform/deps';
import { DEMO_VIEW_DAYS } from './views';

type Row = Omit<
  typeof dynatags.$inferInsert,
  'id' | 'name' | 'shortId' | 'companyId' | 'createdByUserId' | 'createdAt'
>;

export function writeDemoTag(
  deps: Deps,
  found: Pick<Dynatag, 'id'> | undefined,
  row: Row,
  made: { name: string; shortId: string; companyId: number; ownerId: number; now: number },
): Promise<Pick<Dynatag, 'id'>> {
  return deps.db.transaction(async (tx) => {
    if (found) {
      await tx.delete(dynatagVersions).where(eq(dynatagVersions.dynatagId, found.id));
      await tx.update(dynatags).set(row).where(eq(dynatags.id, found.id));
      return found;
    }
    const [tag] = await tx
      .insert(dynatags)
      .values({
        ...row,
        name: made.name,
        shortId: made.shortId,
        companyId: made.companyId,
        createdByUserId: made.ownerId,
        createdAt: made.now - (DEMO_VIEW_DAYS + 5) * DAY_MS,
      })
      .returning({ id: dynatags.id });
    return tag!;
  });
}
