import { atom } from 'nanostores';
import { $language } from '../stores/prefs';
import { $user } from '../stores/user';
import { backoffDelay } from './backoff';

/** A live event (SPEC §3): which service, a message, actions such as "refetch", and the ids it concerns. */
export type LiveEvent = {
  service: 'global' | 'dynatags' | 'companies';
  message?: string;
  actions: string[];
  ids?: { companyId?: string; dynatagId?: string };
};

export type LiveStatus = 'off' | 'connecting' | 'open' | 'waiting';
export const $liveStatus = atom<LiveStatus>('off');

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
/** Features subscribe here (dynatags reload their list, companies theirs). */
export const onLiveEvent = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * SPEC §4: a dynatags event with refetch or tree-changed reloads the dynatag list when it concerns the
 * company shown (an event without a company concerns every list).
 */
export const isDynatagsChange = (event: LiveEvent, companyId: string) =>
  event.service === 'dynatags' &&
  (event.actions.includes('refetch') || event.actions.includes('tree-changed')) &&
  (!event.ids?.companyId || event.ids.companyId === companyId);

type SourceLike = Pick<EventSource, 'close' | 'addEventListener'> & {
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
};
export type LiveDeps = {
  createSource: (url: string) => SourceLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  random?: () => number;
};

/**
 * The client of GET /sse/connect: connects only while signed in; on error closes and retries with
 * exponential backoff (cap 15 s plus jitter); a language change reconnects. Failures stay quiet.
 */
export function createLiveClient(deps: LiveDeps) {
  let source: SourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let wanted = false;

  const stop = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    source?.close();
    source = null;
  };

  const connect = () => {
    stop();
    if (!wanted) return;
    $liveStatus.set('connecting');
    const next = deps.createSource(`/sse/connect?targetLang=${encodeURIComponent($language.get())}`);
    source = next;
    next.onopen = () => {
      attempt = 0;
      $liveStatus.set('open');
    };
    next.onerror = () => {
      if (source !== next) return;
      next.close();
      source = null;
      $liveStatus.set('waiting');
      timer = deps.setTimer(
        () => {
          timer = null;
          connect();
        },
        backoffDelay(attempt++, { random: deps.random }),
      );
    };
    next.addEventListener('message', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as LiveEvent;
        for (const listener of listeners) listener(data);
      } catch {
        // not an event of ours
      }
    });
  };

  return {
    start() {
      if (wanted) return;
      wanted = true;
      attempt = 0;
      connect();
    },
    /** Reconnects at once (language change), keeping the stream wanted. */
    restart() {
      if (!wanted) return;
      attempt = 0;
      connect();
    },
    close() {
      wanted = false;
      stop();
      $liveStatus.set('off');
    },
    get attempt() {
      return attempt;
    },
  };
}

let client: ReturnType<typeof createLiveClient> | null = null;
let unbind: (() => void) | null = null;

/** Keeps the stream in step with the signed-in user and the language (once per page). */
export function bindLive() {
  if (unbind || typeof EventSource === 'undefined') return;
  client = createLiveClient({
    createSource: (url) => new EventSource(url, { withCredentials: true }),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const offUser = $user.subscribe((user) => (user ? client?.start() : client?.close()));
  const offLang = $language.listen(() => client?.restart());
  unbind = () => {
    offUser();
    offLang();
  };
}

export function closeLive() {
  client?.close();
}
