import { useCallback, useEffect, useState } from 'react';
import { loadSplits, type SplitList } from './routing-api';

/**
 * The tag's split tests (the running one and those ended), loaded when a saved tag is open and again after a
 * start or an end; the versions' delete buttons read the running test's arms from it.
 */
export function useSplits(id: string | undefined, version: number | undefined) {
  const [list, setList] = useState<SplitList | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the tag (an end keeps a winner) reloads
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    void loadSplits(id, controller.signal).then((answer) => {
      if (answer.aborted) return;
      if (answer.ok && answer.data) {
        setList(answer.data);
        setFailed(false);
      } else setFailed(true);
    });
    return () => controller.abort();
  }, [id, version, asked]);

  const reload = useCallback(() => setAsked((n) => n + 1), []);
  const runningArms = list?.running?.arms.map((a) => a.variant) ?? [];
  return { list, failed, reload, setList, runningArms };
}
export type SplitsState = ReturnType<typeof useSplits>;
