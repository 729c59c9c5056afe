import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../ui/icons';
import { type TagEditorKey, useEditorT } from './modules/i18n';

export type TourStep = { target: string; title: TagEditorKey; text: TagEditorKey };

/** The editor's guided tour: what to fill in first, and where the page is previewed and saved. */
export const TOUR_STEPS: TourStep[] = [
  { target: 'name', title: 'tourNameTitle', text: 'tourNameText' },
  { target: 'modules', title: 'tourModulesTitle', text: 'tourModulesText' },
  { target: 'lock', title: 'tourLockTitle', text: 'tourLockText' },
  { target: 'preview', title: 'tourPreviewTitle', text: 'tourPreviewText' },
  { target: 'save', title: 'tourSaveTitle', text: 'tourSaveText' },
];

const HIGHLIGHT = ['outline', 'outline-2', 'outline-offset-4', 'outline-primary', 'rounded-box'];
const WIDTH = 320;

/**
 * A small tour: one step at a time in a labelled, non-modal box beside the element it explains (which is
 * scrolled into view and outlined); Back, Next and Done by button, Escape ends it without closing the editor.
 * Focus moves into the box at each step and back to the help button's place when it ends.
 */
export function Tour({
  steps,
  root,
  onEnd,
}: {
  steps: TourStep[];
  root: RefObject<HTMLElement | null>;
  onEnd: () => void;
}) {
  const { t } = useEditorT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const step = steps[index];
  const [host, setHost] = useState<HTMLElement | null>(null);

  const anchor = useRef<HTMLSpanElement>(null);

  // The box sits in the dialog's overlay (not inside the dialog box, whose transform would move it).
  useLayoutEffect(() => {
    setHost(anchor.current?.closest<HTMLElement>('.modal') ?? null);
  }, []);

  useLayoutEffect(() => {
    if (!host) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
    if (!target) {
      setPlace(null);
      return;
    }
    target.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    target.classList.add(...HIGHLIGHT);
    const measure = () => {
      const rect = target.getBoundingClientRect();
      const height = box.current?.offsetHeight ?? 160;
      const below = rect.bottom + 12 + height < window.innerHeight;
      const top = below ? rect.bottom + 12 : Math.max(8, rect.top - height - 12);
      const left = Math.min(Math.max(8, rect.left), window.innerWidth - WIDTH - 8);
      setPlace({ top, left });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      target.classList.remove(...HIGHLIGHT);
      window.removeEventListener('resize', measure);
    };
  }, [step.target, root, host]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (and the first, once placed) takes the focus
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [index, host]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onEnd();
  };

  const last = index === steps.length - 1;
  const card = (
    <div
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-text`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="card bg-base-100 border-primary fixed z-[1000] border-2 p-4 shadow-xl outline-none"
      style={{ width: WIDTH, top: place?.top ?? 16, left: place?.left ?? 16 }}
      data-testid="tour"
      data-tour-box
    >
      <div className="flex items-start gap-2">
        <h3 id={titleId} className="flex-1 font-semibold">
          {t(step.title)}
        </h3>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          onClick={onEnd}
          aria-label={t('tourClose')}
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
      <p id={`${titleId}-text`} className="mt-1 text-sm">
        {t(step.text)}
      </p>
      <div className="mt-3 flex items-center gap-2">
        <span className="text-base-content/70 flex-1 text-xs">
          {t('tourProgress', { step: index + 1, count: steps.length })}
        </span>
        {index > 0 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setIndex(index - 1)}>
            {t('tourBack')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => (last ? onEnd() : setIndex(index + 1))}
        >
          {t(last ? 'tourDone' : 'tourNext')}
        </button>
      </div>
    </div>
  );
  return (
    <>
      <span ref={anchor} hidden />
      {host && createPortal(card, host)}
    </>
  );
}
