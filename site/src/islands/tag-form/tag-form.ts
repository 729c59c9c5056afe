// The form module's script on /d (TagForm.astro): asks for the time token when the page opens (the cached page
// cannot carry one), sends the form with it as JSON, and shows the server's answer in the page's language —
// a field's error on the field, a limit or a failure in the alert line, or the thank-you. The server checks all.
import { formData, sending as startSending } from '../form-send';

type Answer = { message?: string; data?: { token?: string }; errors?: { field?: string }[] } | null;

class TagForm extends HTMLElement {
  connectedCallback() {
    const { action = '', lang = '', sending = '', failed = '', offline = '', variant = '' } = this.dataset;
    const form = this.querySelector('form') as HTMLFormElement;
    const done = this.querySelector('.tf-done') as HTMLElement;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(path, {
        ...init,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-target-lang': lang, 'x-tag-variant': variant },
        signal: AbortSignal.timeout(20_000),
      }).then(async (res) => ({ res, body: (await res.json().catch(() => null)) as Answer }));
    let token = '';
    const fetchToken = () =>
      call(`${action}/token`).then(
        ({ body }) => {
          token = body?.data?.token ?? '';
        },
        () => {},
      );
    fetchToken();

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const send = startSending(form, sending);
      try {
        if (!token) await fetchToken();
        const { res, body } = await call(action, {
          method: 'POST',
          body: JSON.stringify({ ...formData(new FormData(form)), token }),
        });
        if (res.ok) {
          form.hidden = true;
          done.hidden = false;
          done.focus();
          return;
        }
        const field = body?.errors?.[0]?.field;
        // A stale or refused token: a new one, so the next press goes through.
        if (field === 'token') await fetchToken();
        send.refused(body?.message || failed, field);
      } catch {
        send.refused(navigator.onLine ? failed : offline);
      } finally {
        send.done();
      }
    });
  }
}

customElements.define('tag-form', TagForm);
