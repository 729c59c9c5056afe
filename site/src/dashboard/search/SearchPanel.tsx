import { SEARCH } from '@shared/constants';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import type { SearchCompany } from '../lib/people';
import { createDebouncer, readSearchInput } from '../lib/search';
import { $dialogs, openDialog } from '../stores/dialogs';
import { Icon } from '../ui/icons';
import { SearchResults } from './SearchResults';

type Status =
  | { kind: 'hint' }
  | { kind: 'loading' }
  | { kind: 'results'; companies: SearchCompany[] }
  | { kind: 'error'; message: string };

/**
 * The header's search panel (SPEC §2): at least 3 characters, 800 ms after the last keystroke, results
 * grouped by company; a click opens the profile preview. Escape and a click outside close it.
 */
export function SearchPanel({
  id,
  onClose,
  toggle,
}: {
  id: string;
  onClose: () => void;
  toggle: HTMLElement | null;
}) {
  const t = useT();
  const inputId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'hint' });

  const debouncer = useMemo(
    () =>
      createDebouncer(async (query: string) => {
        request.current?.abort();
        const controller = new AbortController();
        request.current = controller;
        setStatus({ kind: 'loading' });
        const result = await client.GET('/api/v1/general/search', {
          params: { query: { query } },
          signal: controller.signal,
          notifyErrors: false,
        });
        if (result.aborted || controller.signal.aborted) return;
        if (result.ok) setStatus({ kind: 'results', companies: result.data ?? [] });
        else setStatus({ kind: 'error', message: result.message });
      }, SEARCH.debounceMs),
    [],
  );

  useEffect(() => {
    input.current?.focus();
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !panel.current?.contains(target) && !toggle?.contains(target);
    // Capture phase: decided before the dialog host handles Escape for an open dialog.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && $dialogs.get().length === 0) {
        onClose();
        toggle?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if ($dialogs.get().length === 0 && isOutside(event.target)) onClose();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      debouncer.cancel();
      request.current?.abort();
    };
  }, [debouncer, onClose, toggle]);

  const change = (value: string) => {
    setText(value);
    const read = readSearchInput(value);
    if (read.kind === 'ready') return debouncer.push(read.query);
    debouncer.cancel();
    request.current?.abort();
    setStatus({ kind: 'hint' });
  };
  const clear = () => {
    change('');
    input.current?.focus();
  };

  const short = readSearchInput(text).kind !== 'ready';
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={t('searchTitle')}
      className="rounded-box fixed inset-x-2 top-[4.5rem] z-40 flex max-h-[calc(100dvh-6rem)] flex-col border border-base-300 bg-base-100 shadow-xl sm:inset-x-auto sm:end-4 sm:w-[28rem]"
      data-testid="search-panel"
    >
      <search className="border-b border-base-300 p-3">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            debouncer.flush();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('searchLabel')}
          </label>
          <div className="input w-full pe-1">
            <Icon name="search" className="size-4 opacity-60" />
            <input
              ref={input}
              id={inputId}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              className="grow"
              placeholder={t('searchPlaceholder')}
              value={text}
              maxLength={100}
              aria-describedby={`${inputId}-status`}
              onChange={(e) => change(e.target.value)}
            />
            {text && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={t('clearSearch')}
                onClick={clear}
              >
                <Icon name="close" className="size-4" />
              </button>
            )}
          </div>
        </form>
      </search>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        <div id={`${inputId}-status`} role="status" aria-live="polite" className="text-sm">
          {status.kind === 'hint' && short && (
            <p className="text-base-content/75 px-1">{t('searchMinChars')}</p>
          )}
          {status.kind === 'loading' && (
            <p className="flex items-center gap-2 px-1">
              <span className="loading loading-spinner loading-sm" />
              {t('searching')}
            </p>
          )}
          {status.kind === 'results' && status.companies.length === 0 && (
            <p className="px-1">{t('searchNoResults')}</p>
          )}
          {status.kind === 'error' && <p className="text-error px-1">{status.message}</p>}
        </div>
        {status.kind === 'results' && status.companies.length > 0 && (
          <SearchResults companies={status.companies} />
        )}
      </div>
      <div className="border-t border-base-300 p-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm w-full justify-start"
          onClick={() => openDialog('qrScanner')}
        >
          <Icon name="scan" className="size-4" />
          {t('scanQrCode')}
        </button>
      </div>
    </div>
  );
}

/** The search toggle of the header (signed-in only); the panel mounts while it is open. */
export function SearchToggle() {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useMemo(() => () => setOpen(false), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`btn btn-ghost btn-square btn-sm ${open ? 'bg-base-200' : ''}`}
        aria-label={t('searchTitle')}
        title={t('searchTitle')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        data-testid="search-toggle"
      >
        <Icon name="search" />
      </button>
      {open && <SearchPanel id={id} onClose={close} toggle={button.current} />}
    </>
  );
}
