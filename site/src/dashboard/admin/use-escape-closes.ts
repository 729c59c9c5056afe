import { useEffect } from 'react';

/** Escape calls `onClose`: for a dialog that lives in the page, not on the dialog host's stack (which has its own). */
export function useEscapeCloses(onClose: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
}
