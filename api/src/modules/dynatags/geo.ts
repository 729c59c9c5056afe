// The location lock's arithmetic (docs/decisions.md "Dynatags"): great-circle distance by the haversine
// formula on a sphere of the Earth's mean radius, which is within 0.5 % of the ellipsoid at any distance a
// fence is drawn at. The visitor's reported accuracy widens the fence by at most GEO_ACCURACY_CAP metres.
export const EARTH_RADIUS_M = 6_371_008.8;

/**
 * How much of the reported accuracy is given to the visitor: a phone indoors reports 20–80 m, Wi-Fi or cell
 * positioning hundreds; beyond this the report no longer says where the phone is.
 */
export const GEO_ACCURACY_CAP = 100;

export type LatLng = { lat: number; lng: number };

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points along the Earth's surface. */
export function haversine(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a reported position is relative to a fence: inside when it is within `distance` metres of the
 * centre, give or take its accuracy (capped); else `away` is the whole metres to the fence's edge.
 */
export function fenceCheck(
  fence: LatLng & { distance: number },
  position: LatLng & { accuracy?: number | undefined },
): { inside: true } | { inside: false; away: number } {
  const fromCentre = haversine(fence, position);
  const slack = Math.min(position.accuracy ?? 0, GEO_ACCURACY_CAP);
  if (fromCentre - slack <= fence.distance) return { inside: true };
  return { inside: false, away: Math.max(1, Math.round(fromCentre - fence.distance)) };
}
