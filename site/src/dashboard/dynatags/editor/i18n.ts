import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { tagEditor as en } from '@shared/i18n/en/tagEditor';
import { tagEditor as fi } from '@shared/i18n/fi/tagEditor';
import { tagEditor as sv } from '@shared/i18n/sv/tagEditor';
import { useCallback } from 'react';
import type { Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';

export type EditorKey = keyof typeof en;

// The `tagEditor` namespace (the editor dialog and its module forms), bundled only with the editor's chunk.
const TEXTS: Record<Lang, Record<EditorKey, string>> = { en, sv, fi };

const fill = (text: string, params?: Params) =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole))
    : text;

/** A text of the `tagEditor` namespace in the current UI language. */
export const et = (key: EditorKey, params?: Params, lang: Lang = $uiLang.get()) =>
  fill(TEXTS[lang]?.[key] ?? en[key] ?? key, params);

/** The `tagEditor` translator for components (the editor and its module forms): re-renders on a language change. */
export function useEditorT() {
  const lang = useStore($uiLang);
  return useCallback((key: EditorKey, params?: Params) => et(key, params, lang), [lang]);
}
