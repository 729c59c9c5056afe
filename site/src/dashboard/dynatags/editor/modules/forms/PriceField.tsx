import { useEffect, useState } from 'react';
import { TextField } from '../../../../ui/fields';
import { readNumber } from './NumberField';

/** "125", "12,50" → öre or cents; empty is no price; anything else is NaN, which the schema check marks. */
export const readPrice = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = readNumber(text);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
};
const priceText = (minor: number | undefined) =>
  minor === undefined || !Number.isFinite(minor) ? '' : (minor / 100).toFixed(minor % 100 ? 2 : 0);

/** A price as typed, held by the module in öre or cents (integers). */
export function PriceField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number | undefined;
  error: string | undefined;
  onChange: (minor: number | undefined) => void;
}) {
  const [text, setText] = useState(() => priceText(value));
  useEffect(() => {
    setText((old) => (Object.is(readPrice(old), value) ? old : priceText(value) || old));
  }, [value]);
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(readPrice(e.target.value));
      }}
    />
  );
}
