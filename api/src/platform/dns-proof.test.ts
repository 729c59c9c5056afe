import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDnsServer } from '../../test/dns-server';
import { loadConfig } from './config';
import { checkDnsProof, proofRecord, proofToken } from './dns-proof';

let dns: Awaited<ReturnType<typeof startDnsServer>>;
const configWith = (resolver: string) =>
  loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dynacard-dns-')),
    SECRET: 'test-secret',
    DNS_RESOLVER: resolver,
    DNS_TIMEOUT_MS: '400',
  });

beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());

describe('DNS proof of a domain', () => {
  test('the record is named under _dynacard and its token depends on the owner and the domain', () => {
    const record = proofRecord('s', 'acme1', 'acme.se');
    expect(record).toEqual({
      name: '_dynacard.acme.se',
      type: 'TXT',
      value: `dynacard-verify=${proofToken('s', 'acme1', 'acme.se')}`,
    });
    expect(proofToken('s', 'acme1', 'acme.se')).not.toBe(proofToken('s', 'other', 'acme.se'));
    expect(proofToken('s', 'acme1', 'acme.se')).not.toBe(proofToken('s', 'acme1', 'acme.fi'));
    expect(proofToken('s', 'acme1', 'acme.se')).not.toBe(proofToken('t', 'acme1', 'acme.se'));
  });

  test('found among the other TXT records of the name', async () => {
    const config = configWith(dns.address);
    const { name, value } = proofRecord(config.secret, 'acme1', 'acme.se');
    dns.setTxt(name, ['v=spf1 -all', value]);
    expect(await checkDnsProof(config, 'acme1', 'acme.se')).toEqual({ ok: true });
  });

  test('no record, a wrong value and an unreachable resolver are told apart', async () => {
    const config = configWith(dns.address);
    expect(await checkDnsProof(config, 'acme1', 'nothing.se')).toEqual({ ok: false, reason: 'notFound' });
    dns.setTxt('_dynacard.wrong.se', [proofRecord(config.secret, 'someone-else', 'wrong.se').value]);
    expect(await checkDnsProof(config, 'acme1', 'wrong.se')).toEqual({ ok: false, reason: 'wrongValue' });
    // Nothing answers on this port: the check gives up within its timeout instead of stalling.
    const silent = configWith('127.0.0.1:9');
    const started = Date.now();
    expect(await checkDnsProof(silent, 'acme1', 'acme.se')).toEqual({ ok: false, reason: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
