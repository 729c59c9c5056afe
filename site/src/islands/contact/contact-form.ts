// The contact form's behaviour: human check, then POST api/v1/general/inquiries; the API's message on
// success, its field errors beside the fields on 422. The proof-of-work solver loads with the first send.

type Field = 'name' | 'email' | 'subject' | 'message';
type Envelope = { success: boolean; message: string; errors?: { message: string; field?: string }[] };
type Messages = Record<'checking' | 'sending' | 'send' | 'timeout' | 'offline' | 'unknownError', string>;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const REQUEST_TIMEOUT_MS = 10_000;

export function startContactForm(form: HTMLFormElement) {
  const lang = form.dataset.lang ?? 'sv';
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Messages;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.querySelector<HTMLElement>('[data-label]');
  const spinner = button?.querySelector<HTMLElement>('.loading');
  const sent = form.querySelector<HTMLElement>('[role="status"]');
  const failed = form.querySelector<HTMLElement>('[role="alert"]');
  const control = (field: Field) => form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement;

  const setBusy = (state: 'checking' | 'sending' | null) => {
    form.setAttribute('aria-busy', String(Boolean(state)));
    if (button) button.disabled = Boolean(state);
    if (spinner) spinner.hidden = !state;
    if (label) label.textContent = messages[state ?? 'send'];
  };
  const setFieldError = (field: Field, message?: string) => {
    const input = control(field);
    const error = document.getElementById(`${input.id}-error`);
    if (error) {
      error.textContent = message ?? '';
      error.hidden = !message;
    }
    input.classList.toggle(input.tagName === 'TEXTAREA' ? 'textarea-error' : 'input-error', Boolean(message));
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${input.id}-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  const show = (outcome: 'sent' | 'failed' | null, message = '') => {
    if (sent) {
      sent.hidden = outcome !== 'sent';
      sent.textContent = outcome === 'sent' ? message : '';
    }
    if (failed) {
      failed.hidden = outcome !== 'failed';
      failed.textContent = outcome === 'failed' ? message : '';
    }
  };

  for (const field of FIELDS) control(field).addEventListener('input', () => setFieldError(field));
  // Warm the solver while the visitor types.
  form.addEventListener('focusin', () => void import('../../lib/altcha').catch(() => {}), { once: true });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!navigator.onLine) return show('failed', messages.offline);
    show(null);
    for (const field of FIELDS) setFieldError(field);
    try {
      setBusy('checking');
      const { solveHumanCheck } = await import('../../lib/altcha');
      const altcha = await solveHumanCheck(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
      setBusy('sending');
      const values = Object.fromEntries(FIELDS.map((field) => [field, control(field).value]));
      const response = await fetch('/api/v1/general/inquiries', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-target-lang': lang },
        body: JSON.stringify({ ...values, altcha }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as Envelope | null;
      if (response.ok && body?.success) {
        form.reset();
        return show('sent', body.message);
      }
      const errors = body?.errors ?? [];
      if (response.status === 422) {
        const seen = new Set<string>();
        for (const error of errors) {
          if (!error.field || !FIELDS.includes(error.field as Field) || seen.has(error.field)) continue;
          seen.add(error.field);
          setFieldError(error.field as Field, error.message);
        }
      }
      const message = (response.status === 422 ? errors[0]?.message : undefined) ?? body?.message;
      show('failed', message || messages.unknownError);
    } catch (error) {
      const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
      show(
        'failed',
        isTimeout ? messages.timeout : navigator.onLine ? messages.unknownError : messages.offline,
      );
    } finally {
      setBusy(null);
    }
  });
}
