// The figures a marketer's text may name as {placeholders}: each comes from the constants billing uses
// (shared/constants), so a price is typed once. docs/operations.md lists them for the people who write.
import { type Lang, NOTICE_PERIOD_DAYS, PRICES } from '@shared/constants';
import { interpolate, type Params } from '@shared/i18n/format';
import { formatPrice } from './format';

export function contentFacts(lang: Lang) {
  const price = (ore: number) => formatPrice(ore, lang);
  return {
    subscriptionMonthly: price(PRICES.subscription.monthly),
    subscriptionLifetime: price(PRICES.subscription.lifetime),
    cheapestCard: price(Math.min(...Object.values(PRICES.cards))),
    dynatagService: price(PRICES.dynatags.serviceMonthly),
    dynatagExtra: price(PRICES.dynatags.unitMonthly),
    includedDynatags: PRICES.dynatags.includedUnits,
    shippingNational: price(PRICES.shipping.national),
    shippingInternational: price(PRICES.shipping.international),
    noticeDays: NOTICE_PERIOD_DAYS,
  } satisfies Params;
}

/** Names a template fills itself: a card's or a plan's {price} and {daily} price, the terms' {date}. */
export const TEMPLATE_PARAMS = ['price', 'daily', 'date'] as const;
export const PLACEHOLDER_NAMES: readonly string[] = [...Object.keys(contentFacts('sv')), ...TEMPLATE_PARAMS];

/** A content text with its placeholders filled in the page's language. */
export const fill = (text: string, lang: Lang, extra?: Params) =>
  interpolate(text, { ...contentFacts(lang), ...extra }, lang);
