// Views with chosen places, devices and sources, written by the real view writer (batchViewQueries: rows, day
// and facet rollups, the company's own rollups), and a company with tags, a folder tree and a card to analyse.
import { dynatagFolders, dynatags } from '@db/schema';
import { eq } from 'drizzle-orm';
import { seedCompany, seedMember, seedUser, signIn } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { orderWithCards } from '../cards/test-kit';
import { seedDynatag } from '../dynatags/public-test-kit';
import { batchViewQueries, runViewStatements } from '../profiles/view-batch';
import type { ViewTarget } from '../profiles/views';
import { NO_DETAILS, type VisitDetails } from '../profiles/visit-details';
import { utcDay, type Visit } from '../profiles/visits';

export type SyntheticView = {
  target: ViewTarget;
  at: number;
  visitor: string;
  details?: Partial<VisitDetails>;
};

export const STOCKHOLM = { country: 'SE', city: 'Stockholm', latitude: 59.33, longitude: 18.07 };
export const HELSINKI = { country: 'FI', city: 'Helsinki', latitude: 60.17, longitude: 24.94 };
export const IPHONE = { device: 'mobile', os: 'iOS', browser: 'Mobile Safari' };
export const WINDOWS = { device: 'desktop', os: 'Windows', browser: 'Edge' };

/** Writes the views as the counter does, in one batch, with the details given (unknown otherwise). */
export async function writeViews(t: TestApp, list: SyntheticView[]) {
  const details = new Map<Visit, VisitDetails>();
  const pending = list.map((view) => {
    const visit = { at: view.at, day: utcDay(view.at), hash: view.visitor };
    details.set(visit, { ...NO_DETAILS, ...view.details });
    return { target: view.target, visit };
  });
  await runViewStatements(
    t.db,
    batchViewQueries(t.db, pending, (visit) => details.get(visit) ?? NO_DETAILS),
  );
}

/**
 * An owner (signed in) of a company with three tags — two in a folder "Fairs" (one of them in its sub-folder
 * "2026") and one at the root — and a card; a colleague and a stranger (signed in); another company's tag.
 */
export async function analyticsCompany(t: TestApp) {
  const [owner, mate, stranger] = [await seedUser(t), await seedUser(t), await seedUser(t)];
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Mässan AB' });
  const member = await seedMember(t, { companyId: company.id, userId: mate.id });
  const folder = async (name: string, parentId: number | null) => {
    const now = t.clock.now();
    const [row] = await t.db
      .insert(dynatagFolders)
      .values({ shortId: shortId(), companyId: company.id, parentId, name, createdAt: now, updatedAt: now })
      .returning();
    return row;
  };
  const fairs = await folder('Fairs', null);
  const year = await folder('2026', fairs.id);
  const inFairs = await seedDynatag(t, company.id, { name: 'Elmia stand', folderId: fairs.id });
  const inYear = await seedDynatag(t, company.id, { name: 'Nordbygg stand', folderId: year.id });
  const atRoot = await seedDynatag(t, company.id, { name: 'Reception' });
  const { cards } = await orderWithCards(t, company.id, owner.id, [{ recipient: member }]);
  const other = await seedCompany(t, { ownerId: stranger.id, name: 'Annan AB' });
  const othersTag = await seedDynatag(t, other.id, { name: 'Not yours' });
  return {
    owner: { ...owner, c: await signIn(t, owner) },
    colleague: { ...mate, c: await signIn(t, mate) },
    stranger: { ...stranger, c: await signIn(t, stranger) },
    company,
    folders: { fairs, year },
    tags: { inFairs, inYear, atRoot, othersTag },
    card: cards[0],
  };
}

/** Moves a tag to another folder (or the root) as the dashboard would. */
export const moveTag = (t: TestApp, tagId: number, folderId: number | null) =>
  t.db.update(dynatags).set({ folderId }).where(eq(dynatags.id, tagId));
