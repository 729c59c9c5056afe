// ISO 3166-1 alpha-2: every officially assigned country code (249), one list for the order schema (a code not on
// it is refused with 422 invalidCountry) and the wizard's country picker. User-assigned codes (AA, QM–QZ, XA–XZ,
// ZZ) and reserved ones (UK, EU, XK) are not countries a parcel can go to.

import type { Lang } from './constants';

/** The officially assigned ISO 3166-1 alpha-2 codes, in alphabetical order (one initial a line). */
export const COUNTRY_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ',
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ',
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ',
  'DE DJ DK DM DO DZ',
  'EC EE EG EH ER ES ET',
  'FI FJ FK FM FO FR',
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY',
  'HK HM HN HR HT HU',
  'ID IE IL IM IN IO IQ IR IS IT',
  'JE JM JO JP',
  'KE KG KH KI KM KN KP KR KW KY KZ',
  'LA LB LC LI LK LR LS LT LU LV LY',
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ',
  'NA NC NE NF NG NI NL NO NP NR NU NZ',
  'OM',
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY',
  'QA',
  'RE RO RS RU RW',
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ',
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ',
  'UA UG UM US UY UZ',
  'VA VC VE VG VI VN VU',
  'WF WS',
  'YE YT',
  'ZA ZM ZW',
]
  .join(' ')
  .split(' ');

const KNOWN: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** An officially assigned code, upper case as written ("se" is not). */
export const isCountryCode = (code: string) => KNOWN.has(code);

/** The home market: parcels to SE ship nationally, everywhere else internationally (SPEC §9). */
export const NATIONAL_COUNTRY = 'SE';

const NAME_LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };
const names = new Map<Lang, Intl.DisplayNames>();

/** The country's name in `lang` ("Finland", "Suomi"); the code itself when the runtime has no name for it. */
export function countryName(lang: Lang, code: string): string {
  let display = names.get(lang);
  if (!display) {
    display = new Intl.DisplayNames([NAME_LOCALES[lang]], { type: 'region' });
    names.set(lang, display);
  }
  try {
    return display.of(code.toUpperCase()) ?? code;
  } catch {
    // not a region code at all ("??")
    return code;
  }
}

/** Where a parcel goes, short: "Göteborg, Sverige". */
export const placeOf = (lang: Lang, address: { city: string; country: string }) =>
  `${address.city.trim()}, ${countryName(lang, address.country)}`;
