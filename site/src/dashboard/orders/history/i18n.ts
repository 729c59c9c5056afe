import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { orders as en } from '@shared/i18n/en/orders';
import { orders as fi } from '@shared/i18n/fi/orders';
import { interpolate } from '@shared/i18n/format';
import { orders as sv } from '@shared/i18n/sv/orders';
import { useCallback } from 'react';
import type { Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';

export type OrdersKey = keyof typeof en;

// The `orders` namespace (History tab, order preview, Cards tab, the administrator's orders), bundled only
// with the Orders and Administrator views.
const ORDERS: Record<Lang, Record<OrdersKey, string>> = { en, sv, fi };

/** A text of the `orders` namespace in the current UI language. */
export const ot = (key: OrdersKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(ORDERS[lang]?.[key] ?? en[key] ?? key, params, lang);

/** The `orders` translator for components: re-renders when the language changes. */
export function useOrdersT() {
  const lang = useStore($uiLang);
  return useCallback((key: OrdersKey, params?: Params) => ot(key, params, lang), [lang]);
}
