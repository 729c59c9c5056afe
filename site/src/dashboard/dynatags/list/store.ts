import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import type { DynatagList } from '@shared/types/dynatags';
import { atom } from 'nanostores';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client } from '../../lib/client';
import { isDynatagsChange, onLiveEvent } from '../../lib/live';

/** The company whose dynatags the page shows (its shortId); kept across visits and synced across tabs. */
export const $dynatagCompany = persistentAtom<string>('dynatagCompany', '');

/** Raised after a change made here (a delete, a move, the editor's save), so the list loads again. */
export const $dynatagsVersion = atom(0);
export const refreshDynatags = () => $dynatagsVersion.set($dynatagsVersion.get() + 1);

export const listPath = (companyId: string) => `/dynatags/companies/${encodeURIComponent(companyId)}`;

/**
 * The dynatags and folders of a company (GET api/v1/dynatags/companies/{companyId}), reloaded after a change
 * here and on a live dynatags event for this company (SPEC §4). Only the latest load's answer is kept.
 */
export function useDynatagList(companyId: string | undefined) {
  const version = useStore($dynatagsVersion);
  // Kept with its company, so a company switch shows the spinner, not the previous company's tags.
  const [loaded, setLoaded] = useState<{ companyId: string; list: DynatagList } | null>(null);
  const [failed, setFailed] = useState(false);
  const [liveTick, setLiveTick] = useState(0);
  const seq = useRef(0);

  useEffect(() => {
    if (!companyId) return;
    const off = onLiveEvent((event) => {
      if (isDynatagsChange(event, companyId)) setLiveTick((n) => n + 1);
    });
    return () => {
      off();
    };
  }, [companyId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the version and live tick ask for a reload
  useEffect(() => {
    if (!companyId) return;
    const mine = ++seq.current;
    const controller = new AbortController();
    void client
      .GET('/api/v1/dynatags/companies/{companyId}', {
        params: { path: { companyId } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted || mine !== seq.current) return;
        if (result.ok && result.data) {
          setLoaded({ companyId, list: result.data });
          setFailed(false);
        } else setFailed(true);
      });
    return () => controller.abort();
  }, [companyId, version, liveTick]);

  /** Shows a change at once (a drag in the tree) while the server confirms it. */
  const update = useCallback((change: (list: DynatagList) => DynatagList) => {
    setLoaded((current) => (current ? { ...current, list: change(current.list) } : current));
  }, []);
  const list = loaded && loaded.companyId === companyId ? loaded.list : null;
  return { list, failed: failed && !list, update };
}
