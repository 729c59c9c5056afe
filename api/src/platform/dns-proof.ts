// Proof that a company controls a domain: a TXT record `_dynacard.{domain}` holding `dynacard-verify={token}`.
// One check for a company's mail domains (single sign-on) and its page domain (which also needs a CNAME,
// modules/page-domains/dns.ts). Asked of the configured resolvers (DNS_RESOLVER; tests run a local DNS server)
// with a timeout, so a slow DNS never stalls the request (DESIGN §10): it answers `dnsUnreachable` instead.
import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import type { ApiMessageKey } from '@shared/i18n';

/** How long one DNS question may take, and how often it is asked before it counts as unreachable. */
const TIMEOUT_MS = 1_500;
const TRIES = 2;

export type TxtProblem = Extract<ApiMessageKey, 'dnsTxtMissing' | 'dnsTxtWrong' | 'dnsUnreachable'>;
export type DnsProofRecord = { name: string; value: string };

/** The record the owner publishes for `domain` with our `token`. */
export const proofRecord = (domain: string, token: string): DnsProofRecord => ({
  name: `_dynacard.${domain}`,
  value: `dynacard-verify=${token}`,
});

/**
 * A token derived from the server key, the owner (a company) and the domain: it needs no storage and is the same
 * each time it is shown (mail domains; a page domain keeps a random one in its row).
 */
export function derivedToken(secret: string, owner: string, domain: string) {
  return createHmac('sha256', `dns-proof:${secret}`)
    .update(`${owner}\n${domain}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A resolver asking `servers` (host:port; the system's when empty). */
export function resolverFor(servers: string[]) {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers.length) resolver.setServers(servers);
  return resolver;
}

const NOT_THERE = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);
const codeOf = (error: unknown) => (error as { code?: string }).code ?? '';

/** The record's values, [] when there is none, null when DNS could not be asked. */
export async function ask<T>(question: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await question();
  } catch (error) {
    return NOT_THERE.has(codeOf(error)) ? [] : null;
  }
}

/** What is wrong with the TXT proof of `domain`, or null when it holds `token` (a value may come in chunks). */
export async function checkTxtProof(
  resolver: Resolver,
  domain: string,
  token: string,
): Promise<TxtProblem | null> {
  const { name, value } = proofRecord(domain, token);
  const txt = await ask(() => resolver.resolveTxt(name));
  if (txt === null) return 'dnsUnreachable';
  if (!txt.length) return 'dnsTxtMissing';
  return txt.some((chunks) => chunks.join('').trim() === value) ? null : 'dnsTxtWrong';
}
