import { useEffect } from 'react';

/**
 * While a module is being moved, Escape cancels the move and nothing else. The dialog host closes the top
 * dialog on Escape from a document listener, as the drag sensors listen on the document too, so both would
 * hear it: the key is stopped before them (capture), and the move is cancelled the way the sensors cancel on a
 * resize of the window.
 */
export function useEscapeCancelsDrag(dragging: boolean) {
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      window.dispatchEvent(new Event('resize'));
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [dragging]);
}
