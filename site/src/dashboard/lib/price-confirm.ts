// Writes that may raise a company's monthly price (a dynatag, an owner): the server answers 409 with the new price
// to confirm (PriceChange) or, without billing info, with BillingInfoNeeded. This runs the write, asks the owner in
// the price dialog, and sends it again with the confirmed price as acceptMonthlyPrice.
import type { BillingInfoNeeded, PriceChange } from '@shared/types/billing';
import { openDialog } from '../stores/dialogs';
import type { ApiAnswer } from './client';

const CONFLICT = 409;

export const priceChangeOf = (answer: ApiAnswer<unknown>): PriceChange | null => {
  const data = answer.errorData as Partial<PriceChange> | undefined;
  return answer.status === CONFLICT && (data?.reason === 'dynatag' || data?.reason === 'owner')
    ? (data as PriceChange)
    : null;
};

export const billingNeededOf = (answer: ApiAnswer<unknown>): BillingInfoNeeded | null => {
  const data = answer.errorData as Partial<BillingInfoNeeded> | undefined;
  return answer.status === CONFLICT && data?.reason === 'billingInfo' ? (data as BillingInfoNeeded) : null;
};

/** Opens the price dialog; true when the owner confirmed the new price. */
export const askPrice = (companyId: string, change: PriceChange) =>
  new Promise<boolean>((resolve) => {
    openDialog('priceConfirm', { companyId, change, onAnswer: resolve }, () => resolve(false));
  });

/** Opens the dialog that says billing info is missing, with a way to the company's billing info. */
export const showBillingNeeded = (companyId: string, message: string) =>
  openDialog('priceConfirm', { companyId, billingNeeded: message, onAnswer: () => {} });

export type Confirmed<T> = ApiAnswer<T> & {
  /** The owner closed the price dialog: nothing was changed and nothing needs saying. */
  declined?: boolean;
};

/**
 * Runs `send` (call it with `notifyErrors: false`); when the price would rise, asks the owner and sends again with
 * the confirmed price (again, if the price changed meanwhile). Without billing info it shows that dialog.
 */
export async function withPriceConfirmation<T>(
  companyId: string,
  send: (acceptMonthlyPrice?: number) => Promise<ApiAnswer<T>>,
): Promise<Confirmed<T>> {
  let answer = await send();
  // Each round asks for the price the server answers now; three rounds end a run of concurrent changes.
  for (let round = 0; round < 3; round++) {
    const change = priceChangeOf(answer);
    if (!change) break;
    if (!(await askPrice(companyId, change))) return { ...answer, declined: true };
    answer = await send(change.next);
  }
  if (billingNeededOf(answer)) showBillingNeeded(companyId, answer.message);
  return answer;
}
