// "Available offline" (issue 21): visitors' phones keep the tag's page and files. A passcode or a location lock
// protects what a kept copy would hand out without either, so the two never go together (docs/decisions.md).
import type { Dynatag } from '@db/schema';
import type { PublicDynatag } from '@shared/types/dynatags';
import { invalid } from '../../platform/errors';
import { isProtected } from './file-access';
import type { TagChanges } from './save';

type OfflineState = Pick<Dynatag, 'availableOffline' | 'passcode' | 'geoDistance'>;

/** The tag as it would be after `changes`. */
const after = (tag: OfflineState | null, changes: TagChanges): OfflineState => ({
  availableOffline: changes.availableOffline ?? tag?.availableOffline ?? false,
  passcode: changes.passcode ?? tag?.passcode ?? '',
  geoDistance: changes.geoDistance !== undefined ? changes.geoDistance : (tag?.geoDistance ?? null),
});

/** A save that would leave a protected tag available offline is refused (422 on availableOffline). */
export function assertOfflineAllowed(tag: OfflineState | null, changes: TagChanges) {
  const next = after(tag, changes);
  if (next.availableOffline && isProtected(next)) throw invalid('availableOffline', 'offlineProtected');
}

/** Whether a visitor's phone may keep the tag now: marked, and neither passcode nor location lock. */
export const keptOffline = (tag: OfflineState) => tag.availableOffline && !isProtected(tag);

/** What a phone keeps of one tag at most: its files and pictures (the page itself is a few KB beside them). */
export const OFFLINE_BUDGET_BYTES = 25 * 1024 * 1024;
/** A picture's resized copies are counted as large as the original again (they are smaller together). */
const PICTURE_COPIES = 2;

/**
 * The addresses a phone keeps with the page, within the budget: the logo, then the files in the page's order,
 * each with its picture copies; a file that does not fit is left out (a smaller later one may still fit).
 */
export function offlineFiles(tag: Extract<PublicDynatag, { state: 'open' }>): string[] {
  const paths = tag.logoPath ? [tag.logoPath] : [];
  let left = OFFLINE_BUDGET_BYTES;
  for (const file of Object.values(tag.files)) {
    const cost = file.picture ? file.size * PICTURE_COPIES : file.size;
    if (cost > left) continue;
    left -= cost;
    paths.push(file.path, ...(file.picture?.variants.map((v) => v.path) ?? []));
  }
  return [...new Set(paths)];
}
