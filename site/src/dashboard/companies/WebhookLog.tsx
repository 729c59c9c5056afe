import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import { type AppKey, formatDate, useT } from '../lib/i18n';
import { Spinner } from '../ui/parts';
import { ATTEMPT_TIMEOUT_MS, type WebhookDelivery } from './webhooks';

const STATE: Record<WebhookDelivery['state'], [AppKey, string]> = {
  pending: ['webhookStatePending', 'badge-warning'],
  delivered: ['webhookStateDelivered', 'badge-success'],
  failed: ['webhookStateFailed', 'badge-error'],
};

/** The last 50 deliveries of an endpoint with every attempt, newest first; each can be sent again. */
export function WebhookLog({ companyShortId, endpointId }: { companyShortId: string; endpointId: string }) {
  const t = useT();

  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const load = useCallback(async () => {
    const answer = await client.GET('/api/v1/companies/{shortId}/webhooks/{endpointId}/deliveries', {
      params: { path: { shortId: companyShortId, endpointId } },
    });
    if (answer.ok && answer.data) setRows(answer.data);
  }, [companyShortId, endpointId]);
  useEffect(() => {
    void load();
  }, [load]);

  const redeliver = async (id: string) => {
    setSending(id);
    const answer = await client.POST(
      '/api/v1/companies/{shortId}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver',
      {
        params: { path: { shortId: companyShortId, endpointId, deliveryId: id } },
        timeoutMs: ATTEMPT_TIMEOUT_MS,
      },
    );
    setSending(null);
    if (answer.ok && answer.data) {
      const next = answer.data.delivery;
      setRows((list) => list?.map((d) => (d.id === next.id ? next : d)) ?? null);
    }
  };

  if (!rows) return <Spinner label={t('loading')} />;
  if (!rows.length) return <p className="text-base-content/70 text-sm">{t('webhookLogEmpty')}</p>;
  return (
    <ul className="divide-y divide-base-300 text-sm" data-testid="webhook-log">
      {rows.map((d) => {
        const [label, tone] = STATE[d.state];
        return (
          <li key={d.id} className="py-2" data-testid="webhook-delivery">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs">{d.type}</span>
              <span className={`badge badge-sm ${tone}`}>{t(label)}</span>
              <span className="text-base-content/70 text-xs">{formatDate(d.createdAt)}</span>
              {d.nextAttemptAt !== null && (
                <span className="text-base-content/70 text-xs">
                  {t('webhookNextAttempt', { time: formatDate(d.nextAttemptAt) })}
                </span>
              )}
              <button
                type="button"
                className="btn btn-xs ms-auto"
                disabled={sending !== null}
                aria-busy={sending === d.id}
                onClick={() => redeliver(d.id)}
              >
                {sending === d.id && <span className="loading loading-spinner loading-xs" />}
                {t('webhookRedeliver')}
              </button>
            </div>
            <ol className="mt-1 space-y-0.5 ps-2 text-xs">
              {d.log.map((a) => (
                <li key={`${a.at}-${a.durationMs}`} className="flex gap-2">
                  <span className="text-base-content/70">{formatDate(a.at)}</span>
                  <span
                    className={a.statusCode !== null && a.statusCode < 300 ? 'text-success' : 'text-error'}
                  >
                    {a.statusCode ?? t('webhookNoAnswer')}
                  </span>
                  <span className="text-base-content/70">{a.durationMs} ms</span>
                  {a.excerpt && <span className="truncate font-mono">{a.excerpt}</span>}
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
