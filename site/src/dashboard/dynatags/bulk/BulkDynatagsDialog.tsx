import type { BulkJob, BulkPreview as Preview } from '@shared/schemas/dynatag-bulk';
import { useId, useState } from 'react';
import { ImportDropZone } from '../../companies/ImportDropZone';
import { client } from '../../lib/client';
import type { ApiResult } from '../../lib/envelope';
import { withPriceConfirmation } from '../../lib/price-confirm';
import { DialogFrame } from '../../ui/Dialog';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { FormMessage } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import { useTagsT } from '../list/i18n';
import { BulkPreview } from './BulkPreview';
import { BulkProgress } from './BulkProgress';
import { useBulkJob } from './use-bulk-job';

const formOf = (file: File, templateId: string, acceptMonthlyPrice?: number) => {
  const form = new FormData();
  form.append('file', file);
  form.append('templateId', templateId);
  if (acceptMonthlyPrice !== undefined) form.append('acceptMonthlyPrice', String(acceptMonthlyPrice));
  return form;
};

/**
 * Dynatags from a spreadsheet (issue 23, owners): choose the template tag and a CSV or XLSX file; the server
 * answers the columns, the template's placeholders and the first rows' problems; one action starts the job,
 * whose progress arrives over the live stream; then the QR codes, the print sheet and the failure report.
 */
export default function BulkDynatagsDialog({ props, isTop, close }: DialogComponentProps<'bulkDynatags'>) {
  const t = useTagsT();
  const templateFieldId = useId();
  const [templateId, setTemplateId] = useState(props.templates[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ApiResult | null>(null);
  const { progress, job, last, follow } = useBulkJob(props.companyId);

  const read = async (chosen: File, template = templateId) => {
    setBusy(true);
    setMessage(null);
    const answer = await client.POST('/api/v1/dynatags/bulk/preview', {
      body: formOf(chosen, template),
      notifyErrors: false,
      timeoutMs: 30_000,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) {
      setPreview(null);
      return setMessage(answer);
    }
    setFile(chosen);
    setPreview(answer.data);
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    const answer = await withPriceConfirmation<BulkJob>(props.companyId, (accept) =>
      client.POST('/api/v1/dynatags/bulk/', {
        body: formOf(file, templateId, accept),
        notifyErrors: false,
        timeoutMs: 30_000,
      }),
    );
    setBusy(false);
    if (answer.declined) return;
    if (!answer.ok || !answer.data) return setMessage(answer);
    follow(answer.data);
  };

  const rows = preview?.totalRows ?? 0;
  const toMake = preview?.toMake ?? 0;
  return (
    <DialogFrame title={t('bulkTitle')} onClose={close} isTop={isTop} size="xl">
      {progress ? (
        <BulkProgress progress={progress} job={job} />
      ) : (
        <div className="space-y-3">
          {last && (
            <p className="text-base-content/80 flex flex-wrap items-center gap-2 text-sm">
              {t('bulkLastJob', { created: last.created, failed: last.failed })}
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => follow(last)}>
                {t('bulkShowLast')}
              </button>
            </p>
          )}
          <p className="text-base-content/80 text-sm">
            {t('bulkIntro', { example: `{{${t('bulkExampleColumn')}}}` })}
          </p>
          <div>
            <label className="mb-1 block text-sm font-medium" htmlFor={templateFieldId}>
              {t('bulkTemplate')}
            </label>
            <select
              id={templateFieldId}
              className="select w-full sm:max-w-md"
              value={templateId}
              disabled={busy}
              onChange={(e) => {
                setTemplateId(e.target.value);
                if (file) void read(file, e.target.value);
              }}
            >
              {props.templates.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </div>
          {preview && file ? (
            <>
              <p className="text-base-content/70 flex flex-wrap items-center gap-2 text-sm">
                <Icon name="table" className="size-4" />
                {t('bulkRowsIn', { count: rows, file: file.name })}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  onClick={() => {
                    setFile(null);
                    setPreview(null);
                    setMessage(null);
                  }}
                >
                  {t('bulkOtherFile')}
                </button>
              </p>
              <BulkPreview preview={preview} />
              {toMake < rows && (
                <p className="alert alert-warning alert-soft dc-alert text-sm" data-testid="bulk-left-out">
                  <Icon name="warning" className="size-4" />
                  {t('bulkLeftOut', { count: rows - toMake })}
                </p>
              )}
            </>
          ) : (
            <ImportDropZone
              busy={busy}
              onFile={(chosen) => void read(chosen)}
              hint={t('bulkFileHint')}
              example={null}
            />
          )}
          <FormMessage result={message} />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('cancel')}
            </button>
            {preview && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || !preview.nameColumn || toMake === 0}
                aria-busy={busy}
                onClick={start}
              >
                {busy && <span className="loading loading-spinner loading-sm" />}
                <Icon name="plus" className="size-4" />
                {t('bulkStart', { count: toMake })}
              </button>
            )}
          </div>
        </div>
      )}
      {progress && (
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn" onClick={close}>
            {t('bulkClose')}
          </button>
        </div>
      )}
    </DialogFrame>
  );
}
