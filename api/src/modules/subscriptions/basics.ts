// The small pieces every subscription file shares: what a plan costs, how a day reads, who may pay and the
// notice that a subscription changed. They sit below the use cases (me, requests, colleagues, views, mail),
// which import them and never each other's, so the module has no import cycle (issue 20).
import type { Company, Subscription } from '@db/schema';
import { type Lang, PRICES } from '@shared/constants';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hasBilling } from '../pricing';

export const priceOf = (plan: Subscription['plan']) => PRICES.subscription[plan];

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

/** A day as people read it in their language ("23 December 2026"), in Swedish time like the receipts. */
export const formatDay = (lang: Lang, at: number) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(at);

/** Tells the subscriber's open tabs (and whoever acted) that a subscription changed: they refetch it. */
export const publishSubscriptionChange = (deps: Deps, userIds: (number | null)[]) =>
  deps.events.publish(
    userIds.filter((id): id is number => id !== null),
    { service: 'global', actions: ['refetch-user', 'refetch-subscription'] },
  );

/** SPEC §5: a company pays only with its billing info filled in. */
export function assertPayer(company: Company) {
  if (!hasBilling(company)) {
    throw new AppError('VALIDATION', 'subscriptionBillingMissing', { field: 'companyId' });
  }
}
