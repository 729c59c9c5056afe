import { DAY_MS, NOTICE_PERIOD_DAYS } from '@shared/constants';
import type { PayerOption } from '@shared/types/billing';
import type { Company } from '../lib/people';
import type { Me } from '../lib/types';

/** The notice period, for the texts that name it (`{days}`). */
export const NOTICE = { days: NOTICE_PERIOD_DAYS };
/** The end of a notice period that starts now, for a confirmation; the server answers the real date. */
export const noticeEndsAt = (now = Date.now()) => now + NOTICE_PERIOD_DAYS * DAY_MS;
/** The expiry bar shows in the last seven days, when the warning mail goes out (docs/decisions.md). */
export const EXPIRY_NOTICE_MS = 7 * DAY_MS;

/** The end of a cancelled subscription that ends within seven days, or null: when the expiry bar shows. */
export function expiryNotice(user: Pick<Me, 'subscription'>, now: number): number | null {
  const { active, expiresAt, privileges } = user.subscription;
  // An administrator's grant goes on after the subscription ends: nothing is lost, so nothing to warn about.
  if (!active || expiresAt === null || privileges) return null;
  return expiresAt > now && expiresAt - now <= EXPIRY_NOTICE_MS ? expiresAt : null;
}

/**
 * Who may order cards (SPEC §5: owners order for their company): an owner, or someone in no company yet, who creates
 * one on the way. Not the administrator, nor someone who is only a colleague — their owners order for them. Unknown
 * until the companies have loaded.
 */
export const mayOrderCards = (user: Pick<Me, 'role'>, companies: Pick<Company, 'role'>[] | null) =>
  user.role !== 'administrator' &&
  companies !== null &&
  (companies.some((c) => c.role === 'owner') || !companies.some((c) => c.role === 'colleague'));

/** The order-card prompt: for someone without a card who may order one, not on the Orders page, until hidden. */
export const showCardPrompt = (
  user: Pick<Me, 'hasCard' | 'role'>,
  companies: Pick<Company, 'role'>[] | null,
  path: string,
  hidden: boolean,
) =>
  user.hasCard === false &&
  mayOrderCards(user, companies) &&
  !hidden &&
  !path.startsWith('/dashboard/orders');

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
