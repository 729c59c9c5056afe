import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import type { ApiResult } from '../lib/envelope';
import { formatDate, formatDateOnly, useT } from '../lib/i18n';
import { formatBytes } from '../lib/validate';
import { FormMessage, SubmitButton } from '../ui/fields';
import { Icon } from '../ui/icons';

type DataExport = {
  id: string;
  state: 'queued' | 'ready' | 'failed';
  createdAt: number;
  readyAt: number | null;
  expiresAt: number | null;
  size: number | null;
};

/** A copy of one's own data (issue 33): asked for here, made as a job, mailed as a link that works for 7 days. */
export function MyDataTab() {
  const t = useT();
  const [latest, setLatest] = useState<DataExport | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);

  const load = useCallback(async () => {
    const answer = await client.GET('/api/v1/users/me/data-export');
    const found = answer.ok ? ((answer.data as DataExport | null) ?? null) : null;
    setLatest(found);
    // "We are making a copy…" is over once it is made: the state below says what happened.
    if (found?.state !== 'queued') setResult((shown) => (shown?.ok ? null : shown));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // While it is being made, look again now and then (the job takes seconds to minutes).
  useEffect(() => {
    if (latest?.state !== 'queued') return;
    const timer = setTimeout(() => void load(), 5000);
    return () => clearTimeout(timer);
  }, [latest, load]);

  const ask = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.POST('/api/v1/users/me/data-export', { notifyErrors: false });
    setBusy(false);
    setResult(answer);
    if (answer.ok) await load();
  };

  const ready = latest?.state === 'ready' && latest.expiresAt && latest.expiresAt > Date.now();
  return (
    <form onSubmit={ask} noValidate className="space-y-4" data-testid="my-data">
      <p className="text-sm">{t('myDataIntro')}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>{t('myDataJson')}</li>
        <li>{t('myDataFiles')}</li>
        <li>{t('myDataLink')}</li>
      </ul>
      <FormMessage result={result} />
      {latest?.state === 'queued' && (
        <p role="status" className="flex items-center gap-2 text-sm" data-testid="my-data-state">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t('myDataQueued', { date: formatDate(latest.createdAt) })}
        </p>
      )}
      {ready && (
        <p role="status" className="flex items-center gap-2 text-sm" data-testid="my-data-state">
          <Icon name="mail" className="size-4" />
          {t('myDataReady', {
            date: formatDate(latest.readyAt ?? latest.createdAt),
            until: formatDateOnly(latest.expiresAt!),
            size: formatBytes(latest.size ?? 0),
          })}
        </p>
      )}
      {latest?.state === 'failed' && (
        <p role="alert" className="text-error text-sm">
          {t('myDataFailed')}
        </p>
      )}
      <div className="flex justify-end">
        <SubmitButton busy={busy} disabled={latest?.state === 'queued'}>
          <Icon name="download" className="size-4" />
          {t('myDataAsk')}
        </SubmitButton>
      </div>
    </form>
  );
}
