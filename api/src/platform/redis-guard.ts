// A Redis that hangs (the process frozen, a network that drops packets silently) keeps its connection open and
// answers nothing; Bun's client waits for ever and still says `connected`. So every command is given a deadline,
// and each connection is pinged: one that misses a deadline counts as down — the callers fall back exactly as for a
// dead Redis — until a ping is answered again (DESIGN §10: a dependency that hangs is one that is down).
import type { RedisClient } from 'bun';
import type { Logger } from './log';

/** How long a command or a ping may take before Redis counts as down (a loopback answer takes a millisecond). */
export const REDIS_TIMEOUT_MS = 300;

/** What the shared features use of a connection: the same two members as Bun's client. */
export type RedisCommands = Pick<RedisClient, 'connected' | 'send'>;

export type GuardedRedis = RedisCommands & {
  /** Called periodically: pings unless a ping is still out; one out longer than the deadline marks it down. */
  probe: () => void;
};

export class RedisTimeout extends Error {
  constructor(command: string) {
    super(`redis ${command} did not answer within ${REDIS_TIMEOUT_MS} ms`);
  }
}

/** `client` whose commands answer within REDIS_TIMEOUT_MS, and which says `connected` only while it answers. */
export function guardRedis(client: RedisClient, name: string, log: Logger): GuardedRedis {
  let answering = true;
  let pingSince: number | null = null;
  const hung = () => {
    if (answering) log.warn('redis not answering; running in-process until it does', { connection: name });
    answering = false;
  };
  const within = <T>(command: string, promise: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      // The deadline is checked after one more turn of the event loop: a reply that arrived while the loop was
      // busy is read first, so a loaded machine does not take a slow loop for a hung Redis.
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            hung();
            reject(new RedisTimeout(command));
          }),
        REDIS_TIMEOUT_MS,
      );
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  return {
    get connected() {
      return client.connected && answering;
    },
    send: (command, args) => within(command, client.send(command, args)),
    probe() {
      if (!client.connected) {
        pingSince = null;
        return;
      }
      if (pingSince !== null) {
        if (performance.now() - pingSince > REDIS_TIMEOUT_MS) hung();
        return;
      }
      const since = performance.now();
      pingSince = since;
      client.send('PING', []).then(
        () => {
          if (pingSince !== since) return;
          pingSince = null;
          if (!answering) log.info('redis answers again', { connection: name });
          answering = true;
        },
        () => {
          // The connection closed under it: Bun's reconnection (redis.ts) takes over.
          if (pingSince === since) pingSince = null;
        },
      );
    },
  };
}
