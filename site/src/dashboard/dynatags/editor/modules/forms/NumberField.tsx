import { type ComponentProps, useEffect, useState } from 'react';
import { TextField } from '../../../../ui/fields';

/** Reads a number as people type it: a decimal comma is a point; anything else is not a number (NaN). */
export const readNumber = (text: string): number => {
  const cleaned = text.trim().replace(',', '.');
  return cleaned === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number.NaN : Number(cleaned);
};

/**
 * A number field that keeps what is typed ("59." or "-") while the module holds a number: NaN until the
 * text is a number, which the schema check then marks. A new value from outside (the map) replaces the text.
 */
export function NumberField({
  value,
  onValue,
  decimal = true,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type'> & {
  value: number;
  onValue: (value: number) => void;
  decimal?: boolean;
}) {
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value) : ''));
  useEffect(() => {
    setText((old) =>
      Object.is(readNumber(old), value) ? old : Number.isFinite(value) ? String(value) : old,
    );
  }, [value]);
  return (
    <TextField
      {...field}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onValue(readNumber(e.target.value));
      }}
    />
  );
}
