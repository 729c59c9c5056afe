import { type Company, companies, files, type Membership, memberships, type User } from '@db/schema';
import { entitlementsOf } from '@shared/entitlements';
import { and, count, eq, inArray } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { recordUsage } from '../pricing';
import { companyCounts, findMembership, findOwnership, notifyCompany, publishRefetch } from './access';
import { assertBillingComplete } from './billing-info';
import { deleteStored, listFiles } from './files';
import { checkCustomLinks, cleanCustomLinks, cleanSocialLinks } from './links';
import { type CompanyImage, companyCoverPath, logoPath, storeCompanyImages } from './logo';
import type { CompanyInput } from './request-schemas';

type Counts = { members: number; owners: number; invited: number; files: number };

/** A company as its members see it; billing info only for owners. */
export function toCompany(company: Company, membership: Membership, counts: Counts) {
  const isOwner = membership.state === 'owner';
  return {
    shortId: company.shortId,
    name: company.name,
    websiteUrl: company.websiteUrl,
    phone: company.phone,
    email: company.email,
    color: company.color,
    useColorInProfiles: company.useColorInProfiles,
    colleagueMayChange: company.design?.colleagueMayChange ?? null,
    street: company.street,
    zipcode: company.zipcode,
    city: company.city,
    description: company.description,
    logo: company.logoKey !== null,
    logoPath: logoPath(company),
    cover: company.coverKey !== null,
    coverPath: companyCoverPath(company),
    socialLinks: company.socialLinks,
    customLinks: company.customLinks,
    billing: isOwner
      ? {
          orgNumber: company.billingOrgNumber,
          email: company.billingEmail,
          marking: company.billingMarking,
          street: company.billingStreet,
          zipcode: company.billingZipcode,
          city: company.billingCity,
          country: company.billingCountry,
        }
      : null,
    role: membership.state,
    membershipId: membership.shortId,
    counts,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  };
}

async function countsOf(deps: Deps, companyIds: number[]) {
  const byState = await deps.db
    .select({ companyId: memberships.companyId, state: memberships.state, value: count() })
    .from(memberships)
    .where(inArray(memberships.companyId, companyIds))
    .groupBy(memberships.companyId, memberships.state);
  const byFiles = await deps.db
    .select({ companyId: files.companyId, value: count() })
    .from(files)
    .where(and(inArray(files.companyId, companyIds), eq(files.kind, 'company')))
    .groupBy(files.companyId);
  return (companyId: number): Counts => {
    const of = (state: string) =>
      byState.find((r) => r.companyId === companyId && r.state === state)?.value ?? 0;
    return {
      members: of('colleague') + of('owner'),
      owners: of('owner'),
      invited: of('invited'),
      files: byFiles.find((r) => r.companyId === companyId)?.value ?? 0,
    };
  };
}

/** The companies the user belongs to or is invited to, with their role and counts. */
export async function listCompanies(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ company: companies, membership: memberships })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(companies.name, companies.id);
  const counts = await countsOf(
    deps,
    rows.map((r) => r.company.id),
  );
  return rows.map((r) => toCompany(r.company, r.membership, counts(r.company.id)));
}

/** One company; an invited person sees it too (to decide), its files only members. */
export async function getCompany(deps: Deps, userId: number, companyShortId: string) {
  const { company, membership } = await findMembership(deps, userId, companyShortId, [
    'invited',
    'colleague',
    'owner',
  ]);
  const counts = await countsOf(deps, [company.id]);
  return {
    ...toCompany(company, membership, counts(company.id)),
    files: membership.state === 'invited' ? [] : await listFiles(deps, { company }),
  };
}

/** The columns a company write changes. */
function columnsOf(input: CompanyInput) {
  const { billing, socialLinks, customLinks, name, ...plain } = input;
  return {
    ...plain,
    ...(name !== undefined ? { name: name.trim() } : {}),
    ...(socialLinks ? { socialLinks: cleanSocialLinks(socialLinks) } : {}),
    ...(customLinks ? { customLinks: cleanCustomLinks(customLinks) } : {}),
    ...(billing?.orgNumber !== undefined ? { billingOrgNumber: billing.orgNumber } : {}),
    ...(billing?.email !== undefined ? { billingEmail: billing.email } : {}),
    ...(billing?.marking !== undefined ? { billingMarking: billing.marking } : {}),
    ...(billing?.street !== undefined ? { billingStreet: billing.street } : {}),
    ...(billing?.zipcode !== undefined ? { billingZipcode: billing.zipcode } : {}),
    ...(billing?.city !== undefined ? { billingCity: billing.city } : {}),
    ...(billing?.country !== undefined ? { billingCountry: billing.country } : {}),
  };
}

