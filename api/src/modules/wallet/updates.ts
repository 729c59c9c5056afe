// Keeps Wallet passes current. Every committed write that may change a public page (the page cache's own
// watch, write-watch.ts, and the other instances' writes over the cache bus) makes us re-read the passes that
// devices hold and those Google may hold; a pass whose fingerprint changed (name, title, photo, company, colour, a
// card's holder) is marked changed and its devices are woken through APNs, after which they fetch the new pass,
// and its Google object's update is queued (google-queue.ts).
import { walletPasses, walletRegistrations } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { onPageDataChange } from '../public-pages';
import type { Apns } from './apns';
import { queueGoogleUpdates, trackedGoogleObjects } from './google-queue';
import { type PassContent, passContent } from './pass-content';

/** Writes come in bursts (a profile save touches several tables): one refresh after the burst. */
export const REFRESH_DELAY_MS = 100;

/** Records a pass as it is handed out; a new fingerprint counts as a change from now. */
export async function rememberPass(deps: Deps, content: PassContent): Promise<number> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(walletPasses)
    .values({ serial: content.serial, fingerprint: content.fingerprint, changedAt: now })
    .onConflictDoNothing()
    .returning();
  if (row) return row.changedAt;
  const [known] = await deps.db.select().from(walletPasses).where(eq(walletPasses.serial, content.serial));
  if (known.fingerprint === content.fingerprint) return known.changedAt;
  await markChanged(deps, content, known.fingerprint, now);
  return now;
}

/** True when this call recorded the change (another instance may have done it first). */
async function markChanged(deps: Deps, content: PassContent, was: string, now: number) {
  const changed = await deps.db
    .update(walletPasses)
    .set({ fingerprint: content.fingerprint, changedAt: now })
    .where(and(eq(walletPasses.serial, content.serial), eq(walletPasses.fingerprint, was)))
    .returning({ serial: walletPasses.serial });
  return changed.length > 0;
}

/** Where changed passes go: Apple's devices through APNs, Google's objects through the updates queue. */
export type PassServices = { apns?: Apns; google: boolean };

/**
 * Re-reads every pass a device holds and every Google object that may exist (each card read once); marks the
 * changed ones, pushes to their devices and queues their Google updates. Answers the serials pushed.
 */
export async function refreshPasses(deps: Deps, services: PassServices): Promise<string[]> {
  const held = services.apns
    ? await deps.db
        .selectDistinct({ serial: walletPasses.serial, fingerprint: walletPasses.fingerprint })
        .from(walletPasses)
        .innerJoin(walletRegistrations, eq(walletRegistrations.serial, walletPasses.serial))
    : [];
  const tracked = services.google ? await trackedGoogleObjects(deps) : [];
  const contents = new Map<string, PassContent | null>();
  for (const serial of new Set([...held, ...tracked].map((pass) => pass.serial))) {
    contents.set(serial, await passContent(deps, serial));
  }
  if (tracked.length) await queueGoogleUpdates(deps, tracked, contents);
  const changed: string[] = [];
  const now = deps.clock.now();
  for (const pass of held) {
    const content = contents.get(pass.serial);
    // A pass with nothing to show any more (disabled card, deleted profile) is no longer served; the
    // devices keep what they have until the person removes it.
    if (!content || content.fingerprint === pass.fingerprint) continue;
    if (await markChanged(deps, content, pass.fingerprint, now)) changed.push(pass.serial);
  }
  if (changed.length && services.apns) {
    const devices = await deps.db
      .select({ pushToken: walletRegistrations.pushToken })
      .from(walletRegistrations)
      .where(inArray(walletRegistrations.serial, changed));
    const gone = await services.apns.notify([...new Set(devices.map((d) => d.pushToken))]);
    // A device that removed the app or was reset: APNs says so, and it is not pushed to again.
    if (gone.length) {
      await deps.db.delete(walletRegistrations).where(inArray(walletRegistrations.pushToken, gone));
    }
  }
  return changed;
}

type PassWatch = { settled: () => Promise<number> };
const watches = new WeakMap<Deps, PassWatch>();

/** Watches writes and refreshes the passes after each burst, one refresh at a time. Returns the unwatch. */
export function watchPassChanges(deps: Deps, services: PassServices) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Resolves once the refresh the timer waits for has started (running then includes it). */
  let started: Promise<void> = Promise.resolve();
  let start = () => {};
  let running: Promise<unknown> = Promise.resolve();
  let refreshes = 0;
  const schedule = () => {
    if (timer) return;
    started = new Promise((resolve) => {
      start = resolve;
    });
    timer = setTimeout(() => {
      timer = undefined;
      running = running
        .then(() => refreshPasses(deps, services))
        .catch((error) => deps.log.error('wallet: refreshing passes failed', { error }))
        .finally(() => refreshes++);
      start();
    }, REFRESH_DELAY_MS);
  };
  const stop = onPageDataChange(deps.database.client, schedule);
  const stopBus = deps.cacheBus.subscribe(schedule);
  watches.set(deps, {
    async settled() {
      // A refresh may be waiting for its burst to end; the one that runs may let another one wait.
      let seen: Promise<unknown> | undefined;
      while (timer || seen !== running) {
        if (timer) await started;
        seen = running;
        await running;
      }
      return refreshes;
    },
  });
  return () => {
    stop();
    stopBus();
    if (timer) clearTimeout(timer);
    timer = undefined;
    start();
    watches.delete(deps);
  };
}

/**
 * Waits until no refresh of passes waits or runs (every push it made answered, every gone device dropped); answers
 * how many refreshes have run, so a test knows that the write it made was seen. 0 without a Wallet service.
 */
export async function passRefreshesSettled(deps: Deps): Promise<number> {
  return (await watches.get(deps)?.settled()) ?? 0;
}
