import { useStore } from '@nanostores/react';
import type { BulkJob } from '@shared/schemas/dynatag-bulk';
import { useState } from 'react';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { useTagsT } from '../list/i18n';
import { BulkRows } from './BulkRows';
import { bulkFile, type BulkProgress as Progress } from './bulk-job';

type Format = 'both' | 'svg' | 'png';

/** The job's progress bar while it runs; when done, what it made, what failed and the downloads. */
export function BulkProgress({ progress, job }: { progress: Progress; job: BulkJob | null }) {
  const t = useTagsT();
  const lang = useStore($uiLang);
  const [format, setFormat] = useState<Format>('both');
  const created = progress.done - progress.failed;
  const running = progress.status === 'running';
  return (
    <div className="space-y-4">
      <div>
        <h3 id="bulk-progress" className="mb-1 text-sm font-semibold">
          {t('bulkProgress')}
        </h3>
        <progress
          className="progress progress-primary w-full"
          value={progress.done}
          max={Math.max(progress.total, 1)}
          aria-labelledby="bulk-progress"
        />
        <p className="text-sm" role="status" aria-live="polite" data-testid="bulk-progress-text">
          {running
            ? t('bulkProgressText', {
                done: progress.done,
                total: progress.total,
                created,
                failed: progress.failed,
              })
            : progress.status === 'done'
              ? t('bulkDone', { created, failed: progress.failed })
              : t('bulkStopped')}
        </p>
      </div>
      {!running && (
        <section aria-labelledby="bulk-downloads" className="space-y-2">
          <h3 id="bulk-downloads" className="text-sm font-semibold">
            {t('bulkDownloads')}
          </h3>
          {created > 0 && (
            <div className="flex flex-wrap items-end gap-2">
              <label className="text-sm">
                <span className="mb-1 block">{t('bulkFormat')}</span>
                <select
                  className="select select-sm"
                  value={format}
                  onChange={(e) => setFormat(e.target.value as Format)}
                >
                  <option value="both">{t('bulkFormatBoth')}</option>
                  <option value="svg">{t('bulkFormatSvg')}</option>
                  <option value="png">{t('bulkFormatPng')}</option>
                </select>
              </label>
              <a
                className="btn btn-primary btn-sm"
                href={bulkFile(progress.id, 'qr.zip', { lang, formats: format })}
                download
              >
                <Icon name="download" className="size-4" />
                {t('bulkZip')}
              </a>
              <a className="btn btn-sm" href={bulkFile(progress.id, 'sheet.pdf', { lang })} download>
                <Icon name="file" className="size-4" />
                {t('bulkSheet')}
              </a>
            </div>
          )}
          {progress.failed > 0 && (
            <a className="btn btn-sm" href={bulkFile(progress.id, 'report.csv', { lang })} download>
              <Icon name="table" className="size-4" />
              {t('bulkReport')}
            </a>
          )}
        </section>
      )}
      {!running && job && job.failures.length > 0 && (
        <BulkRows
          caption={t('bulkFailures')}
          height="max-h-[30vh]"
          rows={job.failures.map((f) => ({
            row: f.row,
            name: f.name,
            check: <span className="text-error text-xs">{f.message}</span>,
          }))}
        />
      )}
    </div>
  );
}
