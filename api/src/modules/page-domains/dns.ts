// The DNS proof that a page domain is the company's and points at us: the TXT proof (platform/dns-proof.ts) and
// the host a CNAME to our target (or, for an apex with CNAME flattening, the target's addresses).
import type { Resolver } from 'node:dns/promises';
import type { ApiMessageKey } from '@shared/i18n';
import { ask, checkTxtProof } from '../../platform/dns-proof';

export type DnsProblem = Extract<
  ApiMessageKey,
  'dnsTxtMissing' | 'dnsTxtWrong' | 'dnsCnameWrong' | 'dnsUnreachable'
>;

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** What is wrong with the domain's records, or null when both prove it. */
export async function checkRecords(
  resolver: Resolver,
  host: string,
  token: string,
  target: string,
): Promise<DnsProblem | null> {
  const txt = await checkTxtProof(resolver, host, token);
  if (txt) return txt;
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
