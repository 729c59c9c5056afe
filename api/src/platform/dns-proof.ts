import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import type { Config } from './config';

/**
 * Proof that someone controls a domain: a TXT record we name and whose value holds a token of ours. Used for a
 * company's mail domains (single sign-on) and meant for custom domains too. The token is derived from the server
 * key, the owner (a company) and the domain, so it needs no storage and is the same each time it is shown.
 */
export type DnsProofRecord = { name: string; type: 'TXT'; value: string };
export type DnsProofResult = { ok: true } | { ok: false; reason: 'notFound' | 'wrongValue' | 'unreachable' };

const PREFIX = 'dynacard-verify=';

export function proofToken(secret: string, owner: string, domain: string) {
  return createHmac('sha256', `dns-proof:${secret}`)
    .update(`${owner}\n${domain}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The record the owner publishes: `_dynacard.<domain> TXT "dynacard-verify=<token>"`. */
export const proofRecord = (secret: string, owner: string, domain: string): DnsProofRecord => ({
  name: `_dynacard.${domain}`,
  type: 'TXT',
  value: `${PREFIX}${proofToken(secret, owner, domain)}`,
});

/** DNS answers that mean "no such record" rather than "could not ask". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

/**
 * Looks the record up with the configured resolver and a deadline: a resolver that does not answer gives
 * `unreachable` within `config.dns.timeoutMs`, never a stalled request (DESIGN §10).
 */
export async function checkDnsProof(config: Config, owner: string, domain: string): Promise<DnsProofResult> {
  const expected = proofRecord(config.secret, owner, domain);
  const resolver = new Resolver({ timeout: config.dns.timeoutMs, tries: 1 });
  if (config.dns.servers) resolver.setServers(config.dns.servers);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('dns timeout'), { code: 'ETIMEOUT' })),
      config.dns.timeoutMs + 500,
    );
  });
  try {
    const records = await Promise.race([resolver.resolveTxt(expected.name), deadline]);
    // A TXT record may come in several strings of up to 255 characters: they are one value.
    const values = records.map((parts) => parts.join('').trim());
    if (values.includes(expected.value)) return { ok: true };
    return { ok: false, reason: values.length ? 'wrongValue' : 'notFound' };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return { ok: false, reason: ABSENT.has(code) ? 'notFound' : 'unreachable' };
  } finally {
    clearTimeout(timer);
    resolver.cancel();
  }
}
