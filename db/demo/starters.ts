// Tags made from the starter templates (issue 32), as an owner makes them in the create dialog: Nordvik Bygg's
// viewing of a new house and its job advert, in Swedish. A later run puts each back as the template made it,
// under the same id (as seedDynatags does for the other demo tags).
import { type Company, dynatags, dynatagVersions, files, type User } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { deleteStored } from '../../api/src/modules/companies';
import {
  changesOfInput,
  createFromTemplate,
  insertFileRows,
  NEW_TAG_FIELDS,
  prepareFiles,
  storeFiles,
  templateDraft,
} from '../../api/src/modules/dynatags';
import type { Deps } from '../../api/src/platform/deps';
import { AppError } from '../../api/src/platform/errors';
import { seedViews } from './views';

const STARTERS = [
  {
    company: 'Nordvik Bygg AB',
    owner: 'subscriber',
    template: 'property',
    name: 'Visning Havsutsikten 3',
    views: 1.4,
  },
  {
    company: 'Nordvik Bygg AB',
    owner: 'subscriber',
    template: 'job',
    name: 'Vi söker en projektledare',
    views: 0.6,
  },
] as const;

type Starter = (typeof STARTERS)[number];

/** A tag of a starter back as its template made it: its fields, its pictures, version 1. */
async function resetTag(deps: Deps, owner: User, company: Company, starter: Starter, tagId: number) {
  const [tag] = await deps.db.select().from(dynatags).where(eq(dynatags.id, tagId));
  const { fields, files: pictures } = await templateDraft(starter.template, 'sv', company);
  const prepared = await prepareFiles(tag.shortId, pictures);
  const changes = await changesOfInput(
    deps,
    company.id,
    { shortId: tag.shortId, passcodeTimer: null },
    fields,
    [],
    prepared,
  );
  const now = deps.clock.now();
  const row = {
    ...NEW_TAG_FIELDS,
    ...changes,
    name: starter.name,
    version: 1,
    updatedByUserId: owner.id,
    updatedAt: now,
  };
  await storeFiles(deps, prepared);
  const oldKeys = await deps.db.transaction(async (tx) => {
    const gone = await tx.delete(files).where(eq(files.dynatagId, tag.id)).returning();
    await tx.delete(dynatagVersions).where(eq(dynatagVersions.dynatagId, tag.id));
    await tx.update(dynatags).set(row).where(eq(dynatags.id, tag.id));
    await insertFileRows(tx, deps, tag, owner.id, prepared);
    return gone.map((f) => f.storageKey);
  });
  await deleteStored(deps, oldKeys);
  return tag.id;
}

/** The tags made from templates; returns how many. */
export async function seedStarterTags(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  for (const starter of STARTERS) {
    const company = companyByName.get(starter.company);
    if (!company) throw new Error(`the starter ${starter.name} names an unseeded company`);
    const owner = userOf(starter.owner);
    const [found] = await deps.db
      .select({ id: dynatags.id })
      .from(dynatags)
      .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, starter.name)));
    const id = found
      ? await resetTag(deps, owner, company, starter, found.id)
      : await make(deps, owner, company, starter);
    // Three months of views, as the other demo tags have (the company's overview counts them).
    await seedViews(deps, { type: 'dynatag', id }, starter.views);
  }
  return STARTERS.length;
}

/** A starter's tag made as the dialog makes it, the owner confirming a new monthly price; returns its id. */
async function make(deps: Deps, owner: User, company: Company, starter: Starter) {
  const input = { template: starter.template, lang: 'sv' as const, name: starter.name };
  const send = (acceptMonthlyPrice?: number) =>
    createFromTemplate(deps, owner, company.shortId, { ...input, acceptMonthlyPrice }, 'sv');
  const made = await send().catch((error) => {
    const next = error instanceof AppError && (error.data as { next?: number } | null)?.next;
    if (typeof next !== 'number') throw error;
    return send(next);
  });
  const [row] = await deps.db.select({ id: dynatags.id }).from(dynatags).where(eq(dynatags.shortId, made.id));
  return row.id;
}
