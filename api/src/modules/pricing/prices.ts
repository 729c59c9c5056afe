// The prices of what a company pays for each month (SPEC §9), in integer öre excluding VAT, and the calendar of
// the billing run. One place for both the confirmation asked before a price rises and the monthly invoice.
import { DAY_MS, LIMITS, NOTICE_PERIOD_DAYS, PRICES } from '@shared/constants';

/** The chargeable quantities of a company: its dynatags and its owners. */
export type Usage = { dynatags: number; owners: number };

/** The monthly price of a company's services, by part. The dynatag service runs while it has any dynatag. */
export type ServicePrices = {
  dynatagService: number;
  /** Dynatags beyond the included five. */
  extraDynatags: number;
  dynatagUnits: number;
  /** Owners beyond the two included. */
  extraOwners: number;
  ownerSeats: number;
  total: number;
};

export function servicePrices(usage: Usage): ServicePrices {
  const dynatagService = usage.dynatags > 0 ? PRICES.dynatags.serviceMonthly : 0;
  const extraDynatags = Math.max(0, usage.dynatags - PRICES.dynatags.includedUnits);
  const extraOwners = Math.max(0, usage.owners - LIMITS.ownersIncluded);
  const dynatagUnits = extraDynatags * PRICES.dynatags.unitMonthly;
  const ownerSeats = extraOwners * PRICES.extraOwner.monthly;
  return {
    dynatagService,
    extraDynatags,
    dynatagUnits,
    extraOwners,
    ownerSeats,
    total: dynatagService + dynatagUnits + ownerSeats,
  };
}

/** A share of a monthly price for `unitDays` (quantity × days) of a month with `daysInMonth` days, in öre. */
export const prorate = (monthly: number, unitDays: number, daysInMonth: number) =>
  Math.round((monthly * unitDays) / daysInMonth);

/** A billing month, `YYYY-MM`, in UTC (docs/decisions.md "Billing"). */
export type Period = string;

export const periodOf = (ms: number): Period => new Date(ms).toISOString().slice(0, 7);

/** The first moment of the month, the first moment of the next, and its number of days. */
export function periodBounds(period: Period): { start: number; end: number; days: number } {
  const [year, month] = period.split('-').map(Number);
  const start = Date.UTC(year, month - 1, 1);
  const end = Date.UTC(year, month, 1);
  return { start, end, days: Math.round((end - start) / DAY_MS) };
}

/** The month before the one `ms` falls in: what the run on the first of a month bills. */
export const previousPeriod = (ms: number): Period => {
  const date = new Date(ms);
  return periodOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
};

/** UTC midnight of the day `ms` falls in. */
export const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Invoices are due 30 days after they are issued (docs/decisions.md "Billing"). */
export const INVOICE_DUE_MS = 30 * DAY_MS;
/** A cancelled subscription runs to the end of its notice period (SPEC §9), the one its texts name. */
export const CANCEL_PERIOD_MS = NOTICE_PERIOD_DAYS * DAY_MS;
/** The expiry warning mail goes seven days before a cancelled subscription ends. */
export const EXPIRY_WARNING_MS = 7 * DAY_MS;
/** Billing data of a deleted account or company is kept this long (SPEC §1), then removed by a job. */
export const BILLING_RETENTION_MS = 60 * DAY_MS;
