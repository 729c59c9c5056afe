import { atom } from 'nanostores';

/** The company the Invoices tab shows (set by a company's "Invoices" link); '' for every company. */
export const $invoiceCompany = atom('');

/** "2026-10" of a time, in UTC like the billing run's periods. */
export const periodOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The months a run may bill, newest first: the `count` months before the one `now` is in (UTC). */
export function pastPeriods(now: number, count = 12): string[] {
  const date = new Date(now);
  const periods: string[] = [];
  for (let back = 1; back <= count; back++)
    periods.push(periodOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1)));
  return periods;
}

/** "October 2026" in the reader's language, for a period "2026-10". */
export function periodLabel(period: string, locale: string) {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}
