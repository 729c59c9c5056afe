import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './icons';

/**
 * A row that scrolls sideways when it does not fit (tabs on a phone), with arrows at the ends
 * (SPEC §9 UI defaults: "tabs with arrows on mobile"). Keyboard users move with the tabs' own keys,
 * so the arrows are for pointers only.
 */
export function ScrollRow({ children, className = '' }: { children: ReactNode; className?: string }) {
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft > 2, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    measure();
    const el = row.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.7, behavior: 'smooth' });
  const arrow = 'btn btn-ghost btn-xs btn-square absolute top-1/2 z-10 -translate-y-1/2 bg-base-100/90';

  return (
    <div className={`relative ${className}`}>
      {edges.start && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={`${arrow} start-0`}
          onClick={() => scroll(-1)}
        >
          <Icon name="arrowLeft" className="size-4" />
        </button>
      )}
      <div ref={row} className="overflow-x-auto [scrollbar-width:none]">
        {children}
      </div>
      {edges.end && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={`${arrow} end-0`}
          onClick={() => scroll(1)}
        >
          <Icon name="arrowLeft" className="size-4 rotate-180" />
        </button>
      )}
    </div>
  );
}
