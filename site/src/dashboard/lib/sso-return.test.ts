import { describe, expect, test } from 'bun:test';
import { $user } from '../stores/user';
import { isSsoReturn, markSsoSignIn } from './sso-return';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('back from the company provider', () => {
  test('only a tab that went there, and only without a stored user, asks the server for the session', () => {
    const store = memory();
    expect(isSsoReturn(store)).toBe(false);
    markSsoSignIn(store);
    expect(isSsoReturn(store)).toBe(true);
    $user.set({ fullName: 'Someone' } as never);
    expect(isSsoReturn(store)).toBe(false);
    $user.set(null as never);
  });
});
