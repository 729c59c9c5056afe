import { useT } from '../lib/i18n';
import { DropZone } from '../ui/DropZone';
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
  return (
    <div className="space-y-2">
      <DropZone
        onFiles={(files) => onFile(files[0])}
        title={busy ? t('importReading') : t('importDrop')}
        hint={hint ?? t('importFileHint')}
        accept={ACCEPT}
        testId="import-file-input"
        busy={busy}
      />
      {example && (
        <a className="link link-primary inline-flex items-center gap-1 text-sm" href={example} download>
          <Icon name="download" className="size-4" />
          {t('importExample')}
        </a>
      )}
    </div>
  );
}
