import { useId, useState } from 'react';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { type PastedPlace, parsePlaces } from '../points';

type Outcome = { added: number; dropped: number; skipped: { line: number; text: string }[] };

/** "Paste a list" of places (or import a CSV file): parsed, added up to the limit, bad lines reported. */
export function PastePanel({
  kind,
  onPlaces,
}: {
  kind: 'stops' | 'places';
  /** Adds the places; answers how many were added and how many did not fit. */
  onPlaces: (places: PastedPlace[]) => { added: number; dropped: number };
}) {
  const { t } = useEditorT();
  const fileId = useId();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const add = (input: string) => {
    const { places, skipped } = parsePlaces(input);
    const { added, dropped } = onPlaces(places);
    setOutcome({ added, dropped, skipped });
    if (added > 0 || places.length > 0) setText('');
  };
  return (
    <details className="rounded-box border-base-300 border px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">{t('modPaste')}</summary>
      <div className="fieldset pt-2">
        <label htmlFor={`${fileId}-text`} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
          {t(kind === 'stops' ? 'modPasteStops' : 'modPastePlaces')}
        </label>
        <textarea
          id={`${fileId}-text`}
          className="textarea w-full font-mono text-xs"
          rows={5}
          value={text}
          placeholder={
            kind === 'stops' ? '59.3293, 18.0686, Stockholm' : '59.3293; 18.0686; Hall A; Entrance'
          }
          aria-describedby={`${fileId}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${fileId}-hint`} className="text-base-content/70 text-xs">
          {t(kind === 'stops' ? 'modPasteHint' : 'modPastePlacesHint')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <button type="button" className="btn btn-sm" disabled={!text.trim()} onClick={() => add(text)}>
          <Icon name="plus" className="size-4" />
          {t('modPasteAdd')}
        </button>
        <label htmlFor={fileId} className="btn btn-sm btn-ghost has-[:focus-visible]:outline-2">
          <Icon name="upload" className="size-4" />
          {t('modImportCsv')}
          <input
            id={fileId}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) add(await file.text());
            }}
          />
        </label>
      </div>
      {outcome && (
        <div role="status" className="pt-2 text-xs">
          <p>
            {t('modPasteAdded', { count: outcome.added })}{' '}
            {outcome.dropped > 0 && t('modPasteNoRoom', { count: outcome.dropped })}
          </p>
          <ul className="text-warning">
            {outcome.skipped.slice(0, 5).map((s) => (
              <li key={s.line}>{t('modPasteSkipped', { line: s.line, text: s.text })}</li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
