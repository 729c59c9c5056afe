import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { ApiResult } from '../lib/envelope';
import { onGoClick } from '../lib/go';
import { useT } from '../lib/i18n';
import { Icon } from './icons';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Content at the end of the input (a button). */
  end?: ReactNode;
};

/** A labelled input with its hint or error below, wired for screen readers; a required one is marked *. */
export function TextField({ label, hint, error, end, id, className = '', ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const noteId = `${inputId}-note`;
  return (
    <div className={`fieldset py-1 ${className}`}>
      {input.required ? (
        // The mark sits beside the label, not in it: the field's name stays its label alone (the input's
        // `required` is what a screen reader announces).
        <div className="fieldset-legend justify-start gap-0.5 pt-0 pb-1 text-sm font-medium">
          <label htmlFor={inputId}>{label}</label>
          <span aria-hidden="true" className="text-error" data-testid="required-mark">
            *
          </span>
        </div>
      ) : (
        <label htmlFor={inputId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
          {label}
        </label>
      )}
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

/** A labelled textarea with a characters-left note (or its error). */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  rows = 4,
  error,
  hint,
  name,
  readOnly,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  error?: string;
  hint?: string;
  name?: string;
  readOnly?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={rows}
        maxLength={maxLength}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-note`} className={`text-xs ${error ? 'text-error' : 'text-base-content/70'}`}>
        {error ?? (hint ? `${hint} · ` : '') + t('charsLeft', { count: maxLength - value.length })}
      </p>
    </div>
  );
}

/** A labelled choice of one: `empty` names the choice of none (value ''), listed first. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  empty,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  empty?: string;
}) {
  const id = useId();
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A hex colour: the browser's colour picker and the code as text, kept in step. */
export function ColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const long = /^#[0-9a-fA-F]{3}$/.test(value)
    ? `#${[...value.slice(1)].map((c) => c + c).join('')}`
    : /^#[0-9a-fA-F]{6}$/.test(value)
      ? value
      : '#000000';
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <div className={`input w-full ps-1 ${error ? 'input-error' : ''}`}>
        <input
          type="color"
          className="h-8 w-10 shrink-0 cursor-pointer rounded border-0 bg-transparent p-0"
          value={long.toLowerCase()}
          aria-label={t('pickColor', { label })}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="grow font-mono"
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-error text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

/** A short note for a feature of the subscription: what it is and where to get it. */
export function Upsell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="alert alert-info alert-soft dc-alert text-sm" data-testid="upsell">
      <Icon name="star" />
      <div className="min-w-0">
        <p>{children}</p>
        <a className="link link-primary font-medium" href="/dashboard/subscriptions" onClick={onGoClick}>
          {t('upsellLink')}
        </a>
      </div>
    </div>
  );
}
