import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';

/** The example the dialog offers (and the demo imports): a Swedish Excel export, semicolons and a BOM. */
export const EXAMPLE_SPREADSHEET = '/examples/colleagues.csv';
const ACCEPT = '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Choose or drop one spreadsheet; the server reads it. `hint` and `example` default to the colleague import's
 * (the dynatags' spreadsheet dialog has its own hint and no example file).
 */
export function ImportDropZone({
  busy,
  onFile,
  hint,
  example = EXAMPLE_SPREADSHEET,
}: {
  busy: boolean;
  onFile: (file: File) => void;
  hint?: string;
  example?: string | null;
}) {
  const t = useT();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file && !busy) onFile(file);
        }}
        className={`rounded-box flex cursor-pointer flex-col items-center gap-1 border-2 border-dashed px-4 py-8 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${dragging ? 'border-primary bg-primary/5' : 'border-base-300'}`}
      >
        {busy ? (
          <span className="loading loading-spinner text-primary" />
        ) : (
          <Icon name="upload" className="text-primary size-7" />
        )}
        <span className="font-medium">{busy ? t('importReading') : t('importDrop')}</span>
        <span className="text-base-content/70 max-w-prose text-xs">{hint ?? t('importFileHint')}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          data-testid="import-file-input"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {example && (
        <a className="link link-primary inline-flex items-center gap-1 text-sm" href={example} download>
          <Icon name="download" className="size-4" />
          {t('importExample')}
        </a>
      )}
    </div>
  );
}
