// The metal cards' chips in the browser tests: the server key the test server derives their keys from (a test
// key, never a production one) and a tap as a personalised chip makes it (AN12196's SUN parameters).
import { cardKeys, parseMasterKey } from '../../api/src/platform/nfc-sun/card-keys';
import { chipTap } from '../../api/src/platform/nfc-sun/chip-kit';

export const E2E_NFC_SUN_MASTER_KEY = '5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e';

/** The address a tap of card `cardId`'s chip opens, its read counter now `counter`. */
export function tapAddress(cardId: string, counter: number) {
  const keys = cardKeys(parseMasterKey(E2E_NFC_SUN_MASTER_KEY), cardId);
  return `/c/${cardId}?${chipTap(keys, Buffer.from('04E2E0E2E0E280', 'hex'), counter).query}`;
}
