import { describe, expect, test } from 'bun:test';
import { parsePlaces, readPair, separatorOf, splitRow } from './points';

describe('pasted places', () => {
  test('"lat, lng, name" lines, as copied from a map', () => {
    const { places, skipped } = parsePlaces(
      '59.3293, 18.0686, Stockholm\n60.1699,24.9384,Helsinki\n\n57.7,11.97',
    );
    expect(places).toEqual([
      { lat: 59.3293, lng: 18.0686, label: 'Stockholm', text: '' },
      { lat: 60.1699, lng: 24.9384, label: 'Helsinki', text: '' },
      { lat: 57.7, lng: 11.97, label: '', text: '' },
    ]);
    expect(skipped).toEqual([]);
  });

  test('semicolons and tabs allow decimal commas (a Swedish or Finnish spreadsheet)', () => {
    expect(parsePlaces('59,3293;18,0686;Hall A;Entrance').places).toEqual([
      { lat: 59.3293, lng: 18.0686, label: 'Hall A', text: 'Entrance' },
    ]);
    expect(parsePlaces('60,1\t24,9\tMessukeskus').places[0]).toEqual({
      lat: 60.1,
      lng: 24.9,
      label: 'Messukeskus',
      text: '',
    });
  });

  test('quoted CSV cells keep separators and quotes', () => {
    expect(splitRow('1,2,"Hall A, stand 12","He said ""hi"""', ',')).toEqual([
      '1',
      '2',
      'Hall A, stand 12',
      'He said "hi"',
    ]);
    expect(parsePlaces('59.1,18.2,"Café, north door"').places[0].label).toBe('Café, north door');
  });

  test('a header row naming the columns sets their order; other header rows are skipped', () => {
    const csv = 'name;description;longitude;latitude\r\nStand 4;"Coffee; cake";18,07;59,33\r\n';
    expect(parsePlaces(csv).places).toEqual([
      { lat: 59.33, lng: 18.07, label: 'Stand 4', text: 'Coffee; cake' },
    ]);
    const other = parsePlaces('Lat, Long, Place\n1, 2, x');
    expect(other.places).toEqual([{ lat: 1, lng: 2, label: 'x', text: '' }]);
    expect(parsePlaces('Koordinater,,\n1,2,x').skipped).toEqual([]);
  });

  test('lines that are not a position are skipped with their line number', () => {
    const { places, skipped } = parsePlaces('1,2,ok\n95,10,too far north\nabc\n10,-181,west\n3,4');
    expect(places.map((p) => p.label)).toEqual(['ok', '']);
    expect(skipped).toEqual([
      { line: 2, text: '95,10,too far north' },
      { line: 3, text: 'abc' },
      { line: 4, text: '10,-181,west' },
    ]);
  });

  test('names and texts are cut to the schema lengths', () => {
    const place = parsePlaces(`1;2;${'n'.repeat(300)};${'t'.repeat(1200)}`).places[0];
    expect(place.label.length).toBe(200);
    expect(place.text.length).toBe(1000);
  });

  test('separator: tab, then semicolon outside quotes, else comma', () => {
    expect(separatorOf('1\t2')).toBe('\t');
    expect(separatorOf('1;2')).toBe(';');
    expect(separatorOf('1,2,"a;b"')).toBe(',');
  });
});

describe('a pasted position', () => {
  test('a pair as maps copy it fills both coordinates', () => {
    expect(readPair('59.3293, 18.0686')).toEqual({ lat: 59.3293, lng: 18.0686 });
    expect(readPair(' (60.1699,24.9384) ')).toEqual({ lat: 60.1699, lng: 24.9384 });
    expect(readPair('-33.86 151.21')).toEqual({ lat: -33.86, lng: 151.21 });
  });

  test('one number, words or a position off the globe are not a pair', () => {
    for (const text of ['59.3293', 'Stockholm', '95, 10', '10, 190', '59,3293'])
      expect(readPair(text)).toBeNull();
  });
});
