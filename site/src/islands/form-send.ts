// What the two visitor forms that send a lead share — the form module on /d (tag-form/tag-form.ts) and "exchange
// contact" on /p (exchange-contact/form.ts): their fields as the API takes them, the button while it sends, and
// the server's refusal shown on the field it names. A few hundred bytes, in the chunk both scripts import.

/** The form's fields, with the owner's questions (`answers.{id}`) gathered as `answers`: several ticks a list. */
export function formData(fields: FormData) {
  const data: Record<string, unknown> = {};
  const answers: Record<string, string | string[]> = {};
  for (const key of new Set(fields.keys())) {
    const all = fields.getAll(key).map(String);
    if (key.startsWith('answers.')) answers[key.slice(8)] = all.length > 1 ? all : all[0];
    else data[key] = all[0];
  }
  return { ...data, answers };
}

/**
 * Starts a send: the last answer's alert and marks cleared, the button disabled and saying `sending`. Answers
 * what puts the button back, and what shows a refusal: its message in the alert line, the field it names
 * marked invalid and focused.
 */
export function sending(form: HTMLFormElement, sendingText: string) {
  const alert = form.querySelector('[role=alert]') as HTMLElement;
  const submit = form.querySelector('[type=submit]') as HTMLButtonElement;
  const label = submit.textContent;
  alert.textContent = '';
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  submit.disabled = true;
  submit.textContent = sendingText;
  return {
    done() {
      submit.disabled = false;
      submit.textContent = label;
    },
    refused(message: string, field?: string) {
      alert.textContent = message;
      const found = field ? form.elements.namedItem(field) : null;
      const input = (found instanceof RadioNodeList ? found[0] : found) as HTMLElement | null;
      input?.setAttribute('aria-invalid', 'true');
      input?.focus();
    },
  };
}
