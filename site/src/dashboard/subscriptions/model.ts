import { DAY_MS } from '@shared/constants';
import type { PayerOption } from '@shared/types/billing';
import type { Me } from '../lib/types';

/** SPEC §9: a cancelled subscription runs 30 more days. */
export const CANCEL_DAYS = 30;
/** The expiry bar shows in the last seven days, when the warning mail goes out (docs/decisions.md). */
export const EXPIRY_NOTICE_MS = 7 * DAY_MS;

/** The end of a cancelled subscription that ends within seven days, or null: when the expiry bar shows. */
export function expiryNotice(user: Pick<Me, 'subscription'>, now: number): number | null {
  const { active, expiresAt, privileges } = user.subscription;
  // An administrator's grant goes on after the subscription ends: nothing is lost, so nothing to warn about.
  if (!active || expiresAt === null || privileges) return null;
  return expiresAt > now && expiresAt - now <= EXPIRY_NOTICE_MS ? expiresAt : null;
}

/** The order-card prompt: for someone without a card, not on the Orders page itself, until hidden. */
export const showCardPrompt = (user: Pick<Me, 'hasCard'>, path: string, hidden: boolean) =>
  user.hasCard === false && !hidden && !path.startsWith('/dashboard/orders');

/** The payer to send, or the problem: none chosen ("Please select a company", SPEC §8), or one that cannot pay. */
export function choosePayer(
  payers: PayerOption[],
  id: string,
): { payer: PayerOption } | { problem: 'mineSelectCompany' } {
  const payer = payers.find((p) => p.id === id && p.hasBilling);
  return payer ? { payer } : { problem: 'mineSelectCompany' };
}

/** The one company that can pay, chosen already when it is the only one. */
export const defaultPayer = (payers: PayerOption[]) => {
  const able = payers.filter((p) => p.hasBilling);
  return able.length === 1 ? able[0].id : '';
};
