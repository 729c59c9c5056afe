import { afterEach, beforeEach, describe, expect, mock, test } from 'bun:test';
import { useTestStorageEngine } from '@nanostores/persistent';
import { $dialogs, closeAll } from '../stores/dialogs';
import { $notices, clearNotices } from '../stores/notifications';
import { $language } from '../stores/prefs';
import { $user } from '../stores/user';
import { api } from './api';
import { clearLocalData, logout, refreshStoredUser, startPath, stayForTests } from './session';
import type { Me } from './types';

const me = { shortId: 'abc', role: 'user', fullName: 'Ada', email: 'ada@example.com' } as Me;
const realFetch = globalThis.fetch;

function answer(status: number, body: unknown) {
  return mock(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}
const envelope = (statusCode: number, message: string, data: unknown = null, errors: unknown[] = []) => ({
  success: statusCode < 300,
  statusCode,
  message,
  data,
  errors,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function memoryStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    data,
  } as unknown as Storage & { data: Map<string, string> };
}

describe('session', () => {
  beforeEach(() => {
    useTestStorageEngine();
    $language.set('en');
    $user.set(me);
    closeAll();
    clearNotices();
    stayForTests();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  test('logout keeps only consent, language and theme in local storage', () => {
    const storage = memoryStorage({
      user: '{}',
      themeMode: 'dark',
      targetLang: 'fi',
      cookiesAccepted: 'true',
      other: 'x',
    });
    clearLocalData(storage);
    expect([...storage.data.keys()].sort()).toEqual(['cookiesAccepted', 'targetLang', 'themeMode']);
  });

  test('the start page follows the language', () => {
    expect(startPath('sv')).toBe('/');
    expect(startPath('en')).toBe('/en/');
    expect(startPath('fi')).toBe('/fi/');
  });

  test('every call sends credentials, JSON and the language header', async () => {
    const fetchMock = answer(200, envelope(200, 'OK', { fine: true }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const result = await api<{ fine: boolean }>('POST', '/thing', { body: { a: 1 } });
    expect(result.data).toEqual({ fine: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/thing');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-target-lang']).toMatch(/^(sv|en|fi)$/);
    expect(init.body).toBe('{"a":1}');
  });

  test('a failure shows a negative notice; 422 shows the first error', async () => {
    globalThis.fetch = answer(
      422,
      envelope(422, 'Please fix the errors', null, [
        { message: 'Enter a valid email address', field: 'email' },
      ]),
    ) as unknown as typeof fetch;
    const result = await api('POST', '/users');
    expect(result.message).toBe('Enter a valid email address');
    expect($notices.get().map((n) => [n.color, n.message])).toEqual([
      ['error', 'Enter a valid email address'],
    ]);
  });

  test('an empty answer counts as a timeout with status 500', async () => {
    globalThis.fetch = answer(200, undefined) as unknown as typeof fetch;
    const result = await api('GET', '/users/me', { notifyErrors: false });
    expect(result.status).toBe(500);
    expect(result.message).toContain('timed out');
  });

  test('a call that does not answer in time is given up', async () => {
    globalThis.fetch = ((_: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const result = await api('GET', '/slow', { timeoutMs: 20, notifyErrors: false });
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(result.message).toContain('timed out');
  });

  test('401 clears the user and opens the re-login dialog once', async () => {
    globalThis.fetch = answer(
      401,
      envelope(401, 'Please login to access this page'),
    ) as unknown as typeof fetch;
    await api('GET', '/users/me');
    await api('GET', '/users/me/quota');
    expect($user.get()).toBeNull();
    const open = $dialogs.get();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      kind: 'login',
      props: { relogin: true, message: 'Session expired, log in again' },
    });
  });

  test('401 without a stored user opens a plain login that stays on the page', async () => {
    $user.set(null);
    const fetchMock = answer(401, envelope(401, 'Please login to access this page'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await api('POST', '/contacts');
    expect($dialogs.get().map((d) => d.props)).toEqual([{ stay: true }]);
    closeAll();
    await tick();
    expect(fetchMock.mock.calls.length).toBe(1);
  });

  test('666 with a user forces logout with the message', async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return url.endsWith('/auth/logout')
        ? new Response(JSON.stringify(envelope(200, 'You are logged out')), { status: 200 })
        : new Response(JSON.stringify(envelope(666, 'Your session has ended, please log in again')), {
            status: 401,
          });
    }) as typeof fetch;
    await api('GET', '/users/me');
    await tick();
    expect(calls).toEqual(['/api/v1/users/me', '/api/v1/auth/logout']);
    expect($user.get()).toBeNull();
    expect($dialogs.get()).toEqual([]);
  });

  test('logout calls the server, resets the stores and closes dialogs', async () => {
    const fetchMock = answer(200, envelope(200, 'You are logged out'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await logout({ redirect: false });
    expect(fetchMock.mock.calls.length).toBe(1);
    expect($user.get()).toBeNull();
    expect($notices.get().map((n) => n.message)).toEqual(['You are logged out']);
  });

  test('the stored user is refreshed on start; a gone session signs out quietly', async () => {
    globalThis.fetch = answer(401, envelope(401, 'Please login')) as unknown as typeof fetch;
    await refreshStoredUser();
    expect($user.get()).toBeNull();
    expect($dialogs.get()).toEqual([]);
    expect($notices.get()).toEqual([]);
  });
  // Last: leaving the page stays true for a moment afterwards.
  test('dismissing the re-login dialog without logging in logs out', async () => {
    const fetchMock = answer(401, envelope(401, 'x'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await api('GET', '/users/me');
    closeAll();
    await tick();
    expect(fetchMock.mock.calls.length).toBe(1);
    expect($user.get()).toBeNull();
  });
});
