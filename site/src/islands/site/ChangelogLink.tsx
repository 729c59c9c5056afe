import { type MouseEvent, useRef, useState } from 'react';
import type { Texts } from '../../lib/i18n';
import { renderMarkdown } from '../../lib/markdown';
import { Svg } from './Svg';

export const CHANGELOG_KEYS = [
  'footer.changelog',
  'changelog.title',
  'changelog.loading',
  'changelog.error',
  'common.close',
] as const;

type Props = { texts: Texts<(typeof CHANGELOG_KEYS)[number]> };
type State = { kind: 'idle' | 'loading' | 'error' } | { kind: 'ready'; html: string };

/** The footer's Changelog link: opens a dialog with /changelog.md rendered (without script: the file itself). */
export default function ChangelogLink({ texts }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dialog.current?.showModal();
    if (state.kind === 'ready' || state.kind === 'loading') return;
    setState({ kind: 'loading' });
    try {
      const response = await fetch('/changelog.md', { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`changelog: ${response.status}`);
      const html = renderMarkdown(await response.text(), { headingOffset: 1, dropTitle: true });
      setState({ kind: 'ready', html });
    } catch {
      setState({ kind: 'error' });
    }
  };

  return (
    <>
      <a href="/changelog.md" className="link link-hover" onClick={open}>
        {texts['footer.changelog']}
      </a>
      <dialog ref={dialog} className="modal" aria-labelledby="changelog-title">
        <div className="modal-box max-w-2xl p-0">
          <div className="sticky top-0 flex items-center justify-between border-b border-base-300 bg-base-100 px-6 py-3">
            <h2 id="changelog-title" className="text-xl font-bold">
              {texts['changelog.title']}
            </h2>
            <form method="dialog">
              <button
                type="submit"
                className="btn btn-ghost btn-square btn-sm"
                aria-label={texts['common.close']}
              >
                <Svg name="close" />
              </button>
            </form>
          </div>
          <div className="px-6 pt-2 pb-6" aria-live="polite" aria-busy={state.kind === 'loading'}>
            {state.kind === 'loading' && <p className="py-4">{texts['changelog.loading']}</p>}
            {state.kind === 'error' && (
              <p role="alert" className="py-4 text-error">
                {texts['changelog.error']}
              </p>
            )}
            {state.kind === 'ready' && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own file, escaped by renderMarkdown
              <div className="prose-site" dangerouslySetInnerHTML={{ __html: state.html }} />
            )}
          </div>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1}>
            {texts['common.close']}
          </button>
        </form>
      </dialog>
    </>
  );
}
