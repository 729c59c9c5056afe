// The open live streams of this process: caps per session, user and address (one account once opened 20,000
// streams and the process ran out of file handles), and one heartbeat for all of them that also ends the streams
// whose session or user has ended. Independent of the event hub, which only delivers events. With REDIS_URL the
// caps count every instance's streams (platform/stream-slots.ts); this process's own counts are always kept too,
// and decide alone while Redis cannot be reached.
import { apiKeys, sessions, users } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/** Bun closes idle connections after its idleTimeout; a comment line keeps the stream open. */
export const HEARTBEAT_MS = 8_000;
/** A stream's shared slots are leased for three heartbeats: an instance that dies frees them within this. */
const SLOT_LEASE_MS = 3 * HEARTBEAT_MS;
const CAPS = {
  session: LIMITS.liveStreamsPerSession,
  user: LIMITS.liveStreamsPerUser,
  ip: LIMITS.liveStreamsPerIp,
};
/** Streams pinged at once by the heartbeat. */
const PING_SLICE = 500;
/** Ids per lookup of the heartbeat's check (SQLite's variable limit is far above). */
const CHECK_BATCH = 500;

export type LiveStream = {
  userId: number;
  /** Null for a stream opened with a personal API key. */
  sessionId: string | null;
  /** The personal API key the stream was opened with, if any. */
  apiKeyId: number | null;
  ip: string;
  ping: () => void;
  close: () => void;
};

export type LiveStreams = {
  /** Takes a slot for a new stream (its release), or throws 429 when its session, user or address holds its cap. */
  admit: (stream: LiveStream) => Promise<() => void>;
  /**
   * One heartbeat: pings every stream, then closes those whose session or API key was revoked or whose user was
   * disabled.
   */
  beat: () => Promise<void>;
  count: () => number;
};

const tooMany = () =>
  new AppError('RATE_LIMITED', 'tooManyStreams', { headers: { 'retry-after': String(HEARTBEAT_MS / 1000) } });

function counter<K>() {
  const counts = new Map<K, number>();
  return {
    get: (key: K) => counts.get(key) ?? 0,
    add(key: K, by: number) {
      const n = (counts.get(key) ?? 0) + by;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
    },
  };
}

export function createLiveStreams(deps: Deps): LiveStreams {
  const open = new Set<LiveStream>();
  /** Each open stream's id among this process's (its slot in the shared counts). */
  const slotIds = new Map<LiveStream, string>();
  let nextSlot = 0;
  const slotKeys = (s: LiveStream) => ({ session: s.sessionId, user: s.userId, ip: s.ip });
  const bySession = counter<string>();
  const byUser = counter<number>();
  const byIp = counter<string>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let beating = false;

  const count = (stream: LiveStream, by: number) => {
    if (stream.sessionId) bySession.add(stream.sessionId, by);
    byUser.add(stream.userId, by);
    byIp.add(stream.ip, by);
  };

  function release(stream: LiveStream) {
    if (!open.delete(stream)) return;
    count(stream, -1);
    const id = slotIds.get(stream);
    slotIds.delete(stream);
    if (id !== undefined) deps.streamSlots?.release(id, slotKeys(stream));
    if (open.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  /**
   * The sessions, keys and users among `list` that still hold: session not revoked nor expired, key not revoked
   * (nor deleted), user not disabled.
   */
  async function stillValid(list: LiveStream[]) {
    const now = deps.clock.now();
    const sessionIds = [...new Set(list.flatMap((s) => (s.sessionId ? [s.sessionId] : [])))];
    const keyIds = [...new Set(list.flatMap((s) => (s.apiKeyId === null ? [] : [s.apiKeyId])))];
    const userIds = [...new Set(list.map((s) => s.userId))];
    const liveSessions = new Set<string>();
    const liveKeys = new Set<number>();
    const enabledUsers = new Set<number>();
    for (let i = 0; i < sessionIds.length; i += CHECK_BATCH) {
      const rows = await deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, sessionIds.slice(i, i + CHECK_BATCH)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      for (const row of rows) liveSessions.add(row.id);
    }
    for (let i = 0; i < keyIds.length; i += CHECK_BATCH) {
      const rows = await deps.db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(inArray(apiKeys.id, keyIds.slice(i, i + CHECK_BATCH)), isNull(apiKeys.revokedAt)));
      for (const row of rows) liveKeys.add(row.id);
    }
    for (let i = 0; i < userIds.length; i += CHECK_BATCH) {
      const rows = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds.slice(i, i + CHECK_BATCH)), isNull(users.disabledAt)));
      for (const row of rows) enabledUsers.add(row.id);
    }
    return (s: LiveStream) =>
      enabledUsers.has(s.userId) &&
      (s.sessionId === null || liveSessions.has(s.sessionId)) &&
      (s.apiKeyId === null || liveKeys.has(s.apiKeyId));
  }

  async function beat() {
    if (beating) return;
    beating = true;
    try {
      const list = [...open];
      // In slices, letting other requests in between: 10,000 pings at once held /p's answers for milliseconds.
      for (let i = 0; i < list.length; i += PING_SLICE) {
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        for (const stream of list.slice(i, i + PING_SLICE)) if (open.has(stream)) stream.ping();
      }
      // Streams closed meanwhile are left out: a renewal would put their released slots back.
      const stillOpen = list.filter((s) => open.has(s));
      const now = deps.clock.now();
      deps.streamSlots?.renew(
        stillOpen.map((stream) => ({ id: slotIds.get(stream) ?? '', keys: slotKeys(stream) })),
        now,
        now + SLOT_LEASE_MS,
      );
      const holds = await stillValid(stillOpen);
      for (const stream of list) if (open.has(stream) && !holds(stream)) stream.close();
    } catch (error) {
      deps.log.warn('live stream check failed', { error });
    } finally {
      beating = false;
    }
  }

  return {
    async admit(stream) {
      // This process's streams are among the shared counts: full here is full everywhere.
      if (
        (stream.sessionId && bySession.get(stream.sessionId) >= CAPS.session) ||
        byUser.get(stream.userId) >= CAPS.user ||
        byIp.get(stream.ip) >= CAPS.ip
      ) {
        throw tooMany();
      }
      // Counted here before the shared answer, so that streams admitted meanwhile count this one.
      open.add(stream);
      count(stream, 1);
      const id = String(nextSlot++);
      slotIds.set(stream, id);
      if (deps.streamSlots) {
        const now = deps.clock.now();
        const taken = await deps.streamSlots.take(id, slotKeys(stream), CAPS, now, now + SLOT_LEASE_MS);
        if (taken === false) {
          slotIds.delete(stream);
          release(stream);
          throw tooMany();
        }
      }
      if (!timer) {
        timer = setInterval(beat, HEARTBEAT_MS);
        timer.unref?.(); // the server keeps the process alive, not a heartbeat
      }
      return () => release(stream);
    },
    beat,
    count: () => open.size,
  };
}

const registries = new WeakMap<Deps, LiveStreams>();
/** The streams of the app built on `deps` (one per process; tests reach its heartbeat through it). */
export function liveStreamsOf(deps: Deps): LiveStreams {
  let streams = registries.get(deps);
  if (!streams) {
    streams = createLiveStreams(deps);
    registries.set(deps, streams);
  }
  return streams;
}
