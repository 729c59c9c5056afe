// Factories for tests that add dynatags or owners, which may raise a company's monthly price: complete billing
// info for a company, and writes that confirm the new price the way the dashboard does (send, read the 409's
// PriceChange, send again with acceptMonthlyPrice).
import type { PriceChange } from '@shared/types/billing';
import type { TestApp } from '../../../test/harness';

type Client = ReturnType<TestApp['client']>;
type Answer = Awaited<ReturnType<Client['post']>>;

/** Complete billing info, as POST/PATCH companies take it (`billing`). */
export const BILLING_INFO = {
  orgNumber: '556677-8899',
  email: 'invoices@example.com',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Stockholm',
  country: 'SE',
} as const;

/** The PriceChange of a 409 priceConfirmationNeeded, or null for any other answer. */
export const priceChangeOf = (res: Answer): PriceChange | null => {
  const data = res.body.data as Partial<PriceChange> | null;
  return res.status === 409 && data && (data.reason === 'dynatag' || data.reason === 'owner')
    ? (data as PriceChange)
    : null;
};

/**
 * Sends a write; when it asks for the confirmation of a new monthly price, sends it again with that price as
 * `acceptMonthlyPrice` (`body` builds the request from it). Answers the last response.
 */
export async function confirmingPrice(send: (accept?: number) => Promise<Answer>): Promise<Answer> {
  const first = await send();
  const change = priceChangeOf(first);
  return change ? send(change.next) : first;
}
