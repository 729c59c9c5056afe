import { useState } from 'react';
import { TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import type { Problems } from '../check';
import { useEditorT } from '../i18n';
import { hasRoom, moveItem, removeAt, replaceAt } from '../list-ops';
import { appendWithin, type PastedPlace } from '../points';
import { useProblem } from '../use-problem';
import { NumberField } from './NumberField';

export type Place = { lat: number; lng: number; label?: string; text?: string };
const SHOWN = 50;

/**
 * The places of a route (stops) or of a markers map: coordinates, a name (and for markers a text), in order,
 * up to `limit`; added one by one, pasted or imported. Long lists show their first 50 until asked for all.
 */
export function PlacesEditor<P extends Place>({
  kind,
  items,
  onItems,
  make,
  limit,
  path,
  problems,
}: {
  kind: 'stops' | 'places';
  items: P[];
  onItems: (items: P[]) => void;
  /** A place of this list from a pasted one (or a new, empty one). */
  make: (place: PastedPlace) => P;
  limit: number;
  /** The list's path in the module ("/points", "/markers"). */
  path: string;
  problems: Problems;
}) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const [all, setAll] = useState(false);
  const stops = kind === 'stops';
  const full = !hasRoom(items.length, limit);
  const shown = all ? items : items.slice(0, SHOWN);
  const patch = (index: number, fields: Partial<Place>) =>
    onItems(replaceAt(items, index, { ...items[index], ...fields }));
  const listError = problems[path] ? message(path) : undefined;
  return (
    <div className="space-y-2 py-1">
      <ol className="space-y-1">
        {shown.map((item, index) => {
          const at = `${path}/${index}`;
          const n = { number: index + 1 };
          const name = t(stops ? 'modStopNumber' : 'modPlaceNumber', n);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: places have no id; the index is their identity while editing
              key={index}
              className="border-base-300 grid items-end gap-x-2 border-b pb-1 sm:grid-cols-[1fr_1fr_2fr_auto]"
            >
              <NumberField
                label={t(stops ? 'modStopLat' : 'modPlaceLat', n)}
                value={item.lat}
                onValue={(lat) => patch(index, { lat })}
                error={message(`${at}/lat`)}
              />
              <NumberField
                label={t(stops ? 'modStopLng' : 'modPlaceLng', n)}
                value={item.lng}
                onValue={(lng) => patch(index, { lng })}
                error={message(`${at}/lng`)}
              />
              <TextField
                label={t(stops ? 'modStopName' : 'modPlaceName', n)}
                value={item.label ?? ''}
                maxLength={200}
                error={message(`${at}/label`)}
                onChange={(e) => patch(index, { label: e.target.value })}
              />
              <div className="flex pb-2">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('modMoveUp', { name })}
                  disabled={index === 0}
                  onClick={() => onItems(moveItem(items, index, index - 1))}
                >
                  <Icon name="arrowUp" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('modMoveDown', { name })}
                  disabled={index === items.length - 1}
                  onClick={() => onItems(moveItem(items, index, index + 1))}
                >
                  <Icon name="arrowDown" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square text-error"
                  aria-label={t('modRemove', { name })}
                  onClick={() => onItems(removeAt(items, index))}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </div>
              {!stops && (
                <div className="sm:col-span-3">
                  <TextField
                    label={t('modPlaceText', n)}
                    value={item.text ?? ''}
                    maxLength={1000}
                    error={message(`${at}/text`)}
                    onChange={(e) => patch(index, { text: e.target.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {items.length > shown.length && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAll(true)}>
          {t('modShowAll', { count: items.length })}
        </button>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm"
          disabled={full}
          onClick={() => onItems([...items, make({ lat: Number.NaN, lng: Number.NaN, label: '', text: '' })])}
        >
          <Icon name="plus" className="size-4" />
          {t(stops ? 'modAddStop' : 'modAddPlace')}
        </button>
        <span className={`text-xs ${full || listError ? 'text-error font-medium' : 'text-base-content/70'}`}>
          {full
            ? t(stops ? 'modStopLimit' : 'modPlaceLimit')
            : t(stops ? 'modStopCount' : 'modPlaceCount', { count: items.length, limit })}
        </span>
      </div>
    </div>
  );
}

/** Adds pasted places to a list, as far as the limit allows. */
export const pasteInto = <P extends Place>(
  items: P[],
  pasted: PastedPlace[],
  make: (p: PastedPlace) => P,
  limit: number,
) => appendWithin(items, pasted.map(make), limit);
