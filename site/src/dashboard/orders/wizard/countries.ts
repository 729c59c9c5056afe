// The shipping countries as the API takes them (ISO 3166-1 alpha-2) and their names in the UI's language.
import type { Lang } from '@shared/constants';
import { LOCALES } from '../../lib/i18n';

/** Countries we ship to (SE nationally, the rest internationally), as ISO codes the API takes. */
export const COUNTRIES = [
  'SE',
  'FI',
  'NO',
  'DK',
  'IS',
  'DE',
  'NL',
  'BE',
  'LU',
  'FR',
  'GB',
  'IE',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'PL',
  'EE',
  'LV',
  'LT',
  'CZ',
  'US',
  'CA',
] as const;

export const countryNames = (lang: Lang) => new Intl.DisplayNames([LOCALES[lang]], { type: 'region' });

/** A billing country typed as text ("Sverige", "Finland", "se") as the code the API takes; Sweden when unknown. */
export function countryCode(text: string): string {
  const typed = text.trim();
  if (/^[A-Za-z]{2}$/.test(typed)) return typed.toUpperCase();
  const wanted = typed.toLowerCase();
  for (const lang of ['sv', 'en', 'fi'] as Lang[]) {
    const display = countryNames(lang);
    const hit = COUNTRIES.find((code) => display.of(code)?.toLowerCase() === wanted);
    if (hit) return hit;
  }
  return 'SE';
}
