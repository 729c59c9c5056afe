// Each metal card's own chip keys, derived from the one server key (NFC_SUN_MASTER_KEY): NIST SP 800-108's KDF in
// counter mode with AES-CMAC as the PRF (docs/decisions.md "Taps a copied link cannot fake"). One 128-bit output
// block per key: K = CMAC(master, 0x01 || label || 0x00 || card id || 0x0080). The label names the key's use, the
// context is the card's public id (the one its /c/{id} address carries), so the server finds a tap's keys from
// the address alone and never stores them.
import { aesCmac } from './aes-cmac';

/** The two keys SUN needs: the meta-read key (encrypts PICCData) and the file-read key (makes the CMAC). */
export type CardKeys = { metaRead: Buffer; fileRead: Buffer };

const LABELS = { metaRead: 'dynacard sdm meta read', fileRead: 'dynacard sdm file read' } as const;

function derive(master: Uint8Array, label: string, context: string): Buffer {
  const input = Buffer.concat([
    Buffer.from([0x01]),
    Buffer.from(label, 'utf8'),
    Buffer.from([0x00]),
    Buffer.from(context, 'utf8'),
    Buffer.from([0x00, 0x80]),
  ]);
  return aesCmac(master, input);
}

/** The chip keys of the card whose public id is `cardShortId`. */
export function cardKeys(master: Uint8Array, cardShortId: string): CardKeys {
  return {
    metaRead: derive(master, LABELS.metaRead, cardShortId),
    fileRead: derive(master, LABELS.fileRead, cardShortId),
  };
}

/** NFC_SUN_MASTER_KEY: 32 hex digits (AES-128); anything else is refused at startup. */
export function parseMasterKey(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{32}$/.test(hex))
    throw new Error('NFC_SUN_MASTER_KEY must be 32 hex digits (an AES-128 key)');
  return Buffer.from(hex, 'hex');
}
