import type { CardType } from '@shared/constants';
import { useEffect, useId, useState } from 'react';
import type { AppKey } from '../../lib/i18n';
import { TextField } from '../../ui/fields';
import { useWizardT } from './i18n';

export const CARD_LABEL: Record<CardType, AppKey> = {
  blackPersonal: 'cardBlackPersonal',
  blackCompany: 'cardBlackCompany',
  blackSimple: 'cardBlackSimple',
  goldPersonal: 'cardGoldPersonal',
  goldCompany: 'cardGoldCompany',
  goldSimple: 'cardGoldSimple',
};

export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** 1 to 100; the field may be empty or out of range while typed, and shows the kept number again on leaving. */
export function QuantityField({
  value,
  hint,
  onChange,
}: {
  value: number;
  hint: string;
  onChange: (n: number) => void;
}) {
  const t = useWizardT();
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  return (
    <TextField
      label={t('wizardQuantity')}
      type="number"
      inputMode="numeric"
      min={1}
      max={100}
      value={typed}
      hint={hint}
      onChange={(e) => {
        setTyped(e.target.value);
        const n = Number(e.target.value);
        if (Number.isInteger(n) && n >= 1 && n <= 100) onChange(n);
      }}
      onBlur={() => setTyped(String(value))}
    />
  );
}
