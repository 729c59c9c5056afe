/** A company's billing info as the dashboard and the API both see it (SPEC §3). */
export type BillingParts = {
  orgNumber: string;
  email: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
};

/**
 * SPEC §5: a company pays for an order, a subscription or a service only with its billing info filled in: the
 * organisation number, invoice email and the whole address (the marking is optional). One rule for the server's
 * refusals and the dashboard's "missing" marks, so the two never disagree.
 */
export const isBillingComplete = (billing: BillingParts | null | undefined): boolean =>
  Boolean(billing) &&
  [
    billing?.orgNumber,
    billing?.email,
    billing?.street,
    billing?.zipcode,
    billing?.city,
    billing?.country,
  ].every((v) => (v ?? '').trim() !== '');
