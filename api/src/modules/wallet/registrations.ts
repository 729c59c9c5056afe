// The devices that hold a pass (Apple's web service), kept bounded: the pass and its token are public, so anyone
// can register devices. New registrations are rate limited per address and per device (platform/rate-limit.ts
// walletRegistration), a pass keeps at most PASS_DEVICE_CAP devices (the longest unseen go first), and a daily
// job drops the registrations whose device has not called for a year. docs/decisions.md "Wallet devices".

import { walletRegistrations } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';

/** The most devices one pass keeps: far more than the people who save one card, few enough to push at once. */
export const PASS_DEVICE_CAP = 2_000;
/** A registration whose device has not called (registered, asked what changed) for this long is dropped. */
export const UNSEEN_DROP_MS = 365 * DAY_MS;
/** Asking what changed marks the device seen at most once a day: a read stays a read. */
const SEEN_EVERY_MS = DAY_MS;

type Registration = { deviceId: string; serial: string; pushToken: string };

const one = (deviceId: string, serial: string) =>
  and(eq(walletRegistrations.deviceId, deviceId), eq(walletRegistrations.serial, serial));

/** Whether this device already holds this pass (registering again is not counted against the limits). */
export async function isRegistered(deps: Deps, deviceId: string, serial: string) {
  const [row] = await deps.db
    .select({ serial: walletRegistrations.serial })
    .from(walletRegistrations)
    .where(one(deviceId, serial));
  return Boolean(row);
}

/** Records the device (or its new push token) as seen now; a new one may push out the pass's longest unseen. */
export async function saveRegistration(deps: Deps, registration: Registration, isNew: boolean) {
  const now = deps.clock.now();
  await deps.db
    .insert(walletRegistrations)
    .values({ ...registration, createdAt: now, seenAt: now })
    .onConflictDoUpdate({
      target: [walletRegistrations.deviceId, walletRegistrations.serial],
      set: { pushToken: registration.pushToken, seenAt: now },
    });
  if (isNew) await keepNewest(deps, registration.serial);
}

/** Past the cap, the pass's devices unseen the longest are dropped. */
async function keepNewest(deps: Deps, serial: string) {
  const [{ held }] = await deps.db
    .select({ held: count() })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.serial, serial));
  if (held <= PASS_DEVICE_CAP) return;
  const oldest = await deps.db
    .select({ deviceId: walletRegistrations.deviceId })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.serial, serial))
    .orderBy(asc(walletRegistrations.seenAt), asc(walletRegistrations.createdAt))
    .limit(held - PASS_DEVICE_CAP);
  await deps.db.delete(walletRegistrations).where(
    and(
      eq(walletRegistrations.serial, serial),
      inArray(
        walletRegistrations.deviceId,
        oldest.map((r) => r.deviceId),
      ),
    ),
  );
}

/** The device asked what changed: seen (written at most once a day). */
export async function markSeen(deps: Deps, deviceId: string) {
  const now = deps.clock.now();
  await deps.db
    .update(walletRegistrations)
    .set({ seenAt: now })
    .where(
      and(eq(walletRegistrations.deviceId, deviceId), lt(walletRegistrations.seenAt, now - SEEN_EVERY_MS)),
    );
}

/** Drops the registrations whose device has not called for UNSEEN_DROP_MS; answers how many. */
export async function dropUnseenRegistrations(deps: Deps) {
  const dropped = await deps.db
    .delete(walletRegistrations)
    .where(lt(walletRegistrations.seenAt, deps.clock.now() - UNSEEN_DROP_MS))
    .returning({ deviceId: walletRegistrations.deviceId });
  return { dropped: dropped.length };
}

export const deviceJobs: Job[] = [
  { name: 'drop-unseen-wallet-devices', pattern: '47 4 * * *', run: (deps) => dropUnseenRegistrations(deps) },
];
