import { describe, expect, test } from 'bun:test';
import { countryName, placeLabel, valueLabel } from './labels';

describe('breakdown values as people read them', () => {
  test('countries in the UI language, the code when unknown', () => {
    expect(countryName('SE', 'en')).toBe('Sweden');
    expect(countryName('se', 'sv')).toBe('Sverige');
    expect(countryName('FI', 'fi')).toBe('Suomi');
    expect(countryName('??', 'en')).toBe('??');
  });

  test('sources and devices in our words, in each language', () => {
    expect(valueLabel('source', 'qr', 'en')).toBe('QR code');
    expect(valueLabel('source', 'nfc', 'sv')).toBe('NFC-blipp');
    expect(valueLabel('device', 'mobile', 'fi')).toBe('Puhelin');
    expect(valueLabel('device', 'desktop', 'en')).toBe('Computer');
  });

  test('a place is "City, Country"; systems, browsers and campaigns as recorded; empty is unknown', () => {
    expect(valueLabel('place', 'FI|Helsinki|60.17|24.94', 'en')).toBe('Helsinki, Finland');
    expect(valueLabel('place', 'SE||59.3|18.1', 'sv')).toBe('Sverige');
    expect(placeLabel('DK', 'Copenhagen', 'en')).toBe('Copenhagen, Denmark');
    expect(placeLabel('SE', 'Gothenburg', 'sv')).toBe('Göteborg, Sverige');
    expect(valueLabel('os', 'iOS', 'fi')).toBe('iOS');
    expect(valueLabel('utm_campaign', 'fair26', 'en')).toBe('fair26');
    expect(valueLabel('browser', '', 'en')).toBe('Unknown');
  });
});
