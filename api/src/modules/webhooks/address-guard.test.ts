// The address guard: which addresses a webhook may reach, checked on the addresses a name resolves to, at
// connect time, and never past a redirect.
import { describe, expect, test } from 'bun:test';
import type { LookupAddress } from 'node:dns';
import { classifyAddress, guardedLookup, RefusedAddress, urlProblem } from './address-guard';
import { postWebhook } from './post';

describe('classifyAddress', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fe80::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:808:808', 'reserved'],
    ['::7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::808:808', 'private'],
    ['2001::5efe:7f00:1', 'reserved'],
    ['2001:2::1', 'reserved'],
    ['100::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('%s is refused as %s', (ip, why) => {
    expect(classifyAddress(ip)).toBe(why as never);
  });

  test.each([
    '93.184.216.34',
    '172.32.0.1',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2a00:1450::1',
  ])('%s is public', (ip) => {
    expect(classifyAddress(ip)).toBeNull();
  });
});

const resolveTo =
  (...addresses: string[]) =>
  (_: string, callback: (e: null, a: LookupAddress[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

describe('guardedLookup', () => {
  test('a name with one private address among public ones is refused', async () => {
    const lookup = guardedLookup(false, resolveTo('93.184.216.34', '10.0.0.7'));
    const error = await new Promise((resolve) => lookup('crm.example.com', { all: true }, (e) => resolve(e)));
    expect(error).toBeInstanceOf(RefusedAddress);
  });

  test.each(['::ffff:0:7f00:1', '64:ff9b::a9fe:a9fe', '2001::1'])(
    'a name resolving to %s is refused',
    async (address) => {
      const lookup = guardedLookup(false, resolveTo(address));
      const error = await new Promise((resolve) =>
        lookup('crm.example.com', { all: true }, (e) => resolve(e)),
      );
      expect(error).toBeInstanceOf(RefusedAddress);
    },
  );

  test('a public name answers its checked addresses', async () => {
    const lookup = guardedLookup(false, resolveTo('93.184.216.34'));
    const answer = await new Promise((resolve) => lookup('crm.example.com', {}, (e, a) => resolve(e ?? a)));
    expect(answer).toBe('93.184.216.34');
  });
});

describe('urlProblem', () => {
  test.each([
    ['https://localhost./', 'webhookUrlNotPublic'],
    ['https://api.localhost./', 'webhookUrlNotPublic'],
    ['https://metadata.google.internal./', 'webhookUrlNotPublic'],
    ['https://intranet./', 'webhookUrlNotPublic'],
    ['https://[::ffff:0:7f00:1]/', 'webhookUrlNotPublic'],
    ['https://crm..example.com/', 'invalidWebhookUrl'],
    ['https://example.com../', 'invalidWebhookUrl'],
  ])('%s: %s', (url, problem) => {
    expect(urlProblem(url, false)).toBe(problem as never);
  });

  test("a public name with the root's trailing dot may be tried, as without it", () => {
    expect(urlProblem('https://crm.example.com./hook', false)).toBeNull();
  });
});

describe('postWebhook', () => {
  test('a name resolving to this machine is refused at connect time; the listener gets nothing', async () => {
    let hits = 0;
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () => {
        hits++;
        return new Response('ok');
      },
    });
    try {
      const result = await postWebhook(`https://localhost:${server.port}/`, {}, '{}', {
        allowLoopback: false,
        timeoutMs: 5000,
      });
      expect(result.ok).toBe(false);
      expect(result.statusCode).toBeNull();
      expect(result.excerpt).toContain('refused');
      expect(hits).toBe(0);
      // The same with loopback allowed reaches it: the refusal above is the guard's.
      const allowed = await postWebhook(`http://localhost:${server.port}/`, {}, '{}', {
        allowLoopback: true,
        timeoutMs: 5000,
      });
      expect(allowed).toMatchObject({ ok: true, statusCode: 200 });
    } finally {
      server.stop(true);
    }
  });
});
