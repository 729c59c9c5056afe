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

/**
 * A query parameter of an address, read without parsing the URL (the cached page's path must stay fast): the first
 * `name=value` of its query, decoded as a form's; '' for a name without a value; null when it is not there.
 */
export function queryParam(url: string, name: string): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const hash = url.indexOf('#', at);
  const query = url.slice(at + 1, hash < 0 ? undefined : hash);
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (key !== name && decode(key) !== name) continue;
    return eq < 0 ? '' : decode(part.slice(eq + 1));
  }
  return null;
}

const decode = (text: string) => {
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

type FactsOptions = {
  lang: Lang;
  companyId: number;
  position?: Position | undefined;
  socketIp?: (() => string | undefined) | undefined;
};

/** The facts of a request, each worked out the first time a rule asks (a class: no closures per request). */
class RequestFacts implements VisitFacts {
  #ip: string | undefined;
  #device: Device | null | undefined;
  #system: string | undefined;
  #place: Place | null | undefined;
  #source: VisitSource | undefined;

  constructor(
    readonly deps: Deps,
    readonly request: Request,
    readonly options: FactsOptions,
  ) {}

  #userAgent() {
    return this.request.headers.get('user-agent') ?? '';
  }

  #address() {
    this.#ip ??= clientIp(this.request, this.deps.config.trustProxy, this.options.socketIp);
    return this.#ip;
  }

  lang() {
    return this.options.lang;
  }

  device() {
    if (this.#device === undefined) this.#device = deviceOf(this.#userAgent());
    return this.#device;
  }

  system() {
    this.#system ??= systemOf(this.#userAgent());
    return this.#system;
  }

  now() {
    return this.deps.clock.now();
  }

  place() {
    if (this.#place === undefined) {
      const place = geoLookupFor(this.deps.config.geoipDb).lookup(this.#address());
      this.#place = place && { country: place.country, city: place.city };
    }
    return this.#place;
  }

  position() {
    return this.options.position ?? null;
  }

  source() {
    if (this.#source === undefined) {
      const marker = queryParam(this.request.url, 's');
      const cookie = this.request.headers.get('cookie');
      this.#source =
        marker === 'q'
          ? 'qr'
          : marker === 'n'
            ? 'nfc'
            : cookie && tappedFor(this.deps, this.options.companyId, cookie)
              ? 'tap'
              : 'link';
    }
    return this.#source;
  }

  query(name: string) {
    return queryParam(this.request.url, name);
  }

  visitor() {
    return `${this.#address()}\n${this.#userAgent()}`;
  }
}

/**
 * The facts of a request to a tag of `companyId`. `position`: what the page's form posted (or the API's body);
 * `socketIp`: the fast path's peer, read only when no trusted proxy named the address.
 */
export const factsOf = (deps: Deps, request: Request, options: FactsOptions): VisitFacts =>
  new RequestFacts(deps, request, options);

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