/** The company limit (SPEC §5) through the one entitlements function. */
async function assertMayCreate(db: Parameters<typeof companyCounts>[0], user: User, now: number) {
  const allowed = entitlementsOf(user, now);
  const mine = await companyCounts(db, user.id);
  // A subscription lifts the free limit, so the free message offers one; a subscriber's limit is the last word.
  if (mine.owned >= allowed.maxOwnedCompanies) {
    if (!allowed.isSubscriber) throw new AppError('CONFLICT', 'companyLimit');
    throw new AppError('CONFLICT', 'companyLimitSubscriber', {
      params: { limit: allowed.maxOwnedCompanies },
    });
  }
  if (mine.joined >= allowed.maxMemberships) throw new AppError('CONFLICT', 'membershipLimit');
}

type Images = Partial<Record<CompanyImage, File>>;

/**
 * Creates a company with the creator as its owner. The logo and cover are written first; the company,
 * the membership and their file rows commit together, and the pictures go again if that fails.
 */
export async function createCompany(deps: Deps, user: User, input: CompanyInput, images: Images = {}) {
  if (!input.name?.trim()) throw invalid('name', 'invalidCompanyName');
  assertBillingComplete(input, null);
  const now = deps.clock.now();
  await assertMayCreate(deps.db, user, now);
  checkCustomLinks(input.customLinks, entitlementsOf(user, now));
  const companyShortId = shortId();
  const stored = await storeCompanyImages(deps, user, companyShortId, images);
  const keyOf = (kind: CompanyImage) => stored.find((s) => s.kind === kind)?.key ?? null;
  try {
    await deps.db.transaction(async (tx) => {
      await assertMayCreate(tx, user, now);
      const [company] = await tx
        .insert(companies)
        .values({
          ...columnsOf(input),
          name: input.name!.trim(),
          shortId: companyShortId,
          logoKey: keyOf('logo'),
          coverKey: keyOf('cover'),
          createdByUserId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(memberships).values({
        shortId: shortId(),
        companyId: company.id,
        userId: user.id,
        state: 'owner',
        invitedAt: now,
        joinedAt: now,
        updatedAt: now,
      });
      if (stored.length) await tx.insert(files).values(stored.map((s) => s.row(company.id)));
      // Its first owner, on record for billing (pricing/usage.ts).
      await recordUsage(tx, company.id, now);
    });
  } catch (error) {
    await deleteStored(
      deps,
      stored.map((s) => s.key),
    );
    throw error;
  }
  publishRefetch(deps, [user.id], companyShortId);
  return getCompany(deps, user.id, companyShortId);
}

/** Owners edit the company and replace its logo or cover; the old files go after the rows commit. */
export async function updateCompany(
  deps: Deps,
  user: User,
  companyShortId: string,
  input: CompanyInput,
  images: Images = {},
) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  assertBillingComplete(input, company);
  const now = deps.clock.now();
  checkCustomLinks(input.customLinks, entitlementsOf(user, now));
  const stored = await storeCompanyImages(deps, user, company.shortId, images);
  let replaced: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      for (const image of stored) {
        const old = await tx
          .delete(files)
          .where(and(eq(files.companyId, company.id), eq(files.kind, image.kind)))
          .returning({ key: files.storageKey });
        replaced = [...replaced, ...old.map((o) => o.key)];
        await tx.insert(files).values(image.row(company.id));
      }
      const keys = Object.fromEntries(stored.map((s) => [s.kind === 'logo' ? 'logoKey' : 'coverKey', s.key]));
      await tx
        .update(companies)
        .set({ ...columnsOf(input), ...keys, updatedAt: now })
        .where(eq(companies.id, company.id));
    });
  } catch (error) {
    await deleteStored(
      deps,
      stored.map((s) => s.key),
    );
    throw error;
  }
  await deleteStored(deps, replaced);
  await notifyCompany(deps, company);
  return getCompany(deps, user.id, company.shortId);
}
