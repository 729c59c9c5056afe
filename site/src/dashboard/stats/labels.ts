import type { Lang } from '@shared/constants';
import { countryName as countryOf } from '@shared/countries';
import { placeName } from '@shared/places';
import type { AnalyticsFacet } from '@shared/schemas/analytics';
import { type AnalyticsKey, at } from './i18n';

// How a breakdown's values read in the UI language: countries by Intl.DisplayNames, devices and sources in our
// words (qr → "QR code"), a place as "City, Country" in the reader's names (shared/places.ts); the rest (systems,
// browsers, hosts, campaigns) as recorded.

export const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

/** A country's name from its ISO code, in the language (the code itself if the browser does not know it). */
export const countryName = (code: string, lang: Lang) => countryOf(lang, code);

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

/** A place as statistics and leads name it (shared/places.ts); unknown without a country. */
export const placeLabel = (country: string, city: string | null, lang: Lang): string =>
  placeName(lang, country, city) ?? at('unknown', undefined, lang);

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
