import { describe, expect, test } from 'bun:test';
import { $user } from '../stores/user';
import { isSsoReturn, markSsoSignIn } from './sso-return';
import { memoryStorage } from './storage-test-kit';

describe('back from the company provider', () => {
  test('only a tab that went there, and only without a stored user, asks the server for the session', () => {
    const store = memoryStorage();
    expect(isSsoReturn(store)).toBe(false);
    markSsoSignIn(store);
    expect(isSsoReturn(store)).toBe(true);
    $user.set({ fullName: 'Someone' } as never);
    expect(isSsoReturn(store)).toBe(false);
    $user.set(null as never);
  });
});
