import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from './icons';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export type DialogFrameProps = {
  title: ReactNode;
  onClose: () => void;
  /** Only the top dialog of the stack takes input; the ones below are inert. */
  isTop?: boolean;
  /** xl: an editor with a side panel (the dynatag editor and its preview). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
  /** Extra content beside the title (e.g. a step indicator). */
  headerExtra?: ReactNode;
  /** An accessible description of the whole dialog. */
  describedBy?: string;
};

const WIDTH = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-6xl' } as const;

/**
 * A modal dialog (role="dialog", aria-modal): focuses its first field, keeps Tab inside, gives
 * focus back on close. Escape and browser Back are handled by the host for the top dialog.
 */
export function DialogFrame({
  title,
  onClose,
  isTop = true,
  size = 'md',
  children,
  headerExtra,
  describedBy,
}: DialogFrameProps) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const el = box.current;
    const first =
      el?.querySelector<HTMLElement>('[data-autofocus]') ??
      el?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]),textarea,select');
    (first ?? el)?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (n) => n.offsetParent !== null,
    );
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal modal-open modal-bottom sm:modal-middle" inert={!isTop}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`modal-box dc-dialog w-full ${WIDTH[size]} max-h-[92dvh] border border-base-300 p-0 shadow-xl outline-none`}
      >
        <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-base-300 bg-base-100 px-5 py-3">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
            {title}
          </h2>
          {headerExtra}
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            onClick={onClose}
            aria-label={t('close')}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>
  );
}
