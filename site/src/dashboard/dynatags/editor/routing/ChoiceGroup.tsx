import { useEffect, useId, useState } from 'react';
import { TextField } from '../../../ui/fields';

/** Several of a few choices, as toggles in a labelled group; the group's problem is said under it. */
export function ChoiceGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  const id = useId();
  const toggle = (v: T) =>
    onChange(
      value.includes(v)
        ? value.filter((x) => x !== v)
        : options.map((o) => o.value).filter((x) => x === v || value.includes(x)),
    );
  return (
    <fieldset className="py-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="pb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => (
          <label
            key={o.value}
            className={`btn btn-sm ${value.includes(o.value) ? 'btn-primary' : 'btn-outline'} gap-1.5`}
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={value.includes(o.value)}
              onChange={() => toggle(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-error mt-1 text-xs">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const parseList = (text: string, upper: boolean) =>
  text
    .split(',')
    .map((p) => (upper ? p.trim().toUpperCase() : p.trim()))
    .filter(Boolean);

/** A list of words typed with commas (countries, cities): the text is kept as typed, the list as parsed. */
export function ListField({
  label,
  hint,
  value,
  onChange,
  error,
  upper = false,
}: {
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  upper?: boolean;
}) {
  const joined = value.join(', ');
  const [text, setText] = useState(joined);
  // A change from elsewhere (another draft) shows; the user's own typing keeps its commas and spaces.
  useEffect(() => {
    setText((old) => (parseList(old, upper).join(', ') === joined ? old : joined));
  }, [joined, upper]);
  return (
    <TextField
      label={label}
      hint={hint}
      value={text}
      error={error}
      spellCheck={false}
      autoComplete="off"
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseList(e.target.value, upper));
      }}
    />
  );
}
