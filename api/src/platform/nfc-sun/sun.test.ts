import { describe, expect, test } from 'bun:test';
import { aesCmac } from './aes-cmac';
import { cardKeys, parseMasterKey } from './card-keys';
import { chipTap } from './chip-kit';
import { decryptPiccData, sdmMac, sdmUrlTemplate, sessionVector, sunParams, verifySun } from './sun';

const hex = (value: string) => Buffer.from(value, 'hex');
const up = (value: Buffer) => value.toString('hex').toUpperCase();

// NXP AN12196 (NTAG 424 DNA features and hints), the SUN example: both SDM keys all zero, the URL
// https://www.my424dna.com/?picc_data=EF963FF7828658A599F3041510671E88&cmac=94EED9EE65337086
const ZERO = Buffer.alloc(16);
const AN12196 = { piccData: 'EF963FF7828658A599F3041510671E88', cmac: '94EED9EE65337086' };

describe("AN12196's published SUN vectors", () => {
  test('PICCData decrypts to tag C7, UID 04DE5F1EACC040 and SDMReadCtr 3D0000 (61)', () => {
    const picc = decryptPiccData(ZERO, hex(AN12196.piccData));
    expect(picc && up(picc.uid)).toBe('04DE5F1EACC040');
    expect(picc?.counter).toBe(61);
  });

  test('SV2, KSesSDMFileReadMAC, the full CMAC and the truncated SDMMAC', () => {
    const uid = hex('04DE5F1EACC040');
    expect(up(sessionVector(uid, 61))).toBe('3CC30001008004DE5F1EACC0403D0000');
    const session = aesCmac(ZERO, sessionVector(uid, 61));
    expect(up(session)).toBe('3FB5F6E3A807A03D5E3570ACE393776F');
    expect(up(aesCmac(session, new Uint8Array()))).toBe('E194C7EE12D9F7EE8A65C8331B704386');
    expect(up(sdmMac(ZERO, uid, 61))).toBe('94EED9EE65337086');
  });

  test('the whole check passes the example and refuses a changed MAC or another key', () => {
    const zeroKeys = { metaRead: ZERO, fileRead: ZERO };
    expect(verifySun(zeroKeys, AN12196)?.counter).toBe(61);
    expect(verifySun(zeroKeys, { ...AN12196, cmac: '94EED9EE65337087' })).toBeNull();
    expect(verifySun({ metaRead: ZERO, fileRead: Buffer.alloc(16, 1) }, AN12196)).toBeNull();
    expect(verifySun({ metaRead: Buffer.alloc(16, 1), fileRead: ZERO }, AN12196)).toBeNull();
  });
});

describe('card keys and taps', () => {
  const master = parseMasterKey('00112233445566778899aabbccddeeff');

  test('each card has its own two keys, the same every time', () => {
    const a = cardKeys(master, 'cardA');
    expect(cardKeys(master, 'cardA')).toEqual(a);
    expect(a.metaRead.equals(a.fileRead)).toBe(false);
    expect(cardKeys(master, 'cardB').fileRead.equals(a.fileRead)).toBe(false);
    expect(cardKeys(parseMasterKey('ff'.repeat(16)), 'cardA').metaRead.equals(a.metaRead)).toBe(false);
    // SP 800-108 counter mode, one block: CMAC(master, 01 || label || 00 || context || 0080).
    const input = Buffer.concat([
      hex('01'),
      Buffer.from('dynacard sdm file read'),
      hex('00'),
      Buffer.from('cardA'),
      hex('0080'),
    ]);
    expect(a.fileRead.equals(aesCmac(master, input))).toBe(true);
  });

  test('a chip tap verifies with its card keys only', () => {
    const uid = hex('04A1B2C3D4E580');
    const tap = chipTap(cardKeys(master, 'cardA'), uid, 7);
    const params = sunParams(`https://x.test/c/cardA?${tap.query}`);
    expect(params).toEqual({ piccData: tap.piccData, cmac: tap.cmac });
    if (!params) throw new Error('no params');
    expect(verifySun(cardKeys(master, 'cardA'), params)).toEqual({ uid, counter: 7 });
    expect(verifySun(cardKeys(master, 'cardB'), params)).toBeNull();
  });

  test('the address must carry both parameters in their shape; the master key 32 hex digits', () => {
    expect(sunParams('https://x.test/c/a')).toBeNull();
    expect(sunParams('https://x.test/c/a?s=n')).toBeNull();
    expect(sunParams(`https://x.test/c/a?picc_data=${'0'.repeat(31)}&cmac=${'0'.repeat(16)}`)).toBeNull();
    expect(sunParams(`https://x.test/c/a?picc_data=${'0'.repeat(32)}&cmac=xyz`)).toBeNull();
    expect(sdmUrlTemplate('https://x.test/c/a')).toBe(
      `https://x.test/c/a?picc_data=${'0'.repeat(32)}&cmac=${'0'.repeat(16)}`,
    );
    expect(() => parseMasterKey('0011')).toThrow();
  });
});
