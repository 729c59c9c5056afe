import type { Lang } from '@shared/constants';
import { INTL_LOCALES } from './i18n';

/** Öre → "1 280 kr" / "16,40 kr" in the reader's number format; all prices are in Swedish kronor. */
export function formatPrice(ore: number, lang: Lang): string {
  const kronor = ore / 100;
  const number = new Intl.NumberFormat(INTL_LOCALES[lang], {
    minimumFractionDigits: Number.isInteger(kronor) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kronor);
  return `${number}\u00a0kr`;
}

export function formatDate(epochMs: number, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    dateStyle: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(epochMs);
}
