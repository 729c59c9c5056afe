// A card with verified taps (issue 33): the first two cards of Nordvik's team order have chips with Secure Unique
// NFC (their chip file went to the maker); the first was tapped three times, each tap verified by the server as
// /c verifies it (cards/sun-taps.ts), the latest an hour ago; the second has no verified tap yet. The fleet shows
// both. Without NFC_SUN_MASTER_KEY the demo derives the chips' keys from a demo key of its own.
import { type Company, cards, orders } from '@db/schema';
import { asc, eq } from 'drizzle-orm';
import { claimSunTap } from '../../api/src/modules/cards';
import type { Deps } from '../../api/src/platform/deps';
import { cardKeys, parseMasterKey } from '../../api/src/platform/nfc-sun/card-keys';
import { chipTap } from '../../api/src/platform/nfc-sun/chip-kit';
import { ORDERING_COMPANY } from './orders';

const HOUR = 3_600_000;
const DEMO_KEY = parseMasterKey('d7a3c0ffee5eed0ddba11fab1e5ca1ab');
/** The demo chip's UID (7 bytes, NXP's 04 prefix). */
const UID = Buffer.from('04D3A1C2B3E580', 'hex');

/** Marks the team order's first two cards as SUN cards and verifies three taps of the first (once: counters rise). */
export async function seedSunTaps(deps: Deps, companyByName: Map<string, Company>) {
  const company = companyByName.get(ORDERING_COMPANY);
  if (!company) return;
  const [first, second] = await deps.db
    .select({ id: cards.id, shortId: cards.shortId })
    .from(cards)
    .innerJoin(orders, eq(orders.id, cards.orderId))
    .where(eq(orders.companyId, company.id))
    .orderBy(asc(cards.id))
    .limit(2);
  if (!first) return;
  for (const card of [first, second].filter(Boolean))
    await deps.db.update(cards).set({ sun: true }).where(eq(cards.id, card.id));
  const master = deps.config.nfcSun?.masterKey ?? DEMO_KEY;
  const keys = cardKeys(master, first.shortId);
  const now = deps.clock.now();
  for (const [counter, ago] of [
    [1, 50],
    [2, 26],
    [3, 1],
  ]) {
    const tapDeps: Deps = {
      ...deps,
      clock: { now: () => now - ago * HOUR },
      config: { ...deps.config, nfcSun: { ...deps.config.nfcSun, masterKey: master } },
    };
    const { piccData, cmac } = chipTap(keys, UID, counter);
    await claimSunTap(tapDeps, first, { piccData, cmac });
  }
}
