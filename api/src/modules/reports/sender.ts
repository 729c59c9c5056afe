// The report sender: a job every hour sends each opted-in person the report of the period that has ended, once.
// A subscription is claimed by a conditional UPDATE of `lastSentPeriod` (to the period's key, where it holds
// another), so two instances, or a run that overlaps the next, mail it once; a failed send puts the previous value
// back for the next run. Mails go one at a time (each takes the SMTP connection in turn, as every batch mail).
import { companies, memberships, reportSubscriptions, users } from '@db/schema';
import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { reportFigures } from './figures';
import { renderReportMail } from './mail';
import { type Cadence, duePeriods } from './periods';
import { unsubscribeToken, unsubscribeUrl } from './tokens';

/** Subscriptions read per query; a run goes on until none is due. */
const PAGE = 200;

type Due = {
  id: number;
  cadence: Cadence;
  lastSentPeriod: string | null;
  userId: number;
  companyId: number | null;
};

/** Sends the reports due now; answers how many went out. */
export async function sendDueReports(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  // Only the rows whose period has not been mailed are read: between Mondays and 1sts a run reads nothing.
  const unsent = (cadence: Cadence) => {
    const key = duePeriods(cadence, now).current.key;
    return and(
      eq(reportSubscriptions.cadence, cadence),
      or(isNull(reportSubscriptions.lastSentPeriod), ne(reportSubscriptions.lastSentPeriod, key)),
    );
  };
  let sent = 0;
  let after = 0;
  for (;;) {
    const rows: Due[] = await deps.db
      .select({
        id: reportSubscriptions.id,
        cadence: reportSubscriptions.cadence,
        lastSentPeriod: reportSubscriptions.lastSentPeriod,
        userId: reportSubscriptions.userId,
        companyId: reportSubscriptions.companyId,
      })
      .from(reportSubscriptions)
      .where(and(gt(reportSubscriptions.id, after), or(unsent('weekly'), unsent('monthly'))))
      .orderBy(asc(reportSubscriptions.id))
      .limit(PAGE);
    if (!rows.length) return sent;
    after = rows[rows.length - 1].id;
    for (const row of rows) if (await sendReport(deps, row, now)) sent++;
  }
}

/** Mails one subscription its due report unless it has been mailed; true when this call sent it. */
async function sendReport(deps: Deps, row: Due, now: number): Promise<boolean> {
  const periods = duePeriods(row.cadence, now);
  if (row.lastSentPeriod === periods.current.key) return false;
  const [person] = await deps.db
    .select({
      email: users.email,
      fullName: users.fullName,
      lang: users.lang,
      shortId: users.shortId,
      status: users.status,
      isVerified: users.isVerified,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, row.userId));
  // Only to a verified address of an account in use; the subscription waits (and sends) once it is.
  if (person?.status !== 'active' || !person.isVerified || person.disabledAt !== null) return false;
  let company: { name: string; shortId: string } | null = null;
  if (row.companyId !== null) {
    // A company's report is for its owners: one who is no longer an owner loses the subscription.
    const [owned] = await deps.db
      .select({ name: companies.name, shortId: companies.shortId })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(
        and(
          eq(memberships.companyId, row.companyId),
          eq(memberships.userId, row.userId),
          eq(memberships.state, 'owner'),
        ),
      );
    if (!owned) {
      await deps.db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, row.id));
      return false;
    }
    company = owned;
  }
  const [claimed] = await deps.db
    .update(reportSubscriptions)
    .set({ lastSentPeriod: periods.current.key })
    .where(
      and(
        eq(reportSubscriptions.id, row.id),
        or(
          isNull(reportSubscriptions.lastSentPeriod),
          ne(reportSubscriptions.lastSentPeriod, periods.current.key),
        ),
      ),
    )
    .returning({ previous: reportSubscriptions.lastSentPeriod });
  if (!claimed) return false;
  try {
    const scope =
      row.companyId === null
        ? { userId: row.userId, companyId: null }
        : { userId: row.userId, companyId: row.companyId };
    const figures = await reportFigures(deps, scope, periods);
    const token = unsubscribeToken(deps, person.shortId, company?.shortId ?? null);
    await deps.mailer.send(
      await renderReportMail(deps, {
        lang: person.lang,
        to: person.email,
        name: person.fullName,
        cadence: row.cadence,
        company: company?.name ?? null,
        periods,
        figures,
        unsubscribeUrl: unsubscribeUrl(deps, token),
        settingsUrl: `${deps.config.publicUrl}/dashboard/${company ? 'companies' : ''}`,
      }),
    );
    return true;
  } catch (error) {
    // Back to what it was, unless the person changed the setting meanwhile.
    await deps.db
      .update(reportSubscriptions)
      .set({ lastSentPeriod: row.lastSentPeriod })
      .where(
        and(eq(reportSubscriptions.id, row.id), eq(reportSubscriptions.lastSentPeriod, periods.current.key)),
      );
    deps.log.error('report mail failed; the next run sends it again', { subscription: row.id, error });
    return false;
  }
}

export const reportJobs: Job[] = [
  { name: 'report-mails', pattern: '7 * * * *', run: (deps) => sendDueReports(deps) },
];
