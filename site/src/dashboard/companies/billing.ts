import { isBillingComplete } from '@shared/billing-info';
import type { Company } from '../lib/people';

/**
 * A company can be billed once its billing info is complete: organisation number, invoice email and the address
 * (the marking is optional) — the server's rule (shared/billing-info.ts). The companies page marks it "missing"
 * until then, and the Orders checklist waits for it.
 */
export const hasBillingInfo = (company: Pick<Company, 'billing'>) => isBillingComplete(company.billing);

/** Owned companies that can pay for orders and subscriptions (SPEC §5). */
export const billableCompanies = (companies: Company[]) =>
  companies.filter((c) => c.role === 'owner' && hasBillingInfo(c));
