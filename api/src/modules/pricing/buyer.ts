// A company as a buyer: whether its billing details are complete, and those details as they stand now, frozen on an
// order or an invoice. Orders, billing, subscriptions and the desk all ask it, so it sits below them.
import type { BuyerSnapshot, Company } from '@db/schema';
import { isBillingComplete } from '@shared/billing-info';

/** The company has every billing detail an order or an invoice needs. */
export const hasBilling = (c: Company) =>
  isBillingComplete({
    orgNumber: c.billingOrgNumber,
    email: c.billingEmail,
    street: c.billingStreet,
    zipcode: c.billingZipcode,
    city: c.billingCity,
    country: c.billingCountry,
  });

/** The company's billing info as it stands now, frozen on an order or an invoice. */
export const buyerOf = (c: Company): BuyerSnapshot => ({
  companyName: c.name,
  companyShortId: c.shortId,
  orgNumber: c.billingOrgNumber,
  email: c.billingEmail,
  marking: c.billingMarking,
  street: c.billingStreet,
  zipcode: c.billingZipcode,
  city: c.billingCity,
  country: c.billingCountry,
});
