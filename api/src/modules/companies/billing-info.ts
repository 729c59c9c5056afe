// A company's billing info is complete or absent: a write that carries it is refused per missing part.
import type { Company } from '@db/schema';
import { missingBillingParts, type RequiredBillingPart } from '@shared/billing-info';
import type { ApiMessageKey } from '@shared/i18n';
import { AppError } from '../../platform/errors';
import type { CompanyInput } from './request-schemas';

const BILLING_NEEDED: Record<RequiredBillingPart, ApiMessageKey> = {
  orgNumber: 'billingOrgNumberNeeded',
  email: 'billingEmailNeeded',
  street: 'billingStreetNeeded',
  zipcode: 'billingZipcodeNeeded',
  city: 'billingCityNeeded',
  country: 'billingCountryNeeded',
};

/**
 * A write that carries billing info must leave it complete (SPEC §5: it is what the company pays with): a
 * half-filled one was stored with "saved" and then refused at checkout. Parts not sent keep their stored value.
 */
export function assertBillingComplete(input: CompanyInput, stored: Company | null) {
  if (!input.billing) return;
  const missing = missingBillingParts({
    orgNumber: input.billing.orgNumber ?? stored?.billingOrgNumber,
    email: input.billing.email ?? stored?.billingEmail,
    street: input.billing.street ?? stored?.billingStreet,
    zipcode: input.billing.zipcode ?? stored?.billingZipcode,
    city: input.billing.city ?? stored?.billingCity,
    country: input.billing.country ?? stored?.billingCountry,
  });
  if (!missing.length) return;
  const fields = missing.map((part) => ({ key: BILLING_NEEDED[part], field: `billing.${part}` }));
  throw new AppError('VALIDATION', fields[0].key, { fields });
}
