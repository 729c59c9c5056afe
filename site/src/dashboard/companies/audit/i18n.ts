import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { audit as en } from '@shared/i18n/en/audit';
import { audit as fi } from '@shared/i18n/fi/audit';
import { interpolate } from '@shared/i18n/format';
import { audit as sv } from '@shared/i18n/sv/audit';
import { useCallback } from 'react';
import type { Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';

export type AuditKey = keyof typeof en;

// The `audit` namespace (the company's audit log page and its provisioning settings), bundled only with them.
const TEXTS: Record<Lang, Record<AuditKey, string>> = { en, sv, fi };

/** A text of the `audit` namespace in the current UI language. */
export const aut = (key: AuditKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(TEXTS[lang]?.[key] ?? en[key] ?? key, params, lang);

/** The `audit` translator for components: re-renders when the language changes. */
export function useAuditT() {
  const lang = useStore($uiLang);
  return useCallback((key: AuditKey, params?: Params) => aut(key, params, lang), [lang]);
}

/** The key of an entity, an action or an access kind's words ('sso-domain' → entitySsoDomain). */
export const keyOf = (prefix: 'entity' | 'action' | 'via', name: string) =>
  `${prefix}${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}` as AuditKey;

/** Whether a text exists for the key (an action added later shows as it is stored). */
export const known = (key: string): key is AuditKey => key in en;
