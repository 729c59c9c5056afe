// Money as people read it, in their language: integer öre → "1 234,50 kr" (sv), "SEK 1,234.50" (en), "1 234,50 SEK" (fi).
import type { Lang } from '@shared/constants';

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
const formats = new Map<Lang, Intl.NumberFormat>();

/**
 * Öre as an amount of Swedish kronor with two decimals. Only characters the receipt's WinAnsi font has:
 * narrow no-break spaces become no-break spaces and a minus sign a hyphen.
 */
export function formatMoney(lang: Lang, ore: number): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(lang, format);
  }
  return format
    .format(ore / 100)
    .replace(/[\u202f\u2009]/g, '\u00a0')
    .replace(/\u2212/g, '-');
}
