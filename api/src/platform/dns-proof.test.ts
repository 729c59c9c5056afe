import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startDnsServer } from '../../test/dns-server';
import { checkTxtProof, derivedToken, proofRecord, resolverFor } from './dns-proof';

let dns: Awaited<ReturnType<typeof startDnsServer>>;

beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());

describe('DNS proof of a domain', () => {
  test('the record is named under _dynacard; a derived token depends on the key, the owner and the domain', () => {
    const token = derivedToken('s', 'acme1', 'acme.se');
    expect(proofRecord('acme.se', token)).toEqual({
      name: '_dynacard.acme.se',
      value: `dynacard-verify=${token}`,
    });
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(token).toBe(derivedToken('s', 'acme1', 'acme.se'));
    expect(token).not.toBe(derivedToken('s', 'other', 'acme.se'));
    expect(token).not.toBe(derivedToken('s', 'acme1', 'acme.fi'));
    expect(token).not.toBe(derivedToken('t', 'acme1', 'acme.se'));
  });

  test('found among the other TXT records of the name', async () => {
    const { name, value } = proofRecord('acme.se', 'tok1');
    dns.set(name, { txt: ['v=spf1 -all', value] });
    expect(await checkTxtProof(resolverFor([dns.address]), 'acme.se', 'tok1')).toBeNull();
  });

  test('no record, a wrong value and an unreachable resolver are told apart', async () => {
    const resolver = resolverFor([dns.address]);
    expect(await checkTxtProof(resolver, 'nothing.se', 'tok1')).toBe('dnsTxtMissing');
    dns.set('_dynacard.wrong.se', { txt: [proofRecord('wrong.se', 'someone-else').value] });
    expect(await checkTxtProof(resolver, 'wrong.se', 'tok1')).toBe('dnsTxtWrong');
    // A DNS server that answers nothing: the check gives up within its timeouts instead of stalling.
    dns.stall(true);
    try {
      expect(await checkTxtProof(resolver, 'acme.se', 'tok1')).toBe('dnsUnreachable');
    } finally {
      dns.stall(false);
    }
  });
});
