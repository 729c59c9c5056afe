import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { orders as en } from '@shared/i18n/en/orders';
import { orders as fi } from '@shared/i18n/fi/orders';
import { interpolate } from '@shared/i18n/format';
import { orders as sv } from '@shared/i18n/sv/orders';
import { useCallback, useContext } from 'react';
import { LangContext, type Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';

export type OrdersKey = keyof typeof en;

// The `orders` namespace, bundled only with the Orders page.
const ORDERS: Record<Lang, Record<string, string>> = { en, sv, fi };

export const translateOrders = (lang: Lang, key: OrdersKey, params?: Params) =>
  interpolate(ORDERS[lang]?.[key] ?? en[key] ?? key, params, lang);

/** The wizard's translator: re-renders when the language changes. */
export function useWizardT() {
  const current = useStore($uiLang);
  const pinned = useContext(LangContext);
  const lang = pinned ?? current;
  return useCallback((key: OrdersKey, params?: Params) => translateOrders(lang, key, params), [lang]);
}
