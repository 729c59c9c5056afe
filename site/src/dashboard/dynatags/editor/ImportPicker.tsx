import type { DynatagDetail, DynatagList } from '@shared/types/dynatags';
import { useEffect, useId, useState } from 'react';
import { client } from '../../lib/client';
import { Spinner } from '../../ui/parts';
import { useEditorT } from './modules/i18n';

/**
 * Import from another dynatag of the same company: its modules and their files are appended to this tag
 * (POST api/v1/dynatags/{id}/import, based on the version loaded here).
 */
export function ImportPicker({
  companyId,
  id,
  version,
  onImported,
  onConflict,
  onCancel,
  ownWrite,
}: {
  companyId: string;
  id: string;
  version: number;
  onImported: (detail: DynatagDetail) => void;
  onConflict: () => void;
  onCancel: () => void;
  ownWrite: <T>(write: () => Promise<T>) => Promise<T>;
}) {
  const { t } = useEditorT();
  const group = useId();
  const [list, setList] = useState<DynatagList['dynatags'] | null>(null);
  const [from, setFrom] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void client
      .GET('/api/v1/dynatags/companies/{companyId}', { params: { path: { companyId } } })
      .then((answer) => {
        setList(answer.ok && answer.data ? answer.data.dynatags.filter((tag) => tag.id !== id) : []);
      });
  }, [companyId, id]);

  const run = async () => {
    setBusy(true);
    const answer = await ownWrite(() =>
      client.POST('/api/v1/dynatags/{id}/import', {
        params: { path: { id } },
        body: { from, baseVersion: version },
        notifySuccess: true,
      }),
    );
    setBusy(false);
    if (answer.ok && answer.data) onImported(answer.data);
    else if (answer.status === 409) onConflict();
  };

  return (
    <div className="rounded-box border border-base-300 bg-base-200/50 p-3" data-testid="import-picker">
      <p id={group} className="mb-2 text-sm font-medium">
        {t('importPick')}
      </p>
      {!list ? (
        <Spinner label={t('importLoading')} />
      ) : list.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('importNone')}</p>
      ) : (
        <div role="radiogroup" aria-labelledby={group} className="max-h-48 space-y-1 overflow-y-auto">
          {list.map((tag) => (
            <label key={tag.id} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={group}
                className="radio radio-sm radio-primary"
                checked={from === tag.id}
                onChange={() => setFrom(tag.id)}
              />
              <span className="min-w-0 flex-1 truncate">{tag.name}</span>
              <span className="text-base-content/70 text-xs">
                {t('importModules', { count: tag.moduleCount })}
              </span>
            </label>
          ))}
        </div>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel}>
          {t('cancelImport')}
        </button>
        {list && list.length > 0 && (
          <button type="button" className="btn btn-sm btn-primary" disabled={!from || busy} onClick={run}>
            {busy && <span className="loading loading-spinner loading-xs" />}
            {t('importRun')}
          </button>
        )}
      </div>
    </div>
  );
}
