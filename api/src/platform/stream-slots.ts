// Live-stream slots counted across instances (REDIS_URL; modules/live/streams.ts keeps the caps). Each open stream
// holds a slot in its session's, user's and address's count, leased until a moment its instance's heartbeat keeps
// pushing on: a stream of an instance that died (kill -9) frees its slots when its lease runs out.
import type { Logger } from './log';
import type { RedisCommands } from './redis-guard';

/** The counts one stream takes a slot in, each with its cap (no session for a stream opened with an API key). */
export type SlotKeys = { session: string | null; user: number; ip: string };
export type SlotCaps = { session: number; user: number; ip: number };

export type StreamSlots = {
  /**
   * Takes the stream's slots until `leaseEnd` (epoch ms) if none of its counts is full: true; false when one is;
   * null when the shared counts cannot be reached now (the caller counts in its own process only).
   */
  take: (
    id: string,
    keys: SlotKeys,
    caps: SlotCaps,
    now: number,
    leaseEnd: number,
  ) => Promise<boolean | null>;
  /** Frees a closed stream's slots. */
  release: (id: string, keys: SlotKeys) => void;
  /** Extends the open streams' leases (each heartbeat); puts back slots that Redis lost (a restart). */
  renew: (streams: readonly { id: string; keys: SlotKeys }[], now: number, leaseEnd: number) => void;
};

const PREFIX = 'dynacard:streams:';
/** (key, member) pairs per renewal script. */
const RENEW_BATCH = 500;

/** Drops the expired slots of each count, refuses when one is full, else takes a slot in all of them. */
const TAKE = `local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[4])
  redis.call('PEXPIRE', key, ARGV[3])
end
return 1`;

/** KEYS[i] gets member ARGV[2 + i] leased to ARGV[1]; each key lives ARGV[2] ms more. */
const RENEW = `for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[1], ARGV[2 + i])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 0`;

const countsOf = (keys: SlotKeys, caps: SlotCaps) => {
  const counts: [string, number][] = [
    [`${PREFIX}user:${keys.user}`, caps.user],
    [`${PREFIX}ip:${keys.ip}`, caps.ip],
  ];
  if (keys.session) counts.unshift([`${PREFIX}session:${keys.session}`, caps.session]);
  return counts;
};

/** The slots in Redis, for the instance `instance` (its streams' ids are unique within it). */
export function redisStreamSlots(commands: RedisCommands, instance: string, log: Logger): StreamSlots {
  const member = (id: string) => `${instance}:${id}`;
  const keysOf = (keys: SlotKeys) => countsOf(keys, { session: 0, user: 0, ip: 0 }).map(([key]) => key);
  return {
    async take(id, keys, caps, now, leaseEnd) {
      if (!commands.connected) return null;
      const counts = countsOf(keys, caps);
      try {
        const taken = await commands.send('EVAL', [
          TAKE,
          String(counts.length),
          ...counts.map(([key]) => key),
          String(now),
          String(leaseEnd),
          String(Math.max(1, leaseEnd - now)),
          member(id),
          ...counts.map(([, cap]) => String(cap)),
        ]);
        return taken === 1;
      } catch (error) {
        log.warn('redis stream slots unavailable; counting in this process', { error: String(error) });
        return null;
      }
    },
    release(id, keys) {
      if (!commands.connected) return;
      for (const key of keysOf(keys))
        commands.send('ZREM', [key, member(id)]).catch(() => {
          // the lease runs out instead
        });
    },
    renew(streams, now, leaseEnd) {
      if (!commands.connected || streams.length === 0) return;
      const lease = String(Math.max(1, leaseEnd - now));
      const pairs = streams.flatMap((s) => keysOf(s.keys).map((key) => [key, member(s.id)] as const));
      for (let i = 0; i < pairs.length; i += RENEW_BATCH) {
        const batch = pairs.slice(i, i + RENEW_BATCH);
        commands
          .send('EVAL', [
            RENEW,
            String(batch.length),
            ...batch.map(([key]) => key),
            String(leaseEnd),
            lease,
            ...batch.map(([, m]) => m),
          ])
          .catch((error) => log.warn('redis stream slots not renewed', { error: String(error) }));
      }
    },
  };
}
