import { $dialogs, closeLatest } from './dialogs';

type HistoryLike = Pick<History, 'pushState' | 'go' | 'state'>;

/**
 * Browser Back closes the latest dialog first (SPEC §2): each open dialog pushes a history entry
 * with the same URL; Back pops it and we close the dialog. Closing in the UI pops our entries, and
 * the popstate that follows is ignored.
 */
export function bindDialogHistory(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    history: HistoryLike;
  },
) {
  let depth = 0;
  let ignorePops = 0;
  let fromPop = false;
  const waiting: (() => void)[] = [];

  const unsubscribe = $dialogs.listen((list) => {
    if (fromPop) return;
    while (list.length > depth) {
      depth++;
      win.history.pushState({ ...(win.history.state ?? {}), dcDialog: depth }, '');
    }
    if (list.length < depth) {
      const back = depth - list.length;
      depth = list.length;
      ignorePops++;
      win.history.go(-back);
    }
  });

  const onPop = () => {
    if (ignorePops > 0) {
      ignorePops--;
      if (ignorePops === 0) for (const resolve of waiting.splice(0)) resolve();
      return;
    }
    if (depth > 0 && $dialogs.get().length > 0) {
      depth--;
      fromPop = true;
      try {
        closeLatest();
      } finally {
        fromPop = false;
      }
    }
  };
  win.addEventListener('popstate', onPop);

  return {
    /** Resolves when the history has caught up with closed dialogs (before navigating away). */
    settled: () =>
      ignorePops === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.push(resolve);
            setTimeout(resolve, 400);
          }),
    dispose() {
      unsubscribe();
      win.removeEventListener('popstate', onPop);
    },
  };
}

let bound: ReturnType<typeof bindDialogHistory> | null = null;

/** Binds once per page (both islands may ask). */
export function ensureDialogHistory() {
  if (!bound && typeof window !== 'undefined') bound = bindDialogHistory(window);
  return bound;
}

export const historySettled = () => bound?.settled() ?? Promise.resolve();
