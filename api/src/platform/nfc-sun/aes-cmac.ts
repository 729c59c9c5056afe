// AES-128-CMAC (RFC 4493, NIST SP 800-38B) on node:crypto's AES: the MAC of NXP's Secure Unique NFC (sun.ts) and
// the PRF of the card keys' derivation (card-keys.ts). Small enough to read against the RFC; its vectors are in
// aes-cmac.test.ts.
import { createCipheriv } from 'node:crypto';

const BLOCK = 16;
const RB = 0x87;

/** One block through AES-128 (ECB, no padding). */
export function aesBlock(key: Uint8Array, block: Uint8Array): Buffer {
  const cipher = createCipheriv('aes-128-ecb', key, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** RFC 4493 §2.3: a block shifted left by one bit, XORed with Rb when its top bit was set. */
function double(block: Uint8Array): Buffer {
  const out = Buffer.alloc(BLOCK);
  for (let i = 0; i < BLOCK; i++) out[i] = ((block[i] << 1) | (i + 1 < BLOCK ? block[i + 1] >> 7 : 0)) & 0xff;
  if (block[0] & 0x80) out[BLOCK - 1] ^= RB;
  return out;
}

/** The 16-byte CMAC of `message` under the AES-128 `key` (RFC 4493 §2.4). */
export function aesCmac(key: Uint8Array, message: Uint8Array): Buffer {
  if (key.length !== BLOCK) throw new Error('AES-128-CMAC needs a 16-byte key');
  const k1 = double(aesBlock(key, Buffer.alloc(BLOCK)));
  const k2 = double(k1);
  const blocks = Math.max(1, Math.ceil(message.length / BLOCK));
  const complete = message.length > 0 && message.length % BLOCK === 0;
  const last = Buffer.alloc(BLOCK);
  const tail = message.subarray((blocks - 1) * BLOCK);
  last.set(tail);
  if (!complete) last[tail.length] = 0x80;
  const subkey = complete ? k1 : k2;
  for (let i = 0; i < BLOCK; i++) last[i] ^= subkey[i];
  // CBC-MAC with a zero IV over every block: the last of AES-CBC's output.
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.alloc(BLOCK));
  cipher.setAutoPadding(false);
  const all = Buffer.concat([message.subarray(0, (blocks - 1) * BLOCK), last]);
  const out = cipher.update(all);
  return Buffer.from(out.subarray(out.length - BLOCK));
}
