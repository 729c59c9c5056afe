// The demo's report mails: the subscriber gets his own report weekly and, as its owner, the ordering company's
// report monthly, turned on as the dashboard does it (so the first mails are the next periods'). A run resets them.
import { type Company, reportSubscriptions, type User } from '@db/schema';
import { eq } from 'drizzle-orm';
import { setCompanyReport, setMyReport } from '../../api/src/modules/reports';
import type { Deps } from '../../api/src/platform/deps';
import { ORDERING_COMPANY } from './orders';

export async function seedReports(deps: Deps, subscriber: User, companyByName: Map<string, Company>) {
  const company = companyByName.get(ORDERING_COMPANY);
  if (!company) throw new Error(`the demo has no ${ORDERING_COMPANY}`);
  await deps.db.delete(reportSubscriptions).where(eq(reportSubscriptions.userId, subscriber.id));
  await setMyReport(deps, subscriber, { cadence: 'weekly' });
  await setCompanyReport(deps, subscriber, company.shortId, { cadence: 'monthly' });
}
