import type { Lang } from '@shared/constants';
import { type SubmitEvent, useId, useState } from 'react';
import { solveHumanCheck } from '../../lib/altcha';
import type { Texts } from '../../lib/i18n';

export const CONTACT_FORM_KEYS = [
  'contact.name',
  'contact.email',
  'contact.subject',
  'contact.message',
  'contact.send',
  'contact.checking',
  'contact.sending',
  'contact.privacy',
  'contact.humanCheck',
  'contact.timeout',
  'contact.offline',
  'contact.unknownError',
] as const;

type Props = { lang: Lang; texts: Texts<(typeof CONTACT_FORM_KEYS)[number]> };
type Field = 'name' | 'email' | 'subject' | 'message';
type Envelope = {
  success: boolean;
  statusCode: number;
  message: string;
  errors?: { message: string; field?: string }[];
};
type Status =
  | { kind: 'idle' }
  | { kind: 'checking' | 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

const FIELDS: { name: Field; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: 200 },
];
const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };
const REQUEST_TIMEOUT_MS = 10_000;

/** The contact form: human check, then POST api/v1/general/inquiries; shows the API's message or errors. */
export default function ContactForm({ lang, texts }: Props) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const isBusy = status.kind === 'checking' || status.kind === 'sending';

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!navigator.onLine) return setStatus({ kind: 'failed', message: texts['contact.offline'] });
    setFieldErrors({});
    try {
      setStatus({ kind: 'checking' });
      const altcha = await solveHumanCheck(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
      setStatus({ kind: 'sending' });
      const response = await fetch('/api/v1/general/inquiries', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-target-lang': lang },
        body: JSON.stringify({ ...values, altcha }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as Envelope | null;
      if (response.ok && body?.success) {
        setValues(EMPTY);
        return setStatus({ kind: 'sent', message: body.message });
      }
      const errors = body?.errors ?? [];
      if (response.status === 422) {
        const byField: Partial<Record<Field, string>> = {};
        for (const error of errors)
          if (error.field && error.field in EMPTY) byField[error.field as Field] ??= error.message;
        setFieldErrors(byField);
      }
      const message = (response.status === 422 ? errors[0]?.message : undefined) ?? body?.message;
      setStatus({ kind: 'failed', message: message || texts['contact.unknownError'] });
    } catch (error) {
      const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
      const message = isTimeout
        ? texts['contact.timeout']
        : navigator.onLine
          ? texts['contact.unknownError']
          : texts['contact.offline'];
      setStatus({ kind: 'failed', message });
    }
  };

  const describedBy = (field: Field) => (fieldErrors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate={false} className="space-y-5" aria-busy={isBusy}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'subject' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${field.name}`} className="mb-1.5 block font-medium">
              {texts[`contact.${field.name}`]}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              maxLength={field.maxLength}
              value={values[field.name]}
              onChange={(event) => update(field.name, event.target.value)}
              aria-invalid={fieldErrors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              className={`input w-full ${fieldErrors[field.name] ? 'input-error' : ''}`}
            />
            {fieldErrors[field.name] && (
              <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-error">
                {fieldErrors[field.name]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1.5 block font-medium">
          {texts['contact.message']}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          maxLength={5000}
          rows={6}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={fieldErrors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={`textarea w-full ${fieldErrors.message ? 'textarea-error' : ''}`}
        />
        {fieldErrors.message && (
          <p id={`${id}-message-error`} className="mt-1 text-sm text-error">
            {fieldErrors.message}
          </p>
        )}
      </div>
      <p className="text-sm text-base-content/80">
        {texts['contact.privacy']} {texts['contact.humanCheck']}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary" disabled={isBusy}>
          {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {status.kind === 'checking'
            ? texts['contact.checking']
            : status.kind === 'sending'
              ? texts['contact.sending']
              : texts['contact.send']}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === 'sent' && (
          <div role="status" className="alert alert-success">
            {status.message}
          </div>
        )}
      </div>
      {status.kind === 'failed' && (
        <div role="alert" className="alert alert-error">
          {status.message}
        </div>
      )}
    </form>
  );
}
