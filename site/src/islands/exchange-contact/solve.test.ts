import { describe, expect, test } from 'bun:test';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { solveChallenge } from './solve';

describe('the island’s own solver of the human check', () => {
  test('finds the number and builds the payload the server verifies', async () => {
    const hmacKey = 'test-key';
    for (const number of [0, 1, 257, 1000]) {
      const challenge = await createChallenge({ hmacKey, maxNumber: 1000, number });
      const payload = await solveChallenge({ ...challenge, maxnumber: 1000 });
      expect(JSON.parse(atob(payload)).number).toBe(number);
      expect(await verifySolution(payload, hmacKey, true)).toBe(true);
    }
  });

  test('gives up beyond maxnumber', async () => {
    const challenge = await createChallenge({ hmacKey: 'k', maxNumber: 10, number: 11 });
    const failure = await solveChallenge({ ...challenge, maxnumber: 10 }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
  });
});
