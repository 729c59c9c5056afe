// The shipping countries as the API takes them (ISO 3166-1 alpha-2) and their names in the UI's language.
import type { Lang } from '@shared/constants';
import { COUNTRY_CODES, isCountryCode } from '@shared/countries';
import { LOCALES } from '../../lib/i18n';

/**
 * Every country we ship to, as the API takes it (shared/countries.ts, all officially assigned ISO codes): Sweden,
 * the home market, first, then the Nordic neighbours; the rest follow in the picker by name.
 */
const FIRST = ['SE', 'FI', 'NO', 'DK', 'IS'];

/** The picker's order in `lang`: the first few as above, then the rest by their name in that language. */
const picked = new Map<Lang, string[]>();
export function pickerCountries(lang: Lang): string[] {
  const known = picked.get(lang);
  if (known) return known;
  const display = countryNames(lang);
  const collator = new Intl.Collator(LOCALES[lang]);
  const rest = COUNTRY_CODES.filter((c) => !FIRST.includes(c)).sort((a, b) =>
    collator.compare(display.of(a) ?? a, display.of(b) ?? b),
  );
  const list = [...FIRST, ...rest];
  picked.set(lang, list);
  return list;
}

export const countryNames = (lang: Lang) => new Intl.DisplayNames([LOCALES[lang]], { type: 'region' });

/** A billing country typed as text ("Sverige", "Finland", "se") as the code the API takes; Sweden when unknown. */
export function countryCode(text: string): string {
  const typed = text.trim();
  if (isCountryCode(typed.toUpperCase())) return typed.toUpperCase();
  const wanted = typed.toLowerCase();
  for (const lang of ['sv', 'en', 'fi'] as Lang[]) {
    const display = countryNames(lang);
    const hit = COUNTRY_CODES.find((code) => display.of(code)?.toLowerCase() === wanted);
    if (hit) return hit;
  }
  return 'SE';
}
