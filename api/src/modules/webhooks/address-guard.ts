// The server-side request forgery guard of webhooks: an endpoint is an https address on the public internet.
// Every address its host resolves to is checked at connect time (the connection's own DNS lookup goes through
// `guardedLookup`), so a name that resolves to a private address later (DNS rebinding) is refused too; a
// redirect is never followed (sender.ts), so it cannot lead to an address that was not checked.
import { type LookupAddress, lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/** Why an address is refused; null when it is a public one. */
export type Refusal = 'loopback' | 'private' | 'reserved';

const v4 = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const inV4 = (n: number, base: string, bits: number) => {
  const size = 2 ** (32 - bits);
  return Math.floor(n / size) === Math.floor(v4(base) / size);
};

/** Loopback, private (RFC 1918, CGNAT), link-local (cloud metadata 169.254.169.254) and the other special ranges. */
function classifyV4(ip: string): Refusal | null {
  const n = v4(ip);
  if (inV4(n, '127.0.0.0', 8)) return 'loopback';
  if (inV4(n, '10.0.0.0', 8) || inV4(n, '172.16.0.0', 12) || inV4(n, '192.168.0.0', 16)) return 'private';
  if (inV4(n, '100.64.0.0', 10) || inV4(n, '169.254.0.0', 16)) return 'private';
  const reserved: [string, number][] = [
    ['0.0.0.0', 8],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  return reserved.some(([base, bits]) => inV4(n, base, bits)) ? 'reserved' : null;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two). */
function groupsOf(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

const v4Of = (a: number, b: number) => `${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`;

function classifyV6(ip: string): Refusal | null {
  const g = groupsOf(ip);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  const carried = () => classifyV4(v4Of(g[6], g[7]));
  if (zeros(7) && g[7] === 1) return 'loopback';
  if (zeros(8)) return 'reserved';
  // IPv4 inside IPv6 that reaches the public internet is judged as that IPv4: mapped ::ffff:a.b.c.d, NAT64's
  // well-known prefix 64:ff9b::/96 and 6to4 2002::/16.
  if (zeros(5) && g[5] === 0xffff) return carried();
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return carried();
  if (g[0] === 0x2002) return classifyV4(v4Of(g[1], g[2]));
  // The ranges that carry IPv4 but not to the public internet are refused whatever they carry: compatible
  // ::a.b.c.d (deprecated) and translated ::ffff:0:a.b.c.d (SIIT); a private IPv4 inside still says so.
  if (zeros(6) || (zeros(4) && g[4] === 0xffff && g[5] === 0)) return carried() ?? 'reserved';
  if (g[0] === 0x64 && g[1] === 0xff9b) return 'private'; // NAT64 local use 64:ff9b:1::/48 and the rest of /32
  if ((g[0] & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7 (AWS metadata fd00:ec2::254)
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return 'private'; // link-local, site-local
  if ((g[0] & 0xff00) === 0xff00) return 'reserved'; // multicast
  if (g[0] === 0x2001 && g[1] < 0x0200) return 'reserved'; // IETF protocols 2001::/23 (Teredo 2001::/32 among them)
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'reserved'; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return 'reserved'; // documentation 3fff::/20
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return 'reserved'; // discard-only 100::/64
  if (g[0] === 0x5f00) return 'reserved'; // segment routing 5f00::/16
  return null;
}

/** Null for a public address; else why it is refused. */
export function classifyAddress(ip: string): Refusal | null {
  const family = isIP(ip);
  if (family === 4) return classifyV4(ip);
  if (family === 6) return classifyV6(ip);
  return 'reserved';
}

/** Whether a webhook may connect to the address: public, or loopback when WEBHOOKS_ALLOW_LOOPBACK is set. */
export const addressAllowed = (ip: string, allowLoopback: boolean) => {
  const refusal = classifyAddress(ip);
  return refusal === null || (allowLoopback && refusal === 'loopback');
};

export class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is not a public address`);
  }
}

type Resolver = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;
const systemResolver: Resolver = (hostname, callback) => lookup(hostname, { all: true }, callback);

/**
 * The DNS lookup of a webhook's connection: every address of the name must be allowed (one private address
 * among public ones refuses the name, so the connection cannot land on it), and only checked addresses are used.
 */
export const guardedLookup =
  (allowLoopback: boolean, resolve: Resolver = systemResolver): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
      if (refused) return callback(new RefusedAddress(refused.address), '', 4);
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };

/**
 * The host a URL connects to: an IPv6 address without its brackets, a name without the trailing dot of the DNS
 * root ("localhost." and "api.internal." are the names "localhost" and "api.internal", and are judged as them).
 */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

/** The URL as it is kept and posted to: its host written without the root's trailing dot. */
export function normalisedUrl(raw: string): string {
  const url = new URL(raw);
  if (!url.hostname.endsWith('.')) return raw;
  url.hostname = hostOf(url);
  return url.href;
}

/** The URL's own problem, before any lookup: a key of the API messages, or null when it may be tried. */
export function urlProblem(
  raw: string,
  allowLoopback: boolean,
): 'invalidWebhookUrl' | 'webhookUrlNotPublic' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalidWebhookUrl';
  }
  if (url.username || url.password || url.hash) return 'invalidWebhookUrl';
  const host = hostOf(url);
  if (host.split('.').includes('')) return 'invalidWebhookUrl'; // an empty label ("a..b", "a..")
  if (url.protocol === 'http:') {
    // Plain http only to this machine, for tests and self-hosting (WEBHOOKS_ALLOW_LOOPBACK).
    const local = host === 'localhost' || (isIP(host) > 0 && classifyAddress(host) === 'loopback');
    return allowLoopback && local ? null : 'webhookUrlNotPublic';
  }
  if (url.protocol !== 'https:') return 'invalidWebhookUrl';
  if (isIP(host)) return addressAllowed(host, allowLoopback) ? null : 'webhookUrlNotPublic';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  ) {
    return allowLoopback && host === 'localhost' ? null : 'webhookUrlNotPublic';
  }
  return null;
}
