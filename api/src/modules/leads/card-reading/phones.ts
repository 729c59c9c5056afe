// Phone numbers on a card, formatted international with libphonenumber-js (its full metadata, so that a
// number is checked against the country's real ranges, not only its lengths). A number written without a
// country code is read as Swedish, then Finnish, unless the card itself says it is Finnish (see countryOrder).
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const DEFAULT_COUNTRIES: CountryCode[] = ['SE', 'FI'];

/** A number as printed ("070-123 45 67", "+46 (0)70 123 45 67", "0046 70…") in international form, or null. */
export function formatPhone(printed: string, countries: CountryCode[] = DEFAULT_COUNTRIES): string | null {
  let s = printed
    .replace(/[–—‐‑]/g, '-')
    // "+46 (0)70…": the trunk zero in brackets after a country code is not dialled from abroad.
    .replace(/^(\s*(?:\+|00)\s*\d{1,3}\s*)\(\s*0\s*\)/, '$1')
    .replace(/^\s*00(?=[1-9])/, '+')
    .trim();
  if (!/\d/.test(s)) return null;
  const digits = s.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  if (s.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(s);
    return parsed?.isValid() ? parsed.formatInternational() : null;
  }
  // Without a country code a number starts with its trunk zero in the Nordic countries.
  s = s.replace(/^\(0\)\s*/, '0');
  for (const country of countries) {
    const parsed = parsePhoneNumberFromString(s, country);
    if (parsed?.isValid()) return parsed.formatInternational();
  }
  return null;
}

/** Text that says the card is Finnish (a Finnish number, domain, legal form, label or post code) or Swedish. */
export function countryOrder(text: string): CountryCode[] {
  let fi = 0;
  let se = 0;
  fi += (text.match(/\+\s*358|\b00358/g) ?? []).length * 2;
  se += (text.match(/\+\s*46\b|\b0046/g) ?? []).length * 2;
  fi += (text.match(/\.fi\b/gi) ?? []).length * 2;
  se += (text.match(/\.se\b/gi) ?? []).length * 2;
  fi += (text.match(/\b(Oy|Oyj|Puh|Matkap|Toimitusjohtaja|katu|tie)\b|(katu|tie)\s+\d/gi) ?? []).length;
  se += (text.match(/\b(AB|HB|KB|Tfn|Mobil|Växel|VD)\b|(gatan|vägen)\s+\d/gi) ?? []).length;
  return fi > se ? ['FI', 'SE'] : ['SE', 'FI'];
}

/** Labels that say a number is not a phone to call (fax, organisation and tax numbers, bank accounts). */
export const NOT_A_PHONE =
  /\b(fax|telefax|faksi|org\.?\s*n[ro]|org\.?\s*nummer|organisationsnummer|y-tunnus|ytunnus|vat|moms|momsreg|alv|bankgiro|bg|pg|plusgiro|iban|bic|swift|reg\.?\s*no|company\s*no|box|pl|postbox|p\.?o\.?\s*box)\b/i;

/**
 * The phone-like runs of a line: digits with the spaces, dashes, dots, slashes and brackets numbers are
 * printed with, an optional leading + or 00. OCR's look-alikes of digits inside such a run are mended
 * (O → 0, l/I/| → 1, S → 5, B → 8) only where they stand between digits.
 */
export function phoneRuns(line: string): string[] {
  const mended = line
    .replace(/(?<=[\d\s-])[OoQD](?=[\d\s-]*\d)/g, '0')
    .replace(/(?<=\d[\s-]?)[lI|](?=[\s-]?\d)/g, '1');
  const runs = mended.match(/(?:\+|\b00)?\s?\(?\d[\d\s().\-–/]{4,}\d/g) ?? [];
  return runs.map((r) => r.trim());
}

/**
 * Every phone number of a line, formatted. A run that is not one number is taken apart: at '/', ',' or ';'
 * ("070-1 / 08-2"), else into the longest valid numbers from its start (two numbers side by side, or a number
 * run into a post code of the column beside it).
 */
export function phonesIn(line: string, countries: CountryCode[]): string[] {
  const out: string[] = [];
  for (const run of phoneRuns(line)) {
    const whole = formatPhone(run, countries);
    if (whole) {
      out.push(whole);
      continue;
    }
    for (const part of run.split(/\s*[/,;]\s*/)) {
      const one = formatPhone(part, countries);
      if (one) {
        out.push(one);
        continue;
      }
      const tokens = part.split(/\s+/).filter(Boolean);
      for (let i = 0; i < tokens.length; ) {
        let found = 0;
        for (let j = tokens.length; j > i; j--) {
          const number = formatPhone(tokens.slice(i, j).join(' '), countries);
          if (number) {
            out.push(number);
            found = j;
            break;
          }
        }
        i = found || i + 1;
      }
    }
  }
  return out;
}
