// The footer's Changelog link opens its dialog; the Markdown renderer loads with the first opening.

type State = 'loading' | 'error' | 'ready';

export function startChangelog() {
  const link = document.querySelector<HTMLAnchorElement>('a[data-changelog]');
  const dialog = document.getElementById('changelog-dialog');
  if (!link || !(dialog instanceof HTMLDialogElement)) return;
  const show = (state: State) => {
    for (const part of dialog.querySelectorAll<HTMLElement>('[data-state]'))
      part.hidden = part.dataset.state !== state;
  };
  let loading: Promise<void> | null = null;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    dialog.showModal();
    if (loading) return;
    show('loading');
    loading = (async () => {
      try {
        const [{ renderMarkdown }, response] = await Promise.all([
          import('../../lib/markdown'),
          fetch(link.href, { signal: AbortSignal.timeout(10_000) }),
        ]);
        if (!response.ok) throw new Error(`changelog: ${response.status}`);
        const html = renderMarkdown(await response.text(), { headingOffset: 1, dropTitle: true });
        const target = dialog.querySelector<HTMLElement>('[data-state="ready"]');
        // Our own file, escaped by renderMarkdown.
        if (target) target.innerHTML = html;
        show('ready');
      } catch {
        show('error');
        loading = null; // the next opening tries again
      }
    })();
  });
}
