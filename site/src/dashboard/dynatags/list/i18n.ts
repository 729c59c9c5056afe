import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { tags as en } from '@shared/i18n/en/tags';
import { tags as fi } from '@shared/i18n/fi/tags';
import { interpolate } from '@shared/i18n/format';
import { tags as sv } from '@shared/i18n/sv/tags';
import { useCallback } from 'react';
import type { Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';

export type TagsKey = keyof typeof en;

// The `tags` namespace (Dynatags page, tree, statistics and delete dialogs), bundled only with those views.
const TAGS: Record<Lang, Record<TagsKey, string>> = { en, sv, fi };

/** A text of the `tags` namespace in the current UI language. */
export const tt = (key: TagsKey, params?: Params, lang: Lang = $uiLang.get()) =>
  interpolate(TAGS[lang]?.[key] ?? en[key] ?? key, params, lang);

/** The `tags` translator for components: re-renders when the language changes. */
export function useTagsT() {
  const lang = useStore($uiLang);
  return useCallback((key: TagsKey, params?: Params) => tt(key, params, lang), [lang]);
}
