import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { type ApiAnswer, client } from '../lib/client';
import { onLiveEvent } from '../lib/live';
import { setUser } from '../stores/user';

// The data of the Subscriptions page, reloaded after every change made here, in another tab or by an owner for
// me (the server's live events `refetch-subscription` and `refetch-user`). Kept free of texts: the top bars load it with the shell.

/** Bumped after a change, so every part of the page loads again. */
export const $subscriptionsVersion = atom(0);
export const subscriptionsChanged = () => $subscriptionsVersion.set($subscriptionsVersion.get() + 1);

/**
 * The stored user again from the server: its subscription fields drive every tier rule in the dashboard
 * (profile switching, files, custom links), so they show without a reload.
 */
export async function refreshMe() {
  const result = await client.GET('/api/v1/users/me', { notifyErrors: false });
  if (result.ok && result.data) setUser(result.data);
}

let bound = false;
/** A subscription or my user changed elsewhere (another tab, an owner, an administrator): they reload. */
export function bindSubscriptionEvents() {
  if (bound) return;
  bound = true;
  onLiveEvent((event) => {
    // refetch-user: an administrator changed my role or grant; refetch-subscription: my subscription changed.
    const subscription = event.actions.includes('refetch-subscription');
    if (subscription || event.actions.includes('refetch-user')) void refreshMe();
    if (subscription) subscriptionsChanged();
  });
}

export type Loaded<T> = { data: T | null; failed: boolean; reload: () => void };

/**
 * A GET of the API (made by `load`, keyed by `path`), loaded again with the page's version; `data` null while
 * loading or after a failure.
 */
export function useLoad<T>(
  path: string,
  load: (options: { signal: AbortSignal; notifyErrors: false }) => Promise<ApiAnswer<T>>,
): Loaded<T> {
  const version = useStore($subscriptionsVersion);
  const [state, setState] = useState<{ path: string; data: T | null; failed: boolean }>({
    path,
    data: null,
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal, notifyErrors: false }).then((result) => {
      if (result.aborted) return;
      setState(
        result.ok
          ? { path, data: result.data ?? null, failed: false }
          : (old) => ({ path, data: old.path === path ? old.data : null, failed: true }),
      );
    });
    return () => controller.abort();
  }, [path, version]);
  // After a change the old answer stays on screen until the new one is in (no spinner flash).
  return {
    data: state.path === path ? state.data : null,
    failed: state.failed,
    reload: subscriptionsChanged,
  };
}
