import { useStore } from '@nanostores/react';
import type { Address } from '@shared/types/orders';
import { useId } from 'react';
import { $uiLang } from '../../stores/prefs';
import { TextField } from '../../ui/fields';
import { countryNames, pickerCountries } from './countries';
import { useWizardT } from './i18n';

/** The parts of a postal address; every part is needed (SPEC §5). */
export function AddressFields({
  value,
  onChange,
  error,
}: {
  value: Address;
  onChange: (next: Address) => void;
  error?: string;
}) {
  const t = useWizardT();
  const lang = useStore($uiLang);
  const countryId = useId();
  const display = countryNames(lang);
  const set = (patch: Partial<Address>) => onChange({ ...value, ...patch });
  const bad = (part: string) => (error && !part.trim() ? error : undefined);
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label={t('wizardAddressName')}
        className="sm:col-span-2"
        autoComplete="name"
        maxLength={100}
        value={value.fullName}
        onChange={(e) => set({ fullName: e.target.value })}
        error={bad(value.fullName)}
      />
      <TextField
        label={t('wizardStreet')}
        className="sm:col-span-2"
        autoComplete="street-address"
        maxLength={100}
        value={value.street}
        onChange={(e) => set({ street: e.target.value })}
        error={bad(value.street)}
      />
      <TextField
        label={t('wizardZipcode')}
        autoComplete="postal-code"
        maxLength={20}
        value={value.zipcode}
        onChange={(e) => set({ zipcode: e.target.value })}
        error={bad(value.zipcode)}
      />
      <TextField
        label={t('wizardCity')}
        autoComplete="address-level2"
        maxLength={100}
        value={value.city}
        onChange={(e) => set({ city: e.target.value })}
        error={bad(value.city)}
      />
      <div className="fieldset py-1 sm:col-span-2">
        <label htmlFor={countryId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
          {t('wizardCountry')}
        </label>
        <select
          id={countryId}
          className="select w-full"
          autoComplete="country"
          value={value.country}
          onChange={(e) => set({ country: e.target.value })}
        >
          {pickerCountries(lang).map((code) => (
            <option key={code} value={code}>
              {display.of(code) ?? code}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
