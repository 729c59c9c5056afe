// The company's card design (issue 23): owners edit a draft, preview it on a real colleague's /p and a tag's
// /d, and publish it. Publishing writes the company row, which drops every page built from it (the page cache's
// keys: each colleague's /p and /c, each company /d) here and on every instance (write-watch.ts, cacheBus).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { companies, dynatags, memberships, profileCompanies, profiles, type User } from '@db/schema';
import { contrastProblems } from '@shared/design/check';
import { type CompanyDesign, defaultDesign } from '@shared/schemas/company-design';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership } from './access';

/** A preview link lasts an hour: long enough to edit and look, short enough not to be a way around publishing. */
const PREVIEW_MS = 60 * 60 * 1000;

const sign = (deps: Deps, payload: string) =>
  createHmac('sha256', deps.config.secret).update(`design-preview\n${payload}`).digest('base64url');

/** A signed token that lets /p and /d show the company's draft design (not cached, not indexed). */
export function previewToken(deps: Deps, companyShortId: string, now: number) {
  const payload = `${companyShortId}.${now + PREVIEW_MS}`;
  return `${payload}.${sign(deps, payload)}`;
}

/** The company a preview token names, when it is genuine and not expired; else null. */
export function previewCompany(deps: Deps, token: string, now: number): string | null {
  const [company, expires, mac] = token.split('.');
  if (!company || !expires || !mac) return null;
  const expected = Buffer.from(sign(deps, `${company}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) > now ? company : null;
}

/** The draft design (else the published one) of a company by its public id, for a preview; null without one. */
export async function draftOf(deps: Deps, companyShortId: string) {
  const [row] = await deps.db
    .select({ id: companies.id, draft: companies.designDraft, design: companies.design })
    .from(companies)
    .where(eq(companies.shortId, companyShortId));
  const design = row?.draft ?? row?.design;
  return row && design ? { companyId: row.id, design } : null;
}

/** 422 on the first colour pair below WCAG AA, naming both colours and the ratio. */
export function assertContrast(design: CompanyDesign) {
  const [problem] = contrastProblems(design);
  if (problem) {
    const { field, ...params } = problem;
    throw new AppError('VALIDATION', 'lowContrast', { field, params });
  }
}

/** Where the preview shows the draft: a colleague's card that lists the company (the owner's own first), and a tag. */
async function previewPages(deps: Deps, companyId: number, ownerUserId: number) {
  const [person] = await deps.db
    .select({ shortId: profiles.shortId })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .innerJoin(profiles, eq(profiles.id, profileCompanies.profileId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.hideCompany, false)))
    .orderBy(desc(eq(memberships.userId, ownerUserId)), desc(profiles.isActive), asc(profiles.id))
    .limit(1);
  const [tag] = await deps.db
    .select({ shortId: dynatags.shortId })
    .from(dynatags)
    .where(
      and(
        eq(dynatags.companyId, companyId),
        eq(dynatags.passcode, ''),
        eq(dynatags.redirectUrl, ''),
        isNull(dynatags.geoDistance),
      ),
    )
    .orderBy(asc(dynatags.id))
    .limit(1);
  return { profile: person?.shortId ?? null, dynatag: tag?.shortId ?? null };
}

/** The design as owners edit it: the draft (or the published one, or a start from the company colour). */
export async function getDesign(deps: Deps, userId: number, companyShortId: string) {
  const { company } = await findOwnership(deps, userId, companyShortId);
  const now = deps.clock.now();
  const pages = await previewPages(deps, company.id, userId);
  const token = encodeURIComponent(previewToken(deps, company.shortId, now));
  return {
    draft: company.designDraft ?? company.design ?? defaultDesign(company.color),
    published: company.design,
    unpublished: company.designDraft !== null,
    preview: {
      expiresAt: now + PREVIEW_MS,
      profilePath: pages.profile && `/p/${pages.profile}?count=false&preview=${token}`,
      dynatagPath: pages.dynatag && `/d/${pages.dynatag}?count=false&preview=${token}`,
    },
  };
}

/** Saves the draft; what visitors see changes only on publish. */
export async function saveDraft(deps: Deps, user: User, companyShortId: string, design: CompanyDesign) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  assertContrast(design);
  await deps.db.batch([
    deps.db.update(companies).set({ designDraft: design }).where(eq(companies.id, company.id)),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'design',
      entityId: company.shortId,
      action: 'draftSaved',
      at: deps.clock.now(),
    }),
  ]);
  return getDesign(deps, user.id, company.shortId);
}

/** Makes the draft live on every page of the company at once; no draft: nothing to publish (409). */
export async function publishDesign(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  if (!company.designDraft) throw new AppError('CONFLICT', 'noDesignDraft');
  // A draft saved before a rule tightened is checked again: a page never goes live below AA.
  assertContrast(company.designDraft);
  await deps.db.batch([
    deps.db
      .update(companies)
      .set({ design: company.designDraft, designDraft: null, updatedAt: deps.clock.now() })
      .where(eq(companies.id, company.id)),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'design',
      entityId: company.shortId,
      action: 'published',
      at: deps.clock.now(),
    }),
  ]);
  return getDesign(deps, user.id, company.shortId);
}
