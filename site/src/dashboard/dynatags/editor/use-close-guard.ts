import { useCallback, useEffect, useRef } from 'react';
import { openDialog } from '../../stores/dialogs';
import { $uiLang } from '../../stores/prefs';
import { translateEditor } from './modules/i18n';

/**
 * Closing with unsaved changes asks first (the close button, Close and Escape): Escape is taken before the
 * dialog host's own handler, which would close at once. Escape inside the guided tour's box is the tour's.
 */
export function useCloseGuard({
  dirty,
  isTop,
  close,
}: {
  dirty: boolean;
  isTop: boolean;
  close: () => void;
}) {
  const state = useRef({ dirty, isTop });
  state.current = { dirty, isTop };

  const requestClose = useCallback(() => {
    if (!state.current.dirty) return close();
    const lang = $uiLang.get();
    openDialog('confirm', {
      title: translateEditor(lang, 'discardTitle'),
      message: translateEditor(lang, 'discardText'),
      confirmLabel: translateEditor(lang, 'discardButton'),
      danger: true,
      onConfirm: close,
    });
  }, [close]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { dirty: hasEdits, isTop: top } = state.current;
      const inTour = event.target instanceof Element && event.target.closest('[data-tour-box]');
      if (event.key !== 'Escape' || !top || !hasEdits || inTour) return;
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [requestClose]);

  // Leaving the page (reload, another address) with unsaved changes: the browser asks.
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  return requestClose;
}
