// A company's billing info and the price confirmation of a dynatag or an owner that raises its monthly price, for
// specs that set things up through the API (the dashboard does the same through the price dialog).
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { PriceChange } from '../../shared/types/billing';

/** Complete billing info, as POST/PATCH api/v1/companies take it (`billing`). */
export const BILLING_INFO = {
  orgNumber: '556677-8899',
  email: 'faktura@example.com',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Västerås',
  country: 'SE',
} as const;

/** The price to confirm from a 409 priceConfirmationNeeded, or null. */
export async function priceToConfirm(res: APIResponse): Promise<number | null> {
  if (res.status() !== 409) return null;
  const { data } = (await res.json()) as { data: Partial<PriceChange> | null };
  return data?.reason === 'dynatag' || data?.reason === 'owner' ? (data.next ?? null) : null;
}

/** Sends a write; when it asks for the new monthly price, sends it again with that price confirmed. */
export async function confirmingPrice(send: (acceptMonthlyPrice?: number) => Promise<APIResponse>) {
  const first = await send();
  const price = await priceToConfirm(first);
  return price === null ? first : send(price);
}

/** POST a dynatag (JSON fields, or `json` of a multipart with files), confirming its price when asked. */
export const postTag = (
  api: APIRequestContext,
  companyId: string,
  fields: Record<string, unknown>,
  files: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {},
) =>
  confirmingPrice((acceptMonthlyPrice) =>
    api.post(`/api/v1/dynatags/companies/${companyId}`, {
      multipart: { json: JSON.stringify({ ...fields, acceptMonthlyPrice }), ...files },
    }),
  );
