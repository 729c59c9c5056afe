import { useT } from '../lib/i18n';
import { DropZone } from '../ui/DropZone';
import { Icon } from '../ui/icons';

/** The example the dialog offers (and the demo imports): a Swedish Excel export, semicolons and a BOM. */
export const EXAMPLE_SPREADSHEET = '/examples/colleagues.csv';
const ACCEPT = '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Choose or drop one spreadsheet; the server reads it. */
export function ImportDropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <DropZone
        onFiles={(files) => onFile(files[0])}
        title={busy ? t('importReading') : t('importDrop')}
        hint={t('importFileHint')}
        accept={ACCEPT}
        testId="import-file-input"
        busy={busy}
      />
      <a
        className="link link-primary inline-flex items-center gap-1 text-sm"
        href={EXAMPLE_SPREADSHEET}
        download
      >
        <Icon name="download" className="size-4" />
        {t('importExample')}
      </a>
    </div>
  );
}
