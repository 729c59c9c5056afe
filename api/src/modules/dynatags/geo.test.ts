// The location lock's arithmetic: distances against known figures, the fence's edge, the accuracy's cap.
import { describe, expect, test } from 'bun:test';
import { fenceCheck, GEO_ACCURACY_CAP, haversine } from './geo';

describe('haversine', () => {
  test('known distances within 0.5 %', () => {
    // Stockholm Central – Göteborg Central: 397.6 km great-circle.
    const sthlmGbg = haversine({ lat: 59.3303, lng: 18.0587 }, { lat: 57.7088, lng: 11.9733 });
    expect(Math.abs(sthlmGbg - 397_600) / 397_600).toBeLessThan(0.005);
    // One degree of latitude: 111.2 km.
    expect(haversine({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    // Across the date line and to the antipode.
    expect(haversine({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111_195, -1);
    expect(haversine({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, -1);
    expect(haversine({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });
});

describe('fenceCheck', () => {
  const fence = { lat: 0, lng: 0, distance: 100 };
  const north = (metres: number) => ({ lat: metres / 111_195, lng: 0 });

  test('inside up to the edge, outside past it with the metres to the edge', () => {
    expect(fenceCheck(fence, north(99))).toEqual({ inside: true });
    expect(fenceCheck(fence, north(99.99))).toEqual({ inside: true });
    expect(fenceCheck(fence, north(100.2))).toEqual({ inside: false, away: 1 });
    expect(fenceCheck(fence, north(160))).toEqual({ inside: false, away: 60 });
  });

  test('the reported accuracy widens the fence, at most by the cap', () => {
    expect(fenceCheck(fence, { ...north(159.9), accuracy: 60 })).toEqual({ inside: true });
    expect(fenceCheck(fence, { ...north(100 + GEO_ACCURACY_CAP + 5), accuracy: 10_000 })).toEqual({
      inside: false,
      away: GEO_ACCURACY_CAP + 5,
    });
  });
});
