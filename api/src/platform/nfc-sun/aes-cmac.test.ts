import { describe, expect, test } from 'bun:test';
import { aesCmac } from './aes-cmac';

// RFC 4493 §4: the four examples of AES-128-CMAC (the key and message of NIST SP 800-38B's examples).
const KEY = Buffer.from('2b7e151628aed2a6abf7158809cf4f3c', 'hex');
const M =
  '6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710';
const hex = (value: string) => Buffer.from(value, 'hex');

describe('AES-128-CMAC (RFC 4493 §4)', () => {
  test.each([
    ['Example 1: len = 0', 0, 'bb1d6929e95937287fa37d129b756746'],
    ['Example 2: len = 16', 16, '070a16b46b4d4144f79bdd9dd04a287c'],
    ['Example 3: len = 40', 40, 'dfa66747de9ae63030ca32611497c827'],
    ['Example 4: len = 64', 64, '51f0bebf7e3b9d92fc49741779363cfe'],
  ])('%s', (_name, length, mac) => {
    expect(aesCmac(KEY, hex(M).subarray(0, length)).toString('hex')).toBe(mac);
  });

  test('another key gives another MAC, and a 16-byte key is required', () => {
    expect(aesCmac(Buffer.alloc(16), hex(M).subarray(0, 16)).toString('hex')).not.toBe(
      '070a16b46b4d4144f79bdd9dd04a287c',
    );
    expect(() => aesCmac(Buffer.alloc(32), new Uint8Array())).toThrow();
  });
});
