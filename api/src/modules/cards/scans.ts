import { cards } from '@db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

/** A card's own scan counter and last scan: `count` more scans, the latest at `lastAt` (the view counter's batch). */
export const bumpCardScans = (db: Deps['db'], cardId: number, count: number, lastAt: number) =>
  db
    .update(cards)
    .set({
      scans: sql`${cards.scans} + ${count}`,
      lastScanAt: sql`max(coalesce(${cards.lastScanAt}, 0), ${lastAt})`,
    })
    .where(eq(cards.id, cardId));
