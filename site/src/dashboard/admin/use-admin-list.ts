import { useCallback, useEffect, useState } from 'react';
import { api } from '../lib/api';

/**
 * The rows of an administrator list call (GET /admin/users?q=…), loaded again when the path changes or
 * `reload` is called. While another path loads, the last rows stay (no spinner flash on each key).
 */
export function useAdminList<T>(path: string) {
  const [state, setState] = useState<{ path: string; rows: T[] | null; failed: boolean } | null>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void api<T[]>('GET', path, { signal: controller.signal, notifyErrors: false }).then((r) => {
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
export function useAdminItem<T>(path: string) {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void api<T>('GET', path, { signal: controller.signal, notifyErrors: false }).then((r) => {
      if (!r.aborted) setState((s) => ({ data: r.ok ? r.data : s.data, failed: !r.ok }));
    });
    return () => controller.abort();
  }, [path, version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** A query string of the set values only ("?q=ada&role=user", or "" when none is set). */
export function queryOf(values: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
