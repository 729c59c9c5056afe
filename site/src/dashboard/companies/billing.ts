import type { Company } from '../lib/people';

/**
 * A company can be billed once its organisation number and invoice email are filled in (the rest of the
 * address is optional): the companies page marks it "missing" until then, and the Orders checklist waits for it.
 */
export const hasBillingInfo = (company: Pick<Company, 'billing'>) =>
  Boolean(company.billing?.orgNumber.trim() && company.billing.email.trim());

/** Owned companies that can pay for orders and subscriptions (SPEC §5). */
export const billableCompanies = (companies: Company[]) =>
  companies.filter((c) => c.role === 'owner' && hasBillingInfo(c));
