/** A company's billing info as the dashboard and the API both see it (SPEC §3). */
export type BillingParts = {
  orgNumber: string;
  email: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
};

/** The parts a complete billing info needs (the marking is optional), in the form's order. */
export const REQUIRED_BILLING_PARTS = ['orgNumber', 'email', 'street', 'zipcode', 'city', 'country'] as const;
export type RequiredBillingPart = (typeof REQUIRED_BILLING_PARTS)[number];

/** The required parts still empty: what a write is refused for and what the dashboard names as missing. */
export const missingBillingParts = (
  billing: Partial<BillingParts> | null | undefined,
): RequiredBillingPart[] => REQUIRED_BILLING_PARTS.filter((part) => (billing?.[part] ?? '').trim() === '');

/**
 * SPEC §5: a company pays for an order, a subscription or a service only with its billing info filled in: the
 * organisation number, invoice email and the whole address (the marking is optional). One rule for the server's
 * refusals and the dashboard's "missing" marks, so the two never disagree.
 */
export const isBillingComplete = (billing: BillingParts | null | undefined): boolean =>
  Boolean(billing) && missingBillingParts(billing).length === 0;
