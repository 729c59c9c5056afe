import type { Lang } from '@shared/constants';
import type { AnalyticsFacet } from '@shared/schemas/analytics';
import { type AnalyticsKey, at } from './i18n';

// How a breakdown's values read in the UI language: countries by Intl.DisplayNames, devices and sources in our
// words (qr → "QR code"), a place as "City, Country"; the rest (systems, browsers, hosts, campaigns) as recorded.

export const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

const regions = new Map<Lang, Intl.DisplayNames>();
/** A country's name from its ISO code, in the language (the code itself if the browser does not know it). */
export function countryName(code: string, lang: Lang): string {
  let names = regions.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' });
    regions.set(lang, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const SOURCES: Record<string, AnalyticsKey> = {
  qr: 'sourceQr',
  nfc: 'sourceNfc',
  referrer: 'sourceReferrer',
  direct: 'sourceDirect',
};
const DEVICES: Record<string, AnalyticsKey> = {
  mobile: 'deviceMobile',
  tablet: 'deviceTablet',
  desktop: 'deviceDesktop',
  smarttv: 'deviceSmarttv',
  console: 'deviceConsole',
  wearable: 'deviceWearable',
};

/** A place's value is `country|city|latitude|longitude` (the API's rollup key). */
export function placeLabel(country: string, city: string | null, lang: Lang): string {
  const name = country ? countryName(country, lang) : at('unknown', undefined, lang);
  return city ? `${city}, ${name}` : name;
}

/** A breakdown value as people read it. */
export function valueLabel(facet: AnalyticsFacet, value: string, lang: Lang): string {
  if (!value) return at('unknown', undefined, lang);
  if (facet === 'country') return countryName(value, lang);
  if (facet === 'source' && SOURCES[value]) return at(SOURCES[value], undefined, lang);
  if (facet === 'device' && DEVICES[value]) return at(DEVICES[value], undefined, lang);
  if (facet === 'place') {
    const [country, city] = value.split('|');
    return placeLabel(country ?? '', city || null, lang);
  }
  return value;
}
