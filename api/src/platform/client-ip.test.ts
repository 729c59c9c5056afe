import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, createTestApp, type TestApp } from '../../test/harness';
import { loadConfig } from './config';
import { RATE_RULES } from './rate-limit';
import { clientIp, rememberClientIp, sameClient, visitorHost } from './security';

const withForwarded = (value: string, peer = '127.0.0.9') => {
  const request = new Request(BASE, { headers: { 'x-forwarded-for': value } });
  rememberClientIp(request, peer);
  return request;
};

describe('TRUST_PROXY', () => {
  const hops = (value?: string) =>
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dynacard-ip-')), SECRET: 's', TRUST_PROXY: value })
      .trustProxy;

  test('is a count of proxies: true is one, unset or false none', () => {
    expect([hops(), hops('false'), hops('0'), hops('yes'), hops('-1')]).toEqual([0, 0, 0, 0, 0]);
    expect([hops('true'), hops('1'), hops('2')]).toEqual([1, 1, 2]);
  });

  test('the address is the entry that many places from the right; what the client wrote chooses nothing', () => {
    const spoofed = withForwarded('6.6.6.6, 203.0.113.7, 10.0.0.2');
    expect(clientIp(spoofed, 1)).toBe('10.0.0.2');
    expect(clientIp(spoofed, 2)).toBe('203.0.113.7');
    expect(clientIp(spoofed, 0)).toBe('127.0.0.9');
    expect(clientIp(withForwarded(' 198.51.100.4 '), 1)).toBe('198.51.100.4');
    // Fewer entries than proxies: the leftmost one there is.
    expect(clientIp(withForwarded('198.51.100.4'), 2)).toBe('198.51.100.4');
    expect(clientIp(withForwarded(''), 1)).toBe('127.0.0.9');
  });

  test('the socket address is read only when no trusted proxy names the client, and once', () => {
    let reads = 0;
    const reader = () => {
      reads++;
      return '127.0.0.8';
    };
    const proxied = new Request(BASE, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    rememberClientIp(proxied, reader);
    expect(clientIp(proxied, 1)).toBe('203.0.113.7');
    expect(reads).toBe(0);
    const direct = new Request(BASE);
    rememberClientIp(direct, reader);
    expect([
      clientIp(direct, 1),
      clientIp(direct, 0),
      clientIp(sameClient(new Request(BASE), direct), 0),
    ]).toEqual(['127.0.0.8', '127.0.0.8', '127.0.0.8']);
    expect(reads).toBe(1);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  const trust = (value: string) =>
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dynacard-ip-')), SECRET: 's', TRUST_PROXY: value })
      .trustProxy;
  const proxies = trust('10.0.0.0/8, 127.0.0.1, fd00::/8');

  test('a client reaching the app directly is its socket address, whatever X-Forwarded-For it rotates', () => {
    for (let n = 1; n <= 12; n++) {
      expect(clientIp(withForwarded(`198.18.0.${n}, 192.0.2.${n}`, '203.0.113.66'), proxies)).toBe(
        '203.0.113.66',
      );
    }
  });

  test('through our proxies: the right-most entry that is not one of them', () => {
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7, 10.1.2.3', '127.0.0.1'), proxies)).toBe(
      '203.0.113.7',
    );
    expect(clientIp(withForwarded('203.0.113.7', '10.0.0.2'), proxies)).toBe('203.0.113.7');
    expect(clientIp(withForwarded('2001:db8::7, fd00::1', '::ffff:10.0.0.2'), proxies)).toBe('2001:db8::7');
    // Nothing but proxies (a health check from inside): the left-most; no header: the proxy itself.
    expect(clientIp(withForwarded('10.0.0.5', '10.0.0.2'), proxies)).toBe('10.0.0.5');
    expect(clientIp(withForwarded('', '10.0.0.2'), proxies)).toBe('10.0.0.2');
  });

  test('an entry that is no address or network stops the start', () => {
    expect(() => trust('10.0.0.0/8, proxy.local')).toThrow('TRUST_PROXY');
    expect(() => trust('10.0.0.0/33')).toThrow('TRUST_PROXY');
  });
});

describe('X-Forwarded-Host', () => {
  const withHost = (value: string, peer = '127.0.0.1') => {
    const request = new Request(BASE, { headers: { 'x-forwarded-host': value } });
    rememberClientIp(request, peer);
    return request;
  };
  const list = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dynacard-ip-')),
    SECRET: 's',
    TRUST_PROXY: '127.0.0.1',
  }).trustProxy;

  test('is the entry our nearest proxy wrote, the right-most, whatever the client wrote before it', () => {
    for (const trust of [1, 2, 3, list]) {
      expect(visitorHost(withHost('localhost, cards.nordvik.se'), trust)).toBe('cards.nordvik.se');
      expect(visitorHost(withHost(' cards.nordvik.se , '), trust)).toBe('cards.nordvik.se');
    }
    expect(visitorHost(withHost('cards.nordvik.se'), 0)).toBeNull();
    expect(visitorHost(withHost(' , '), 1)).toBeNull();
  });

  test('a list: a client reaching the port directly has its header ignored', () => {
    expect(visitorHost(withHost('localhost', '203.0.113.5'), list)).toBeNull();
  });
});

describe('per-IP rate limits behind one appending proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  test('a client writing a new first X-Forwarded-For entry each time is still one address', async () => {
    const { limit } = RATE_RULES.passwordReset.ip;
    const reset = (n: number) =>
      t
        .client({ lang: 'en' })
        .post(
          '/api/v1/auth/password/reset',
          { resetToken: 'no-such-token', password: 'a-new-password-1', passwordConfirm: 'a-new-password-1' },
          { 'x-forwarded-for': `198.18.0.${n}, 192.0.2.50` },
        );
    for (let n = 1; n <= limit; n++) expect((await reset(n)).status).toBe(422);
    const refused = await reset(limit + 1);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
  });
});
