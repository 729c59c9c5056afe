import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { orders as en } from '@shared/i18n/en/orders';
import { orders as fi } from '@shared/i18n/fi/orders';
import { orders as sv } from '@shared/i18n/sv/orders';
import { useCallback, useContext } from 'react';
import { LangContext, type Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';

export type OrdersKey = keyof typeof en;

// The `orders` namespace, bundled only with the Orders page.
const ORDERS: Record<Lang, Record<string, string>> = { en, sv, fi };

const fill = (text: string, params?: Params) =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole))
    : text;

export const translateOrders = (lang: Lang, key: OrdersKey, params?: Params) =>
  fill(ORDERS[lang]?.[key] ?? en[key] ?? key, params);

/** The wizard's translator: re-renders when the language changes. */
export function useWizardT() {
  const current = useStore($uiLang);
  const pinned = useContext(LangContext);
  const lang = pinned ?? current;
  return useCallback((key: OrdersKey, params?: Params) => translateOrders(lang, key, params), [lang]);
}
