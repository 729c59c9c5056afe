import { useId } from 'react';
import { TextField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';

/** The zones the browser knows, offered as the field is typed in (any IANA name is accepted; the API checks). */
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/** The IANA time zone the module's times are in. */
export function TimeZoneField({
  value,
  onChange,
  error,
  label,
  hint,
}: {
  value: string;
  onChange: (zone: string) => void;
  error: string | undefined;
  /** Another field's words (the rules' time zone); the module's by default. */
  label?: string;
  hint?: string;
}) {
  const { t } = useEditorT();
  const listId = useId();
  return (
    <>
      <TextField
        label={label ?? t('modTimeZone')}
        hint={hint ?? t('modTimeZoneHint')}
        value={value}
        maxLength={64}
        list={listId}
        spellCheck={false}
        autoComplete="off"
        error={error}
        onChange={(e) => onChange(e.target.value.trim())}
      />
      <datalist id={listId}>
        {zones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
