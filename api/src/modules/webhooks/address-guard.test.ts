// The address guard: which addresses a webhook may reach, checked on the addresses a name resolves to, at
// connect time, and never past a redirect.
import { describe, expect, test } from 'bun:test';
import type { LookupAddress } from 'node:dns';
import { classifyAddress, guardedLookup, RefusedAddress } from './address-guard';
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
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('%s is refused as %s', (ip, why) => {
    expect(classifyAddress(ip)).toBe(why as never);
  });

  test.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (ip) => {
      expect(classifyAddress(ip)).toBeNull();
    },
  );
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

  test('a public name answers its checked addresses', async () => {
    const lookup = guardedLookup(false, resolveTo('93.184.216.34'));
    const answer = await new Promise((resolve) => lookup('crm.example.com', {}, (e, a) => resolve(e ?? a)));
    expect(answer).toBe('93.184.216.34');
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
