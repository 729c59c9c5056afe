// With REDIS_URL several instances share one Redis (Bun's built-in client): live events are published to every
// instance, rate-limit counters are one count, and the keys a write touched are broadcast so every instance drops
// the same cached pages. Each instance delivers locally at once and ignores its own messages coming back.
import { randomUUID } from 'node:crypto';
import { RedisClient } from 'bun';
import type { CacheBus, CacheKeys } from './cache-bus';
import { type EventHub, type LiveEvent, memoryEventHub } from './events';
import type { Logger } from './log';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit';
import { guardRedis } from './redis-guard';
import { redisStreamSlots, type StreamSlots } from './stream-slots';

const EVENTS = 'dynacard:live';
const PAGES = 'dynacard:pages';
const KEY_PREFIX = 'dynacard:rate:';
/** How often the subscription is checked: the staleness bound while Redis is away. */
const DOWN_CHECK_MS = 250;
/** Live events kept while Redis is away, to publish when it answers again: the newest this many, this old at most. */
const LATE_EVENTS_MAX = 1_000;
const LATE_EVENTS_MAX_AGE_MS = 5 * 60_000;
/** How long an instance waits for Redis at startup before it runs in-process. */
const STARTUP_WAIT_MS = 2_000;

/** INCR, and on the first hit of a window PEXPIRE; answers the count and the window's milliseconds left. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export type RedisShared = {
  events: EventHub;
  rateLimitStore: RateLimitStore;
  cacheBus: CacheBus;
  /** Live-stream slots counted across the instances, so the caps hold for all of them together. */
  streamSlots: StreamSlots;
  /**
   * True for the one instance that claims a scheduled job's run (each instance's cron fires at the same time); the
   * others are refused for `holdMs` (jobs.ts claimMs: shorter than the gap to the job's next run).
   */
  claimJob: (name: string, holdMs: number) => Promise<boolean>;
  close: () => void;
};

