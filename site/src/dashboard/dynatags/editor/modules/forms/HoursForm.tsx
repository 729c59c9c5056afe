import { VENUE_LIMITS } from '@shared/schemas/venue-fields';
import { TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { removeAt, replaceAt } from '../list-ops';
import { useProblem } from '../use-problem';
import { SpansField } from './SpansField';
import { TimeZoneField } from './TimeZoneField';
import type { FormProps } from './types';

type Exception = FormProps<'hours'>['module']['exceptions'][number];

/** A weekday's name in the editor's language, Monday 0 (2024-01-01 was a Monday). */
const weekday = (day: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));

/** Opening hours: the time zone, each weekday's openings, and exceptions by date (holidays). */
export function HoursForm({ module, onChange, problems }: FormProps<'hours'>) {
  const { t, lang } = useEditorT();
  const message = useProblem(problems);
  const setExceptions = (exceptions: Exception[]) => onChange({ ...module, exceptions });
  return (
    <div className="space-y-2 pt-1">
      <TimeZoneField
        value={module.timeZone}
        error={message('/timeZone')}
        onChange={(timeZone) => onChange({ ...module, timeZone })}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        {module.week.map((spans, day) => (
          <SpansField
            // biome-ignore lint/suspicious/noArrayIndexKey: the seven days are fixed, Monday first
            key={day}
            name={weekday(day, lang)}
            spans={spans}
            at={`/week/${day}`}
            message={message}
            onChange={(next) => onChange({ ...module, week: replaceAt(module.week, day, next) })}
          />
        ))}
      </div>
      <h4 className="pt-2 text-sm font-semibold">{t('modExceptions')}</h4>
      {module.exceptions.map((exception, index) => {
        const name = exception.date || t('modException', { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: exceptions have no id; the index is their identity while editing
          <div key={index} className="space-y-1">
            <div className="flex items-end gap-2">
              <TextField
                label={t('modExceptionDate', { number: index + 1 })}
                type="date"
                value={exception.date}
                error={message(`/exceptions/${index}/date`)}
                onChange={(e) =>
                  setExceptions(replaceAt(module.exceptions, index, { ...exception, date: e.target.value }))
                }
              />
              <TextField
                label={t('modExceptionNote', { number: index + 1 })}
                value={exception.note ?? ''}
                maxLength={200}
                error={message(`/exceptions/${index}/note`)}
                onChange={(e) => {
                  const { note: _old, ...rest } = exception;
                  setExceptions(
                    replaceAt(
                      module.exceptions,
                      index,
                      e.target.value ? { ...rest, note: e.target.value } : rest,
                    ),
                  );
                }}
              />
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square text-error mb-2"
                aria-label={t('modRemove', { name })}
                onClick={() => setExceptions(removeAt(module.exceptions, index))}
              >
                <Icon name="trash" className="size-4" />
              </button>
            </div>
            <SpansField
              name={name}
              spans={exception.spans}
              at={`/exceptions/${index}/spans`}
              message={message}
              onChange={(spans) =>
                setExceptions(replaceAt(module.exceptions, index, { ...exception, spans }))
              }
            />
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-sm"
        disabled={module.exceptions.length >= VENUE_LIMITS.exceptions}
        onClick={() => setExceptions([...module.exceptions, { date: '', spans: [] }])}
      >
        <Icon name="plus" className="size-4" />
        {t('modAddException')}
      </button>
    </div>
  );
}
