import type { Lang } from '@shared/constants';
import { LOCALES } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';

/** A day, without the time: the end of a subscription, an invoice's due date. */
export const formatDay = (ms: number, lang: Lang = $uiLang.get()) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' }).format(ms);

/** A billing month `YYYY-MM` (UTC) as its name and year. */
export function formatPeriod(period: string, lang: Lang = $uiLang.get()) {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}
