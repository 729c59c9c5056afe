// The facts of one visit as the rules of a tag read them (tag-rules.ts), taken from the request, each worked out
// the first time a rule asks and kept for the rest of the decision: the device and system as the statistics see
// them (the same parser and memory, profiles/visit-details.ts), the page's language, the server's clock, the place
// of the address (GeoLite, looked up in memory; the address is not kept), the position the visitor shared (only
// a POST of the page carries it), how the visitor came and the address's query.
import type { Lang } from '@shared/constants';
import type { Deps } from '../../platform/deps';
import { geoLookupFor } from '../../platform/geo';
import { clientIp } from '../../platform/security';
import { agentOf } from '../profiles';
import type { Device, Place, Position, VisitFacts, VisitSource } from './tag-rules';
import { tappedFor } from './tap-cookie';

const SYSTEMS: Record<string, string> = {
  iOS: 'iOS',
  Android: 'Android',
  Windows: 'Windows',
  macOS: 'macOS',
  'Mac OS': 'macOS',
  Linux: 'Linux',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
};
const DEVICES = new Set<string>(['mobile', 'tablet', 'desktop']);

/** The system group of a user agent (shared/schemas/tag-rules.ts SYSTEMS), `other` for the rest. */
export const systemOf = (userAgent: string) => SYSTEMS[agentOf(userAgent).os ?? ''] ?? 'other';
/** The device type of a user agent as the statistics group it; null for a kind the rules do not name. */
export const deviceOf = (userAgent: string): Device | null => {
  const device = agentOf(userAgent).device;
  return device && DEVICES.has(device) ? (device as Device) : null;
};

/** Lazily read, once each. */
function once<T>(read: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = read();
      done = true;
    }
    return value;
  };
}

/** The query parameters of an address, without parsing the whole URL. */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1).split('#')[0]);
};

/**
 * The facts of a request to a tag of `companyId`. `position`: what the page's form posted (or the API's body);
 * `socketIp`: the fast path's peer, read only when no trusted proxy named the address.
 */
export function factsOf(
  deps: Deps,
  request: Request,
  options: {
    lang: Lang;
    companyId: number;
    position?: Position | undefined;
    socketIp?: () => string | undefined;
  },
): VisitFacts {
  const userAgent = () => request.headers.get('user-agent') ?? '';
  const ip = once(() => clientIp(request, deps.config.trustProxy, options.socketIp));
  const query = once(() => queryOf(request.url));
  return {
    lang: () => options.lang,
    device: once(() => deviceOf(userAgent())),
    system: once(() => systemOf(userAgent())),
    now: () => deps.clock.now(),
    place: once((): Place | null => {
      const place = geoLookupFor(deps.config.geoipDb).lookup(ip());
      return place && { country: place.country, city: place.city };
    }),
    position: () => options.position ?? null,
    source: once((): VisitSource => {
      const marker = query().get('s');
      if (marker === 'q') return 'qr';
      if (marker === 'n') return 'nfc';
      return tappedFor(deps, options.companyId, request.headers.get('cookie')) ? 'tap' : 'link';
    }),
    query: (name) => query().get(name),
    visitor: () => `${ip()}\n${userAgent()}`,
  };
}

/** The facts the editor's "View as" chooses (POST /dynatags/{id}/view-as): nothing is read from the request. */
export function chosenFacts(
  chosen: {
    device?: Device | undefined;
    system?: string | undefined;
    lang?: Lang | undefined;
    at?: number | undefined;
    country?: string | undefined;
    city?: string | undefined;
    position?: Position | undefined;
    source?: VisitSource | undefined;
    query?: string | undefined;
  },
  defaults: { lang: Lang; now: number },
): VisitFacts {
  const params = new URLSearchParams(chosen.query ?? '');
  return {
    lang: () => chosen.lang ?? defaults.lang,
    device: () => chosen.device ?? null,
    system: () => chosen.system ?? 'other',
    now: () => chosen.at ?? defaults.now,
    place: () =>
      chosen.country || chosen.city ? { country: chosen.country ?? '', city: chosen.city ?? null } : null,
    position: () => chosen.position ?? null,
    source: () => chosen.source ?? 'link',
    query: (name) => params.get(name),
    visitor: () => '',
  };
}
