// Which X-Forwarded-For and X-Forwarded-Host entries were written by proxies we run (TRUST_PROXY; docs/decisions.md
// "Hardening").
import { BlockList, isIP } from 'node:net';

/** The proxies' own addresses: only a request that arrives from one of them has its header read at all. */
export type ProxyList = { readonly proxies: BlockList };

/** A count of appending proxies (`true` = 1; 0 = none), or the list of the proxies' addresses and networks. */
export type TrustProxy = number | ProxyList;

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** `10.0.0.0/8, 127.0.0.1, fd00::/8`: each an address or a network; anything else stops the start. */
function proxyList(value: string): ProxyList {
  const proxies = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits, extra] = entry.split('/');
    const prefix = Number(bits);
    const max = isIP(address) === 6 ? 128 : 32;
    if (
      !isIP(address) ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    ) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or network (e.g. 10.0.0.0/8)`);
    }
    if (bits === undefined) proxies.addAddress(address, family(address));
    else proxies.addSubnet(address, prefix, family(address));
  }
  return { proxies };
}

/** TRUST_PROXY: `true` one proxy, a whole number that many, addresses the proxies; unset or `false` none. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === 'true') return 1;
  if (/[.:]/.test(text)) return proxyList(text);
  const hops = Number(text);
  return Number.isSafeInteger(hops) && hops > 0 ? hops : 0;
}

const isProxy = (list: ProxyList, ip: string) => isIP(ip) !== 0 && list.proxies.check(ip, family(ip));

/**
 * The client address by the header's entries (oldest first) and the socket's address `peer`. A count: the
 * entry that many places from the right. A list: only when the peer is one of our proxies, the right-most
 * entry that is not, since each proxy appends the address it got the request from; a client reaching us
 * directly is its socket's address, whatever it wrote.
 */
export function forwardedClient(
  entries: string[],
  peer: string | undefined,
  trust: TrustProxy,
): string | undefined {
  if (typeof trust === 'number') return trust > 0 ? entries[Math.max(0, entries.length - trust)] : undefined;
  if (!peer || !isProxy(trust, peer)) return undefined;
  for (let i = entries.length - 1; i >= 0; i--) if (!isProxy(trust, entries[i]!)) return entries[i];
  return entries[0];
}

/**
 * The host the visitor asked for, from X-Forwarded-Host as our nearest proxy wrote it: its right-most entry. The
 * proxy facing the visitor sets the header and those behind it pass it on or append what they were asked for, so
 * a value the client sent itself is on the left and chooses nothing (unlike X-Forwarded-For, the entries are not
 * one per proxy: most proxies replace the header). A list of proxies: only when the peer is one of them.
 */
export function forwardedHost(
  header: string,
  peer: string | undefined,
  trust: TrustProxy,
): string | undefined {
  if (trust === 0 || (typeof trust !== 'number' && (!peer || !isProxy(trust, peer)))) return undefined;
  const entries = header.split(',');
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!.trim();
    if (entry) return entry;
  }
  return undefined;
}
