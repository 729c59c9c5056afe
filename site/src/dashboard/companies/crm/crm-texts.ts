// The `crm` namespace (shared/i18n/*/crm.ts) for the company dialog's CRM tab, bundled with the tab only (it
// loads when an owner opens it).
import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { crm as en } from '@shared/i18n/en/crm';
import { crm as fi } from '@shared/i18n/fi/crm';
import { interpolate, type Params } from '@shared/i18n/format';
import { crm as sv } from '@shared/i18n/sv/crm';
import { useCallback } from 'react';
import { $uiLang } from '../../stores/prefs';

export type CrmKey = keyof typeof en;
const CRM: Record<Lang, Record<CrmKey, string>> = { en, sv, fi };

/** A text of the `crm` namespace in the current UI language (outside components). */
export const crmText = (key: CrmKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(CRM[lang]?.[key] ?? en[key] ?? key, params, lang);

/** Why connecting failed, by the callback's reason (api/src/modules/crm/connection.ts `ConnectFailure`). */
export const REASONS: Record<string, CrmKey> = {
  state: 'crmReasonState',
  refused: 'crmReasonRefused',
  code: 'crmReasonCode',
  exchange: 'crmReasonExchange',
  account: 'crmReasonAccount',
  unavailable: 'crmReasonUnavailable',
  other: 'crmReasonOther',
  notConfigured: 'crmReasonNotConfigured',
};

/** The `crm` translator for components: re-renders when the language changes. */
export function useCrmT() {
  const lang = useStore($uiLang);
  return useCallback(
    (key: CrmKey, params?: Params) => interpolate(CRM[lang]?.[key] ?? en[key] ?? key, params, lang),
    [lang],
  );
}

export const PROVIDER_NAMES = { hubspot: 'HubSpot', salesforce: 'Salesforce' } as const;
export type Provider = keyof typeof PROVIDER_NAMES;
