// The DNS proof that a domain is the company's and points at us: a TXT record `_dynacard.{host}` holding the
// code we gave, and the host a CNAME to our target (or, for an apex with CNAME flattening, the target's
// addresses). Asked of the configured resolvers (DNS_RESOLVER; tests run a local DNS server) with a timeout, so
// a slow DNS never stalls the request (DESIGN §10): it answers `dnsUnreachable` instead.
import { Resolver } from 'node:dns/promises';
import type { ApiMessageKey } from '@shared/i18n';

/** How long one DNS question may take, and how often it is asked before it counts as unreachable. */
const TIMEOUT_MS = 1_500;
const TRIES = 2;

export type DnsProblem = Extract<
  ApiMessageKey,
  'dnsTxtMissing' | 'dnsTxtWrong' | 'dnsCnameWrong' | 'dnsUnreachable'
>;

/** A resolver asking `servers` (host:port; the system's when empty). */
export function resolverFor(servers: string[]) {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers.length) resolver.setServers(servers);
  return resolver;
}

const NOT_THERE = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);
const codeOf = (error: unknown) => (error as { code?: string }).code ?? '';

/** The record's values, [] when there is none, null when DNS could not be asked. */
async function ask<T>(question: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await question();
  } catch (error) {
    return NOT_THERE.has(codeOf(error)) ? [] : null;
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** What is wrong with the domain's records, or null when both prove it. */
export async function checkRecords(
  resolver: Resolver,
  host: string,
  token: string,
  target: string,
): Promise<DnsProblem | null> {
  const txt = await ask(() => resolver.resolveTxt(`_dynacard.${host}`));
  if (txt === null) return 'dnsUnreachable';
  if (!txt.length) return 'dnsTxtMissing';
  if (!txt.some((chunks) => chunks.join('') === `dynacard-verify=${token}`)) return 'dnsTxtWrong';
  const cname = await ask(() => resolver.resolveCname(host));
  if (cname === null) return 'dnsUnreachable';
  if (cname.some((name) => bare(name) === target)) return null;
  if (cname.length) return 'dnsCnameWrong';
  // No CNAME (an apex, flattened by the DNS host): the same addresses as the target will do.
  const [mine, ours] = await Promise.all([
    ask(() => resolver.resolve4(host)),
    ask(() => resolver.resolve4(target)),
  ]);
  if (mine === null || ours === null) return 'dnsUnreachable';
  return mine.length && mine.some((ip) => ours.includes(ip)) ? null : 'dnsCnameWrong';
}
