// A stand-in NTAG 424 DNA chip for tests and the demo: what a personalised chip mirrors into its URL each tap
// (AN12196: PICCData encrypted with the meta-read key, random padding, the truncated CMAC).
import { createCipheriv, randomBytes } from 'node:crypto';
import type { CardKeys } from './card-keys';
import { SUN_PARAMS, sdmMac } from './sun';

/** The `picc_data` and `cmac` a chip with `keys` and `uid` sends on the tap that makes its counter `counter`. */
export function chipTap(keys: CardKeys, uid: Buffer, counter: number) {
  const plain = Buffer.alloc(16);
  plain[0] = 0xc7;
  plain.set(uid, 1);
  plain.writeUIntLE(counter, 8, 3);
  randomBytes(5).copy(plain, 11);
  const cipher = createCipheriv('aes-128-cbc', keys.metaRead, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  const piccData = Buffer.concat([cipher.update(plain), cipher.final()])
    .toString('hex')
    .toUpperCase();
  const cmac = sdmMac(keys.fileRead, uid, counter).toString('hex').toUpperCase();
  return { piccData, cmac, query: `${SUN_PARAMS.piccData}=${piccData}&${SUN_PARAMS.cmac}=${cmac}` };
}
