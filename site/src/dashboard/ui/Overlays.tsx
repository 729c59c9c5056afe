import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DialogHost } from './DialogHost';
import { Toaster } from './Toaster';

let owner: symbol | null = null;

/**
 * The dialogs and toasts of the page, in a container at the end of <body> (above the header's
 * stacking context). Several islands may render this; the first one mounted owns it.
 */
export function Overlays() {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (owner) return;
    const me = Symbol('overlays');
    owner = me;
    const el = document.createElement('div');
    el.setAttribute('data-dc-overlay', '');
    document.body.append(el);
    setContainer(el);
    return () => {
      if (owner === me) owner = null;
      el.remove();
    };
  }, []);
  if (!container) return null;
  return createPortal(
    <>
      <DialogHost />
      <Toaster />
    </>,
    container,
  );
}
