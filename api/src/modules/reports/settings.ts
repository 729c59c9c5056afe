// Who gets which report: a person's own (their profiles) and, for owners, their companies' (dynatags and cards).
// Off is no row. A new or changed cadence starts with the next period to end, so turning a report on never sends
// an old period at once, and changing weekly to monthly sends no second mail for a period already covered.
import { companies, reportSubscriptions, type User, users } from '@db/schema';
import type { ReportCadence, ReportSettingBody } from '@shared/schemas/reports';
import { and, eq, isNull } from 'drizzle-orm';
import type { Static } from 'elysia';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { findOwnership } from '../companies';
import { duePeriods } from './periods';
import { readUnsubscribeToken } from './tokens';

const scopeOf = (userId: number, companyId: number | null) =>
  and(
    eq(reportSubscriptions.userId, userId),
    companyId === null ? isNull(reportSubscriptions.companyId) : eq(reportSubscriptions.companyId, companyId),
  );

async function cadenceOf(deps: Deps, userId: number, companyId: number | null): Promise<ReportCadence> {
  const [row] = await deps.db
    .select({ cadence: reportSubscriptions.cadence })
    .from(reportSubscriptions)
    .where(scopeOf(userId, companyId));
  return row?.cadence ?? 'off';
}

async function setCadence(deps: Deps, userId: number, companyId: number | null, cadence: ReportCadence) {
  if (cadence === 'off') {
    await deps.db.delete(reportSubscriptions).where(scopeOf(userId, companyId));
    return { cadence };
  }
  const now = deps.clock.now();
  const lastSentPeriod = duePeriods(cadence, now).current.key;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reportSubscriptions).where(scopeOf(userId, companyId));
    if (row?.cadence === cadence) return;
    if (row) {
      await tx
        .update(reportSubscriptions)
        .set({ cadence, lastSentPeriod, updatedAt: now })
        .where(eq(reportSubscriptions.id, row.id));
      return;
    }
    await tx.insert(reportSubscriptions).values({
      shortId: shortId(),
      userId,
      companyId,
      cadence,
      lastSentPeriod,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { cadence };
}

type Body = Static<typeof ReportSettingBody>;

export const myReport = async (deps: Deps, user: User) => ({ cadence: await cadenceOf(deps, user.id, null) });
export const setMyReport = (deps: Deps, user: User, body: Body) =>
  setCadence(deps, user.id, null, body.cadence);

export async function companyReport(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  return { cadence: await cadenceOf(deps, user.id, company.id) };
}

export async function setCompanyReport(deps: Deps, user: User, companyShortId: string, body: Body) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  return setCadence(deps, user.id, company.id, body.cadence);
}

/**
 * The person a valid token names (their language for the page) after turning that report off; null for a token we
 * did not sign. Unsubscribing twice, or after the report was turned off, is the same success.
 */
export async function unsubscribe(deps: Deps, token: string, apply: boolean) {
  const named = readUnsubscribeToken(deps, token);
  if (!named) return null;
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.shortId, named.userShortId));
  if (!user) return null;
  let companyId: number | null = null;
  let company: string | null = null;
  if (named.companyShortId) {
    const [row] = await deps.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.shortId, named.companyShortId));
    if (!row) return { ...user, company: named.companyShortId };
    [companyId, company] = [row.id, row.name];
  }
  if (apply) await deps.db.delete(reportSubscriptions).where(scopeOf(user.id, companyId));
  return { ...user, company };
}
