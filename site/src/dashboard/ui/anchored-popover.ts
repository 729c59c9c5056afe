import { type RefObject, useEffect, useRef } from 'react';

const GAP = 4;

/**
 * Places an open popover by its trigger: below it when it fits, otherwise on the side with more room and no taller
 * than that room (it scrolls inside), aligned with the trigger's start or end edge, and kept on screen. A popover
 * is in the top layer, above a dialog and its sticky footer.
 */
export function placeByTrigger(panel: HTMLElement, at: DOMRect, align: 'start' | 'end') {
  panel.style.maxHeight = '';
  const below = innerHeight - at.bottom - 2 * GAP;
  const above = at.top - 2 * GAP;
  const natural = panel.offsetHeight;
  const down = natural <= below || below >= above;
  const height = Math.min(natural, down ? below : above);
  panel.style.maxHeight = `${height}px`;
  panel.style.top = `${down ? at.bottom + GAP : at.top - GAP - height}px`;
  const left = align === 'end' ? at.right - panel.offsetWidth : at.left;
  panel.style.left = `${Math.max(GAP, Math.min(left, innerWidth - panel.offsetWidth - GAP))}px`;
}

/**
 * A popover opened by `trigger`: placed by it when it opens, then `onOpen`; closed when the page scrolls or the
 * window resizes, as it would no longer sit by its trigger (scrolling inside the popover is its own). `onClose`
 * when it closes, however it was closed (Escape and a click outside close it without our code).
 */
export function useAnchoredPopover(
  trigger: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
  on: { open?: () => void; close?: () => void } = {},
) {
  const handlers = useRef(on);
  handlers.current = on;
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const close = (event: Event) => {
      if (!(event.target instanceof Node && el.contains(event.target))) el.hidePopover();
    };
    const unwatch = () => {
      removeEventListener('scroll', close, true);
      removeEventListener('resize', close);
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') {
        unwatch();
        handlers.current.close?.();
        return;
      }
      const at = trigger.current?.getBoundingClientRect();
      if (at) placeByTrigger(el, at, align);
      addEventListener('scroll', close, true);
      addEventListener('resize', close);
      handlers.current.open?.();
    };
    el.addEventListener('toggle', onToggle);
    return () => {
      el.removeEventListener('toggle', onToggle);
      unwatch();
    };
  }, [trigger, panel, align]);
}
