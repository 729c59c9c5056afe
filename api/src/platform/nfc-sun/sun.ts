// NTAG 424 DNA Secure Unique NFC (SUN), as NXP's AN12196 specifies it: each tap the chip mirrors into its URL the
// PICCData (UID and read counter) encrypted with the SDM meta-read key, and a CMAC made with a session key of the
// SDM file-read key. Both are checked here, in memory: whether the counter rose is the caller's (cards/sun-taps.ts).
import { createDecipheriv, timingSafeEqual } from 'node:crypto';
import { aesCmac } from './aes-cmac';
import type { CardKeys } from './card-keys';

/** The query parameters the chip's SDM URL template carries (docs/operations.md "Card chips"). */
export const SUN_PARAMS = { piccData: 'picc_data', cmac: 'cmac' } as const;

/** What the chip writes in place of the placeholders: 32 hex digits of PICCData, 16 of the truncated CMAC. */
const PICC_HEX = /^[0-9A-Fa-f]{32}$/;
const CMAC_HEX = /^[0-9A-Fa-f]{16}$/;

/** PICCDataTag of a 7-byte UID and the read counter mirrored (AN12196 §3.3: bit 7 UID, bit 6 counter, length 7). */
const PICC_TAG = 0xc7;

/** The SDM URL template for the chip: the card's address, the two placeholders the chip fills in each tap. */
export const sdmUrlTemplate = (cardUrl: string) =>
  `${cardUrl}?${SUN_PARAMS.piccData}=${'0'.repeat(32)}&${SUN_PARAMS.cmac}=${'0'.repeat(16)}`;

export type PiccData = { uid: Buffer; counter: number };

/** PICCData decrypted (AES-128-CBC, zero IV, the meta-read key); null when it is not a UID-and-counter mirror. */
export function decryptPiccData(metaRead: Uint8Array, encrypted: Uint8Array): PiccData | null {
  if (encrypted.length !== 16) return null;
  const decipher = createDecipheriv('aes-128-cbc', metaRead, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
  if (plain[0] !== PICC_TAG) return null;
  return { uid: Buffer.from(plain.subarray(1, 8)), counter: plain.readUIntLE(8, 3) };
}

/** SV2 = 3CC3 0001 0080 || UID || SDMReadCtr (LSB first): the input of the session MAC key (AN12196 §3.4). */
export function sessionVector(uid: Uint8Array, counter: number): Buffer {
  const sv2 = Buffer.alloc(16);
  sv2.set([0x3c, 0xc3, 0x00, 0x01, 0x00, 0x80]);
  sv2.set(uid, 6);
  sv2.writeUIntLE(counter, 13, 3);
  return sv2;
}

/** The SDMMAC the chip sends: the CMAC of `input` under KSesSDMFileReadMAC, its odd bytes (8 of 16). */
export function sdmMac(
  fileRead: Uint8Array,
  uid: Uint8Array,
  counter: number,
  input: Uint8Array = new Uint8Array(),
) {
  const session = aesCmac(fileRead, sessionVector(uid, counter));
  const full = aesCmac(session, input);
  const truncated = Buffer.alloc(8);
  for (let i = 0; i < 8; i++) truncated[i] = full[2 * i + 1];
  return truncated;
}

/** A tap's SUN parameters from its address; null when it carries none (or not in their shape). */
export function sunParams(url: string): { piccData: string; cmac: string } | null {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes(`${SUN_PARAMS.cmac}=`, query)) return null;
  const params = new URLSearchParams(url.slice(query + 1).split('#')[0]);
  const piccData = params.get(SUN_PARAMS.piccData);
  const cmac = params.get(SUN_PARAMS.cmac);
  if (!piccData || !cmac || !PICC_HEX.test(piccData) || !CMAC_HEX.test(cmac)) return null;
  return { piccData, cmac };
}

/**
 * The chip's UID and counter when the parameters are a genuine tap of the chip with these keys (the MAC over the
 * empty input: SDMMACInputOffset = SDMMACOffset in the template), compared in constant time; null otherwise.
 */
export function verifySun(keys: CardKeys, params: { piccData: string; cmac: string }): PiccData | null {
  const picc = decryptPiccData(keys.metaRead, Buffer.from(params.piccData, 'hex'));
  if (!picc) return null;
  const expected = sdmMac(keys.fileRead, picc.uid, picc.counter);
  return timingSafeEqual(expected, Buffer.from(params.cmac, 'hex')) ? picc : null;
}
