import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { billing as enBilling } from '@shared/i18n/en/billing';
import { subscriptions as en } from '@shared/i18n/en/subscriptions';
import { billing as fiBilling } from '@shared/i18n/fi/billing';
import { subscriptions as fi } from '@shared/i18n/fi/subscriptions';
import { interpolate } from '@shared/i18n/format';
import { billing as svBilling } from '@shared/i18n/sv/billing';
import { subscriptions as sv } from '@shared/i18n/sv/subscriptions';
import { useCallback } from 'react';
import type { Params } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';

export type SubsKey = keyof typeof en;
export type BillingKey = keyof typeof enBilling;

// The `subscriptions` and `billing` namespaces, bundled only with the Subscriptions page and the top bars that
// need them (both load on demand).
const SUBS: Record<Lang, Record<SubsKey, string>> = { en, sv, fi };
const BILLING: Record<Lang, Record<BillingKey, string>> = { en: enBilling, sv: svBilling, fi: fiBilling };

/** A text of the `subscriptions` namespace in the current UI language. */
export const st = (key: SubsKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(SUBS[lang]?.[key] ?? en[key] ?? key, params, lang);

/** A text of the `billing` namespace in the current UI language. */
export const bt = (key: BillingKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(BILLING[lang]?.[key] ?? enBilling[key] ?? key, params, lang);

/** The `subscriptions` translator for components: re-renders when the language changes. */
export function useSubsT() {
  const lang = useStore($uiLang);
  return useCallback((key: SubsKey, params?: Params) => st(key, params, lang), [lang]);
}

/** The `billing` translator for components. */
export function useBillingT() {
  const lang = useStore($uiLang);
  return useCallback((key: BillingKey, params?: Params) => bt(key, params, lang), [lang]);
}
