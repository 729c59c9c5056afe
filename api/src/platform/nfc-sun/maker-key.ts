// NFC_MAKER_PUBLIC_KEY: the card maker's RSA public key, the chip file is encrypted for (orders/chip-file.ts).
import { createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** The key from PEM text (`\n` may stand for line breaks) or the path of a PEM file; RSA of 2048 bits or more. */
export function parseMakerKey(value: string): KeyObject {
  const text = value.trimStart().startsWith('-----BEGIN')
    ? value.replace(/\\n/g, '\n')
    : existsSync(value)
      ? readFileSync(value, 'utf8')
      : null;
  if (text === null) throw new Error(`NFC_MAKER_PUBLIC_KEY: neither PEM text nor a file: ${value}`);
  const key = createPublicKey(text);
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new Error('NFC_MAKER_PUBLIC_KEY must be an RSA public key of at least 2048 bits');
  return key;
}
