// The demo's Wallet passes: the subscriber's card and the metal cards they hold sit in a demo iPhone's Wallet
// (a pass record and a device registration each), so with the APPLE_* certificates set, the web service lists
// them and a change of the subscriber's name, title or photo pushes to that device. Idempotent.
import type { User } from '@db/schema';
import { myPasses, passContent, rememberPass, saveRegistration } from '../../api/src/modules/wallet';
import type { Deps } from '../../api/src/platform/deps';

export const DEMO_DEVICE = 'demo-iphone-0001';
const DEMO_PUSH_TOKEN = 'd0e1m2o3000000000000000000000000000000000000000000000000000000ab';

/** Records the person's passes on the demo device; returns how many. */
export async function seedWalletPasses(deps: Deps, user: User): Promise<number> {
  const { passes } = await myPasses(deps, user);
  let count = 0;
  for (const { serial } of passes) {
    const content = await passContent(deps, serial);
    if (!content) continue;
    await rememberPass(deps, content);
    await saveRegistration(deps, { deviceId: DEMO_DEVICE, serial, pushToken: DEMO_PUSH_TOKEN }, false);
    count += 1;
  }
  return count;
}
