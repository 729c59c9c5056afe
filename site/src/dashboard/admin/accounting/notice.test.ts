import { describe, expect, test } from 'bun:test';
import { noticeOf, withoutNotice } from './notice';

describe('the connect notice', () => {
  test('connected, an error with its reason, or nothing', () => {
    expect(noticeOf('?accounting=connected')).toEqual({ kind: 'connected' });
    expect(noticeOf('?accounting=error&reason=access_denied')).toEqual({
      kind: 'error',
      reason: 'access_denied',
    });
    expect(noticeOf('?accounting=error')).toEqual({ kind: 'error', reason: '' });
    expect(noticeOf('')).toBeNull();
    expect(noticeOf('?accounting=maybe')).toBeNull();
  });

  test('a long reason is cut', () => {
    const notice = noticeOf(`?accounting=error&reason=${'x'.repeat(500)}`);
    expect(notice?.kind === 'error' && notice.reason.length).toBe(200);
  });

  test('the query loses only the notice', () => {
    expect(withoutNotice('?accounting=error&reason=x')).toBe('');
    expect(withoutNotice('?accounting=connected&tab=2')).toBe('?tab=2');
  });
});
