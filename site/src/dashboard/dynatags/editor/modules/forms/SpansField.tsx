import { VENUE_LIMITS } from '@shared/schemas/venue-fields';
import { TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { removeAt, replaceAt } from '../list-ops';

type Span = { open: string; close: string };

/** The openings of one day (or date): opens and closes per opening; none is closed. */
export function SpansField({
  name,
  spans,
  onChange,
  message,
  at,
}: {
  /** The day or date, in the fields' names. */
  name: string;
  spans: Span[];
  onChange: (spans: Span[]) => void;
  message: (path: string) => string | undefined;
  /** The spans' path in the module ('/week/0'). */
  at: string;
}) {
  const { t } = useEditorT();
  return (
    <fieldset className="rounded-box border-base-300 border px-3 pb-2">
      <legend className="px-1 text-sm font-medium">{name}</legend>
      {spans.length === 0 && <p className="text-base-content/70 text-sm">{t('modClosedAllDay')}</p>}
      {spans.map((span, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: openings have no id; the index is their identity while editing
        <div key={index} className="flex items-end gap-2">
          <TextField
            label={t('modOpens', { day: name })}
            type="time"
            value={span.open}
            error={message(`${at}/${index}/open`)}
            onChange={(e) => onChange(replaceAt(spans, index, { ...span, open: e.target.value }))}
          />
          <TextField
            label={t('modCloses', { day: name })}
            type="time"
            value={span.close}
            error={message(`${at}/${index}/close`)}
            onChange={(e) => onChange(replaceAt(spans, index, { ...span, close: e.target.value }))}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square text-error mb-2"
            aria-label={t('modRemove', { name: `${name} ${span.open}–${span.close}` })}
            onClick={() => onChange(removeAt(spans, index))}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-ghost btn-xs mt-1"
        disabled={spans.length >= VENUE_LIMITS.spansPerDay}
        onClick={() => onChange([...spans, { open: '09:00', close: '17:00' }])}
      >
        <Icon name="plus" className="size-4" />
        {t('modAddOpening', { day: name })}
      </button>
    </fieldset>
  );
}
