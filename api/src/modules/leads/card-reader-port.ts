// Where the leads module meets the card-reading engine (./card-reading): one reader per process, started on the
// first paper card and kept, each reading bounded in time. A reader that hangs is given up (its workers ended)
// and a new one is started for the next card; the card it hung on is marked failed (reading.ts).
import type { Deps } from '../../platform/deps';
import { type CardReader, createCardReader } from './card-reading';

export type { CardFields, CardReader, ScannedCode } from './card-reading';
export { parseScannedCode } from './card-reading';

/** How long one card's reading may take (its two photos together) before it counts as failed. */
export const READ_TIMEOUT_MS = 45_000;

let shared: CardReader | null = null;
/** A reader a test put in for one app (a stand-in that throws, hangs or answers at once). */
const standIns = new WeakMap<Deps, { reader: CardReader; timeoutMs: number }>();

/** Tests: this app's cards are read by `reader`, given up after `timeoutMs`. */
export function useCardReader(deps: Deps, reader: CardReader, timeoutMs = READ_TIMEOUT_MS) {
  standIns.set(deps, { reader, timeoutMs });
}

class ReadingTimedOut extends Error {}

/** Reads a card's photos with this process's reader; throws when the reader throws or takes too long. */
export async function readCard(deps: Deps, images: Uint8Array[]) {
  const standIn = standIns.get(deps);
  // One worker, at the lowest priority (card-reading/reader-thread.ts): the card pages keep a core, and the
  // scheduler gives the reader only what they leave (the budget of /p under a burst of scans).
  if (!standIn && !shared) shared = createCardReader({ workers: 1 });
  const reader = standIn?.reader ?? (shared as CardReader);
  const timeoutMs = standIn?.timeoutMs ?? READ_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      reader.read(images),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ReadingTimedOut('card reading timed out')), timeoutMs);
      }),
    ]);
  } catch (error) {
    if (error instanceof ReadingTimedOut && reader === shared) {
      shared = null;
      void reader.close().catch(() => {});
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Ends this process's reader (server shutdown). */
export async function closeCardReader() {
  const reader = shared;
  shared = null;
  await reader?.close();
}
