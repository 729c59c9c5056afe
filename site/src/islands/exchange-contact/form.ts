// The exchange-contact form, loaded when the visitor first presses the button: solves the human check while
// they type, sends, and shows the server's answer in the page's language — field errors on the field (422),
// limits (409, 429) and failures in the alert line, or the thank-you state. The server does every check.
import { formData, sending as startSending } from '../form-send';
import { humanCheck } from './solve';

type Answer = { message?: string; errors?: { field?: string }[] } | null;

export function bindForm(root: HTMLElement) {
  const { shortId = '', lang = '', sending = '', failed = '', offline = '' } = root.dataset;
  const dialog = root.querySelector('dialog') as HTMLDialogElement;
  const form = dialog.querySelector('form') as HTMLFormElement;
  const done = dialog.querySelector('.xc-done') as HTMLElement;
  const thanks = done.querySelector('[role=status]') as HTMLElement;
  let check: Promise<string>;
  const solve = () => {
    check = humanCheck();
    check.catch(() => {});
  };
  solve();

  // The dynatag whose redirect brought the visitor here (it adds ?tag=), and whether the page was opened by its
  // QR code or an NFC tap (?s=q, ?s=n): the holder's record of the lead keeps them.
  const query = new URLSearchParams(location.search);
  const tag = query.get('tag') ?? '';
  const via = query.get('s');
  const source = {
    ...(/^[A-Za-z0-9_-]{1,32}$/.test(tag) && { tag }),
    ...((via === 'q' || via === 'n') && { via }),
  };

  const send = async (data: Record<string, unknown>) => {
    const res = await fetch(`/api/v1/profiles/${encodeURIComponent(shortId)}/leads`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-target-lang': lang },
      body: JSON.stringify({ ...data, ...source, altcha: await check }),
      signal: AbortSignal.timeout(20_000),
    });
    return { res, body: (await res.json().catch(() => null)) as Answer };
  };

  dialog.addEventListener('click', (event) => {
    const { value } = event.target as HTMLButtonElement;
    if (value === 'cancel' || value === 'close') dialog.close();
  });
  // After the thank-you, the next press starts with an empty form.
  dialog.addEventListener('close', () => {
    if (done.hidden) return;
    done.hidden = true;
    form.hidden = false;
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = formData(new FormData(form));
    const sent = startSending(form, sending);
    try {
      let { res, body } = await send(data);
      const field = body?.errors?.[0]?.field;
      // An expired or refused solution: solve a new challenge and send once more.
      if (res.status === 422 && field === 'altcha') {
        solve();
        ({ res, body } = await send(data));
      }
      if (res.ok) {
        form.reset();
        form.hidden = true;
        done.hidden = false;
        thanks.focus();
        solve();
        return;
      }
      // Field errors come before the human check on the server: the solution is still unused then.
      if (res.status !== 422 || body?.errors?.[0]?.field === 'altcha') solve();
      sent.refused(body?.message || failed, body?.errors?.[0]?.field);
    } catch {
      solve();
      sent.refused(navigator.onLine ? failed : offline);
    } finally {
      sent.done();
    }
  });
}
