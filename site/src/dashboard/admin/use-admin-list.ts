import { useCallback, useEffect, useState } from 'react';
import type { ApiAnswer } from '../lib/client';

/** What a list or item call is given: the abort of its effect, and no notice (the page shows the failure). */
export type LoadOptions = { signal: AbortSignal; notifyErrors: false };

/**
 * The rows of an administrator list call (GET /admin/users?q=…, made by `load` through the typed client), loaded
 * again when `path` (the call's key: its address) changes or `reload` is called. While another path loads, the
 * last rows stay (no spinner flash on each key).
 */
export function useAdminList<T>(path: string, load: (options: LoadOptions) => Promise<ApiAnswer<T[]>>) {
  const [state, setState] = useState<{ path: string; rows: T[] | null; failed: boolean } | null>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal, notifyErrors: false }).then((r) => {
      if (r.aborted) return;
      setState((s) => ({ path, rows: r.ok ? (r.data ?? []) : (s?.rows ?? null), failed: !r.ok }));
    });
    return () => controller.abort();
  }, [path, version]);
  return {
    rows: state?.rows ?? null,
    failed: state?.failed ?? false,
    loading: state?.path !== path,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}

/**
 * One administrator status call (GET /admin/accounting, /admin/wallet), loaded again when `reload` is called. A
 * failed reload keeps what was shown, with `failed` set.
 */
export function useAdminItem<T>(path: string, load: (options: LoadOptions) => Promise<ApiAnswer<T>>) {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal, notifyErrors: false }).then((r) => {
      if (!r.aborted) setState((s) => ({ data: r.ok ? r.data : s.data, failed: !r.ok }));
    });
    return () => controller.abort();
  }, [path, version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** The set values only, for a call's query ({ q: 'ada', role: 'user' }; an empty text is left out). */
export function queryOf<T extends Record<string, string | undefined>>(values: T) {
  const set: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value) set[key] = value;
  return set as { [K in keyof T]?: Exclude<T[K], ''> };
}
