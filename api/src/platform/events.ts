/** A live event (SPEC §3 "Live event message"), sent to the signed-in users it concerns. */
export type LiveEvent = {
  service: 'global' | 'dynatags' | 'companies';
  message?: string;
  actions: string[];
  ids?: { companyId?: string; dynatagId?: string };
};

/** An open stream: `send` delivers an event, `close` ends the stream (server shutdown). */
type Listener = { send: (event: LiveEvent) => void; close: () => void };

/**
 * Fans live events out to the open streams of each user. In memory for one process; with several
 * instances a Redis pub/sub hub implements the same two calls.
 */
export type EventHub = {
  subscribe: (userId: number, listener: Listener) => () => void;
  publish: (userIds: number[], event: LiveEvent) => void;
  connections: () => number;
  /** Ends every open stream, so a graceful shutdown does not wait for them forever. */
  closeAll: () => void;
};

export function memoryEventHub(): EventHub {
  const listeners = new Map<number, Set<Listener>>();
  return {
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    publish(userIds, event) {
      for (const id of new Set(userIds)) for (const listener of listeners.get(id) ?? []) listener.send(event);
    },
    connections: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    closeAll() {
      for (const set of [...listeners.values()]) for (const listener of [...set]) listener.close();
      listeners.clear();
    },
  };
}
