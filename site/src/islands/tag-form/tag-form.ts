// The form module's script on /d (TagForm.astro): asks for the time token when the page opens (the cached page
// cannot carry one), sends the form with it as JSON, and shows the server's answer in the page's language —
// a field's error on the field, a limit or a failure in the alert line, or the thank-you. The server checks all.
type Answer = { message?: string; data?: { token?: string }; errors?: { field?: string }[] } | null;

class TagForm extends HTMLElement {
  connectedCallback() {
    const { action = '', lang = '', sending = '', failed = '', offline = '', variant = '' } = this.dataset;
    const form = this.querySelector('form') as HTMLFormElement;
    const done = this.querySelector('.tf-done') as HTMLElement;
    const alert = form.querySelector('[role=alert]') as HTMLElement;
    const submit = form.querySelector('[type=submit]') as HTMLButtonElement;
    const label = submit.textContent;
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
      alert.textContent = '';
      for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
      submit.disabled = true;
      submit.textContent = sending;
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
        alert.textContent = body?.message || failed;
        const found = field ? form.elements.namedItem(field) : null;
        const input = (found instanceof RadioNodeList ? found[0] : found) as HTMLElement | null;
        input?.setAttribute('aria-invalid', 'true');
        input?.focus();
      } catch {
        alert.textContent = navigator.onLine ? failed : offline;
      } finally {
        submit.disabled = false;
        submit.textContent = label;
      }
    });
  }
}

/** The fields, with the questions (`answers.{id}`) gathered as `answers`: several ticks a list. */
function formData(fields: FormData) {
  const data: Record<string, unknown> = {};
  const answers: Record<string, string | string[]> = {};
  for (const key of new Set(fields.keys())) {
    const all = fields.getAll(key).map(String);
    if (key.startsWith('answers.')) answers[key.slice(8)] = all.length > 1 ? all : all[0];
    else data[key] = all[0];
  }
  return { ...data, answers };
}

customElements.define('tag-form', TagForm);
