import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { ApiResult } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { Icon } from './icons';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Content at the end of the input (a button). */
  end?: ReactNode;
};

/** A labelled input with its hint or error below, wired for screen readers. */
export function TextField({ label, hint, error, end, id, className = '', ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const noteId = `${inputId}-note`;
  return (
    <div className={`fieldset py-1 ${className}`}>
      <label htmlFor={inputId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full ${error ? 'input-error' : ''} ${end ? 'pe-1' : ''}`}>
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          className="grow"
          {...input}
        />
        {end}
      </div>
      {error ? (
        <p id={noteId} className="text-error text-xs">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-base-content/70 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'end'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} className="size-4" />
        </button>
      }
    />
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className="py-1">
      <label className="flex cursor-pointer items-start gap-3 text-sm" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={`checkbox checkbox-sm checkbox-primary mt-0.5 ${error ? 'checkbox-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-error mt-1 ps-8 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level message: the API's answer (or a client-side one), announced when it appears. */
export function FormMessage({
  result,
  className = '',
}: {
  result: Pick<ApiResult, 'ok' | 'message'> | null;
  className?: string;
}) {
  if (!result?.message) return null;
  return (
    <div
      role={result.ok ? 'status' : 'alert'}
      className={`alert ${result.ok ? 'alert-success' : 'alert-error'} alert-soft dc-alert my-2 text-sm ${className}`}
    >
      <Icon name={result.ok ? 'check' : 'error'} />
      <span>{result.message}</span>
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  className = 'btn-primary',
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={`btn ${className}`} disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="loading loading-spinner loading-sm" />}
      {children}
    </button>
  );
}

/** Puts `{name}` in a translated text as a React node (a link inside a sentence). */
export function withNode(text: string, name: string, node: ReactNode): ReactNode {
  const [before, after = ''] = text.split(`{${name}}`);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
