import { describe, expect, test } from 'bun:test';
import { cityName, placeName } from './places';

describe('a place as people read it', () => {
  test('the reader’s own name for a city where their language has one, else the city’s own', () => {
    expect(['sv', 'en', 'fi'].map((lang) => placeName(lang as 'sv', 'SE', 'Gothenburg'))).toEqual([
      'Göteborg, Sverige',
      'Gothenburg, Sweden',
      'Göteborg, Ruotsi',
    ]);
    expect(cityName('sv', 'FI', 'Helsinki')).toBe('Helsingfors');
    expect(cityName('fi', 'SE', 'Stockholm')).toBe('Tukholma');
    expect(cityName('en', 'DK', 'Copenhagen')).toBe('Copenhagen');
    expect(cityName('fi', 'DK', 'Copenhagen')).toBe('Kööpenhamina');
  });

  test('the database’s spelling without its letters reads as the place’s own name', () => {
    expect(cityName('en', 'SE', 'Umea')).toBe('Umeå');
    expect(cityName('fi', 'SE', 'Sodra Sandby')).toBe('Södra Sandby');
    expect(cityName('sv', 'FI', 'Jyvaskyla')).toBe('Jyväskylä');
  });

  test('a row that kept the own name is the same place; an unlisted place reads as stored', () => {
    expect(cityName('en', 'SE', 'Göteborg')).toBe('Gothenburg');
    expect(cityName('sv', 'se', 'göteborg')).toBe('Göteborg');
    expect(cityName('en', 'US', 'Springfield')).toBe('Springfield');
    // The same spelling in another country is another place.
    expect(cityName('sv', 'US', 'Helsinki')).toBe('Helsinki');
  });

  test('without a reader (a file for a CRM), the place’s own name', () => {
    expect(cityName(null, 'SE', 'Gothenburg')).toBe('Göteborg');
    expect(cityName(null, 'FI', 'Jyvaskyla')).toBe('Jyväskylä');
    expect(cityName(null, 'US', 'Springfield')).toBe('Springfield');
  });

  test('the country alone when the city is unknown; nothing without a country', () => {
    expect(placeName('fi', 'SE', null)).toBe('Ruotsi');
    expect(placeName('en', null, 'Gothenburg')).toBeNull();
  });
});