export async function connectRedis(url: string, log: Logger): Promise<RedisShared> {
  const instance = randomUUID();
  const client = new RedisClient(url);
  // A subscribed connection takes no other commands (but PING): pub/sub gets its own.
  const subscriber = new RedisClient(url);
  // Every command has a deadline; a connection that misses one counts as down (redis-guard.ts).
  const commands = guardRedis(client, 'commands', log);
  const listening = guardRedis(subscriber, 'subscription', log);

  const local = memoryEventHub();
  const fallback = memoryRateLimitStore();
  const cacheListeners = new Set<(keys: CacheKeys) => void>();
  const deliverKeys = (keys: CacheKeys) => {
    for (const listener of cacheListeners) listener(keys);
  };

  // While Redis is away nothing waits for it, and counters are kept in this process meanwhile. A page broadcast is
  // dropped (the others drop every cached page when they hear Redis again); a live event is kept and published
  // when Redis answers again: late, not lost (docs/operations.md). It only asks a dashboard to fetch again, so a
  // late one (or one twice, if the frozen PUBLISH also went through) costs a fetch.
  const late: { at: number; message: object }[] = [];
  const keepLate = (message: object) => {
    late.push({ at: Date.now(), message });
    if (late.length > LATE_EVENTS_MAX) late.splice(0, late.length - LATE_EVENTS_MAX);
  };
  const publish = (channel: string, message: object) => {
    const isLive = channel === EVENTS;
    if (!commands.connected) {
      if (isLive) keepLate(message);
      return;
    }
    commands.send('PUBLISH', [channel, JSON.stringify({ from: instance, ...message })]).catch((error) => {
      log.warn('redis publish failed', { channel, error: String(error) });
      if (isLive) keepLate(message);
    });
  };
  const publishLate = () => {
    const fresh = late.splice(0).filter((kept) => Date.now() - kept.at <= LATE_EVENTS_MAX_AGE_MS);
    if (fresh.length) log.info('redis answers again; live events sent late', { events: fresh.length });
    for (const kept of fresh) publish(EVENTS, kept.message);
  };

  const onEvent = (message: string) => {
    const { from, userIds, event } = JSON.parse(message) as {
      from: string;
      userIds: number[];
      event: LiveEvent;
    };
    if (from !== instance) local.publish(userIds, event);
  };
  const onPages = (message: string) => {
    const { from, keys } = JSON.parse(message) as { from: string; keys: CacheKeys };
    if (from !== instance) deliverKeys(keys);
  };
  const subscribe = async () => {
    await subscriber.subscribe(EVENTS, onEvent);
    await subscriber.subscribe(PAGES, onPages);
  };

  // Broadcasts sent while our subscription is down are lost, and Bun reconnects without subscribing again
  // (nor calling onclose). A subscription on a Redis that hangs stays connected and hears nothing: it is pinged.
  // While it is down, silent (or not up yet) no page is kept longer than a check's interval; each time it
  // connects the channels are subscribed (again), and each time it is back every cached page is dropped.
  let closing = false;
  // Down until the first subscription; `joined` tells a first connection from a reconnection in the log.
  let down = true;
  let joined = false;
  // The channels are subscribed on the subscriber's current connection.
  let subscribedHere = false;
  const watch = setInterval(() => {
    if (closing) return;
    commands.probe();
    listening.probe();
    if (late.length && commands.connected) publishLate();
    if (listening.connected && subscribedHere) {
      if (!down) return;
      // Back after a silence (a reconnection is announced where it subscribes again).
      log.info('redis subscription back; dropped every cached page');
      down = false;
      deliverKeys(null);
      return;
    }
    if (!down) log.warn('redis subscription lost; no page is cached until it is back');
    down = true;
    deliverKeys(null);
  }, DOWN_CHECK_MS);
  watch.unref?.();
  // Bun gives up after its retries (about 30 s); then we go on trying, once a second.
  const reconnect = (client: RedisClient) => {
    if (closing) return;
    setTimeout(() => client.connect().catch(() => reconnect(client)), 1000).unref?.();
  };
  client.onclose = () => reconnect(client);
  subscriber.onclose = () => reconnect(subscriber);
  let subscribed: Promise<void> | undefined;
  subscriber.onconnect = () => {
    subscribedHere = false;
    // After a reconnect the client may think it is still subscribed; on a first connect it is not (and
    // unsubscribe then throws at once).
    subscribed = Promise.resolve()
      .then(() => subscriber.unsubscribe())
      .catch(() => {})
      .then(subscribe)
      .then(() => {
        if (joined) log.info('redis subscription back; dropped every cached page');
        else log.info('redis joined');
        joined = true;
        subscribedHere = true;
        down = false;
        deliverKeys(null);
      })
      .catch((error) => log.error('redis subscribe failed', { error: String(error) }));
  };

  // An instance starts whether or not Redis answers: it waits a moment for it, and otherwise runs in-process (as
  // while Redis is away later) and joins once Bun's connection attempts, then ours, reach it.
  const connected = await Promise.race([
    Promise.all([client.connect(), subscriber.connect()]).then(
      () => true,
      () => false,
    ),
    Bun.sleep(STARTUP_WAIT_MS).then(() => false),
  ]);
  // A Redis that accepts the connection and then hangs is waited for no longer than one that is not there.
  if (!connected || !(await Promise.race([subscribed?.then(() => true), Bun.sleep(STARTUP_WAIT_MS)])))
    log.warn('redis unreachable at startup; running in-process until it answers');

  return {
    events: {
      subscribe: local.subscribe,
      publish(userIds, event) {
        local.publish(userIds, event);
        publish(EVENTS, { userIds, event });
      },
      connections: local.connections,
      closeAll: local.closeAll,
    },
    rateLimitStore: {
      async hit(key, windowMs, now) {
        if (!commands.connected) return fallback.hit(key, windowMs, now);
        try {
          const [count, ttl] = (await commands.send('EVAL', [
            HIT,
            '1',
            KEY_PREFIX + key,
            String(windowMs),
          ])) as [number, number];
          return { count, resetAt: now + ttl };
        } catch (error) {
          // Hung or gone mid-command: this attempt is counted here, as while Redis is away.
          log.warn('redis rate limit unavailable; counting in this process', { error: String(error) });
          return fallback.hit(key, windowMs, now);
        }
      },
      async peek(key, now) {
        if (!commands.connected) return fallback.peek(key, now);
        try {
          return Number((await commands.send('GET', [KEY_PREFIX + key])) ?? 0);
        } catch (error) {
          // Hung or gone mid-command (redis-guard.ts): read this process's count, as while Redis is away.
          log.warn('redis rate limit unavailable; reading this process', { error: String(error) });
          return fallback.peek(key, now);
        }
      },
      async reset(key) {
        await fallback.reset(key);
        if (commands.connected)
          await commands.send('DEL', [KEY_PREFIX + key]).catch((error) => {
            // The count lapses at the end of its window instead.
            log.warn('redis rate limit not reset', { error: String(error) });
          });
      },
    },
    cacheBus: {
      publish: (keys) => publish(PAGES, { keys }),
      subscribe(listener) {
        cacheListeners.add(listener);
        return () => cacheListeners.delete(listener);
      },
    },
    streamSlots: redisStreamSlots(commands, instance, log),
    async claimJob(name, holdMs) {
      if (!commands.connected) return true;
      const claimed = await commands.send('SET', [
        `dynacard:job:${name}`,
        instance,
        'NX',
        'PX',
        String(holdMs),
      ]);
      return claimed === 'OK';
    },
    close() {
      closing = true;
      clearInterval(watch);
      subscriber.close();
      client.close();
    },
  };
}
