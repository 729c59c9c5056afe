import { describe, expect, test } from 'bun:test';
import { moduleProblems } from './check';
import { newModule } from './module-types';
import { overlayAround, toMarker, toStop } from './places';
import { appendWithin, parsePlaces } from './points';

describe('pasted places in the map modules', () => {
  test('a pasted route is a valid route; a stop without a name has none', () => {
    const { places } = parsePlaces('59.33, 18.07, Start\n59.34, 18.08');
    const points = places.map(toStop);
    expect(points).toEqual([
      { lat: 59.33, lng: 18.07, label: 'Start' },
      { lat: 59.34, lng: 18.08 },
    ]);
    expect(moduleProblems({ ...newModule('mapRoute', 'm1'), points })).toEqual({});
  });

  test('pasted markers keep a text only when there is one, and stay valid', () => {
    const markers = parsePlaces('1;2;Hall A;Entrance\n3;4;Hall B').places.map(toMarker);
    expect(markers).toEqual([
      { lat: 1, lng: 2, label: 'Hall A', text: 'Entrance' },
      { lat: 3, lng: 4, label: 'Hall B' },
    ]);
    expect(moduleProblems({ ...newModule('mapMarkers', 'm1'), markers })).toEqual({});
  });

  test('an import of 1,001 places adds 1,000 and the module is still valid', () => {
    const csv = Array.from({ length: 1001 }, (_, i) => `${(i % 180) - 89.5},${(i % 360) - 179.5},P${i}`).join(
      '\n',
    );
    const { list, dropped } = appendWithin([], parsePlaces(csv).places.map(toMarker), 1000);
    expect(list.length).toBe(1000);
    expect(dropped).toBe(1);
    expect(moduleProblems({ ...newModule('mapMarkers', 'm1'), markers: list })).toEqual({});
  });
});

describe('a first overlay', () => {
  test('covers the centre, within the schema, at 80 % opacity', () => {
    const overlay = overlayAround({ lat: 59.3293, lng: 18.0686 }, 'f1');
    expect(overlay.south).toBeLessThan(59.3293);
    expect(overlay.north).toBeGreaterThan(59.3293);
    expect(overlay.west).toBeLessThan(18.0686);
    expect(overlay.east).toBeGreaterThan(18.0686);
    expect(moduleProblems({ ...newModule('mapMarkers', 'm1'), overlay })).toEqual({});
  });

  test('at the edge of the world and with a centre still being typed it stays in range', () => {
    const pole = overlayAround({ lat: 90, lng: 180 }, 'f1');
    expect(pole.north).toBe(90);
    expect(pole.east).toBe(180);
    expect(moduleProblems({ ...newModule('mapMarkers', 'm1'), overlay: pole })).toEqual({});
    expect(overlayAround({ lat: Number.NaN, lng: 5 }, 'f1').south).toBe(-0.005);
  });
});
