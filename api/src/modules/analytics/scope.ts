// What an analysis reads, and who may read it (authorisation is part of each look-up): my own profile; a card,
// a dynatag, a folder of tags or a whole company for its company's owners (a colleague 403, anyone else 404, as
// for other company data).
import { companies, dynatagFolders, dynatags, views } from '@db/schema';
import type { AnalyticsItem } from '@shared/schemas/analytics';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { findOwnedCard } from '../cards';
import { findOwnership } from '../companies';
import { findOwnedDynatag } from '../dynatags';
import { getOwnProfile } from '../profiles';

type RollupType = 'profile' | 'dynatag' | 'card' | 'company';

/**
 * An item's views: the rollup rows that hold them (one target, a company's own rows, or each tag of a folder)
 * and the condition on `views` that finds its single views.
 */
export type Scope = {
  type: AnalyticsItem;
  id: string;
  name: string;
  rollupType: RollupType;
  rollupIds: number[];
  /** The views' condition; `byTarget` lists the targets when it is a folder's tags (merged page by page). */
  views: SQL;
  byTarget: number[] | null;
};

const ofTarget = (type: 'profile' | 'dynatag' | 'card', id: number) =>
  and(eq(views.targetType, type), eq(views.targetId, id)) as SQL;

/** The item a query names, if the user may see its views (404 when it is not theirs to see). */
export async function resolveScope(
  deps: Deps,
  user: { id: number; shortId: string },
  type: AnalyticsItem,
  id: string,
): Promise<Scope> {
  const base = { type, id };
  if (type === 'profile') {
    const profile = await getOwnProfile(deps, user, id);
    return {
      ...base,
      name: profile.label || profile.fullName || profile.shortId,
      rollupType: 'profile',
      rollupIds: [profile.id],
      views: ofTarget('profile', profile.id),
      byTarget: null,
    };
  }
  if (type === 'dynatag') {
    const { tag } = await findOwnedDynatag(deps, user.id, id);
    const one = { rollupType: 'dynatag' as const, rollupIds: [tag.id], byTarget: null };
    return { ...base, ...one, name: tag.name, views: ofTarget('dynatag', tag.id) };
  }
  if (type === 'card') {
    const { card } = await findOwnedCard(deps, user.id, id);
    const one = { rollupType: 'card' as const, rollupIds: [card.id], byTarget: null };
    return { ...base, ...one, name: card.shortId, views: ofTarget('card', card.id) };
  }
  if (type === 'company') {
    const { company } = await findOwnership(deps, user.id, id);
    const one = { rollupType: 'company' as const, rollupIds: [company.id], byTarget: null };
    return { ...base, ...one, name: company.name, views: eq(views.companyId, company.id) as SQL };
  }
  return folderScope(deps, user.id, id);
}

/** A folder: its tags and those of every folder inside it (folders nest five deep at most). */
async function folderScope(deps: Deps, userId: number, id: string): Promise<Scope> {
  const [folder] = await deps.db
    .select({ id: dynatagFolders.id, name: dynatagFolders.name, companyId: dynatagFolders.companyId })
    .from(dynatagFolders)
    .where(eq(dynatagFolders.shortId, id));
  if (!folder) throw notFound();
  const { company } = await findOwnershipById(deps, userId, folder.companyId);
  const tree = sql`with recursive tree(id) as (select ${folder.id}
    union all select f.id from ${dynatagFolders} f join tree on f.parent_id = tree.id
    where f.company_id = ${company.id})`;
  const tags = await deps.db
    .select({ id: dynatags.id })
    .from(dynatags)
    .where(
      and(eq(dynatags.companyId, company.id), inArray(dynatags.folderId, sql`(${tree} select id from tree)`)),
    );
  const ids = tags.map((tag) => tag.id);
  return {
    type: 'folder',
    id,
    name: folder.name,
    rollupType: 'dynatag',
    rollupIds: ids,
    views: and(eq(views.targetType, 'dynatag'), inArray(views.targetId, ids.length ? ids : [-1])) as SQL,
    byTarget: ids,
  };
}

/** The folder's company, if the user owns it (findOwnership goes by the company's public id). */
async function findOwnershipById(deps: Deps, userId: number, companyId: number) {
  const [company] = await deps.db
    .select({ shortId: companies.shortId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return findOwnership(deps, userId, company.shortId);
}
