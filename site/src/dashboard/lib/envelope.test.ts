import { describe, expect, test } from 'bun:test';
import { fieldError, invalidResult, normaliseEnvelope } from './envelope';

const texts = { unknownError: 'unknown', timedOut: 'timed out' };

describe('normaliseEnvelope', () => {
  test('a success envelope gives its data and message', () => {
    const result = normaliseEnvelope(
      200,
      { success: true, statusCode: 200, message: 'OK', data: { a: 1 }, errors: [] },
      texts,
    );
    expect(result).toEqual({ ok: true, status: 200, message: 'OK', data: { a: 1 }, errors: [] });
  });

  test('422 shows the first error message and keeps the fields', () => {
    const result = normaliseEnvelope(
      422,
      {
        success: false,
        statusCode: 422,
        message: 'Please fix the errors',
        data: null,
        errors: [{ message: 'Enter a valid email address', field: 'email' }, { message: 'second' }],
      },
      texts,
    );
    expect(result.ok).toBe(false);
    expect(result.message).toBe('Enter a valid email address');
    expect(fieldError(result, 'email')).toBe('Enter a valid email address');
    expect(fieldError(result, 'password')).toBeUndefined();
  });

  test('a refusal keeps what it carries to act on (the price to confirm) apart from data', () => {
    const change = { reason: 'dynatag', current: 0, next: 49_900, nextVat: 12_475, nextWithVat: 62_375 };
    const result = normaliseEnvelope(
      409,
      { success: false, statusCode: 409, message: 'Confirm the price', data: change, errors: [] },
      texts,
    );
    expect([result.ok, result.status, result.data, result.errorData]).toEqual([false, 409, null, change]);
    const plain = normaliseEnvelope(
      409,
      { success: false, statusCode: 409, message: 'x', data: null },
      texts,
    );
    expect('errorData' in plain).toBe(false);
  });

  test('666 travels as HTTP 401 and is reported as 666', () => {
    const result = normaliseEnvelope(
      401,
      { success: false, statusCode: 666, message: 'ended', data: null, errors: [] },
      texts,
    );
    expect(result.status).toBe(666);
    expect(result.ok).toBe(false);
  });

  test('an empty answer is a timeout with status 500', () => {
    for (const body of [null, undefined, '']) {
      expect(normaliseEnvelope(0, body, texts)).toEqual({
        ok: false,
        status: 500,
        message: 'timed out',
        data: null,
        errors: [],
      });
    }
  });

  test('a non-envelope failure gets the unknown-error message', () => {
    const result = normaliseEnvelope(502, '<html>Bad gateway</html>', texts);
    expect(result).toMatchObject({ ok: false, status: 502, message: 'unknown' });
  });

  test('success needs the HTTP status and the envelope to agree; malformed errors are dropped', () => {
    const result = normaliseEnvelope(
      500,
      { success: true, statusCode: 500, message: '', data: 1, errors: [{ nope: 1 }, 'x'] },
      texts,
    );
    expect(result.ok).toBe(false);
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([]);
    expect(result.message).toBe('unknown');
  });
});

describe('invalidResult', () => {
  test('a form check before sending looks like the API 422: the message, and the field for fieldError', () => {
    const result = invalidResult('The passwords do not match', 'passwordConfirm');
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      message: 'The passwords do not match',
      data: null,
    });
    expect(fieldError(result, 'passwordConfirm')).toBe('The passwords do not match');
    expect(fieldError(invalidResult('Please fix the errors'), 'passwordConfirm')).toBeUndefined();
  });
});
