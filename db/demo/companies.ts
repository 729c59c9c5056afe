// Writes the demo companies through the app's own services (so logos and covers take the upload pipeline:
// content check, resize, WebP, storage, file rows, quota), then their colleagues' profiles. A second run
// finds each company again by owner and name and brings it back to its demo state.
import { type Company, companies, memberships, type User } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { createCompany, removeCompanyCover, updateCompany } from '../../api/src/modules/companies';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { DEMO_COMPANIES, type DemoCompany, type DemoMember } from './content/companies';
import { sceneSvg } from './illustrations/scenes';
import { logoSvg, pngFile } from './images';

/** The company `owner` owns under that name, if any. */
async function findOwned(deps: Deps, owner: User, name: string): Promise<Company | null> {
  const [row] = await deps.db
    .select({ company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, owner.id), eq(memberships.state, 'owner'), eq(companies.name, name)));
  return row?.company ?? null;
}

/** The colleague profile of a member, every visibility flag off. */
const memberFields = (m: DemoMember) => ({
  jobTitle: m.jobTitle,
  jobRole: m.jobRole ?? '',
  workPhone: m.workPhone ?? '',
  workEmail: m.workEmail ?? '',
  about: m.about ?? '',
  socialLinks: m.socialLinks ?? {},
  customLinks: m.customLinks ?? [],
  hidePersonal: false,
  hideAvatar: false,
  hideCompany: false,
  hideFromSearch: false,
});

/** Every field set, so a second run also clears what was added in the dashboard since. */
const companyFields = (demo: DemoCompany) => ({
  websiteUrl: '',
  phone: '',
  email: '',
  useColorInProfiles: false,
  street: '',
  zipcode: '',
  city: '',
  description: '',
  socialLinks: {},
  customLinks: [],
  ...demo.fields,
});

/**
 * A demo company without billing info has none again after a second run. The API refuses a write that leaves
 * billing info incomplete (billing-info.ts), so "none" is set on the row.
 */
const NO_BILLING = {
  billingOrgNumber: '',
  billingEmail: '',
  billingMarking: '',
  billingStreet: '',
  billingZipcode: '',
  billingCity: '',
  billingCountry: '',
};

async function upsertCompany(deps: Deps, demo: DemoCompany, owner: User) {
  const fields = companyFields(demo);
  const images = {
    logo: await pngFile(logoSvg(demo), 'logo.png'),
    ...(demo.cover ? { cover: await pngFile(sceneSvg(demo.cover), 'cover.png') } : {}),
  };
  const found = await findOwned(deps, owner, demo.fields.name);
  if (found) {
    await updateCompany(deps, owner, found.shortId, fields, images);
    if (!demo.cover && found.coverKey) await removeCompanyCover(deps, found);
  } else {
    await createCompany(deps, owner, fields, images);
  }
  let company = await findOwned(deps, owner, demo.fields.name);
  if (!company) throw new Error(`demo company ${demo.fields.name} was not written`);
  if (!demo.fields.billing) {
    [company] = await deps.db
      .update(companies)
      .set(NO_BILLING)
      .where(eq(companies.id, company.id))
      .returning();
  }
  return company;
}

/** Owner and colleagues with their colleague profiles; an invitation or a removal is undone. */
async function upsertMembers(deps: Deps, company: Company, demo: DemoCompany, userOf: (u: string) => User) {
  const now = deps.clock.now();
  await deps.db
    .update(memberships)
    .set({ ...memberFields(demo.owner), updatedAt: now })
    .where(
      and(eq(memberships.companyId, company.id), eq(memberships.userId, userOf(demo.owner.username).id)),
    );
  for (const member of demo.colleagues) {
    const fields = { ...memberFields(member), state: 'colleague' as const, joinedAt: now, updatedAt: now };
    await deps.db
      .insert(memberships)
      .values({
        ...fields,
        shortId: shortId(),
        companyId: company.id,
        userId: userOf(member.username).id,
        invitedByUserId: userOf(demo.owner.username).id,
        invitedAt: now,
      })
      .onConflictDoUpdate({ target: [memberships.companyId, memberships.userId], set: fields });
  }
}

/** Every demo company with its logo, cover and people; returns them by name. */
export async function seedCompanies(deps: Deps, userOf: (username: string) => User) {
  const byName = new Map<string, Company>();
  for (const demo of DEMO_COMPANIES) {
    const company = await upsertCompany(deps, demo, userOf(demo.owner.username));
    await upsertMembers(deps, company, demo, userOf);
    byName.set(company.name, company);
  }
  return byName;
}

/** The membership ids of a user in the named companies, in that order. */
export async function membershipIds(deps: Deps, userId: number, companyIds: number[]) {
  if (!companyIds.length) return [];
  const rows = await deps.db
    .select({ id: memberships.id, companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.companyId, companyIds)));
  return companyIds.flatMap((id) => rows.filter((r) => r.companyId === id).map((r) => r.id));
}
