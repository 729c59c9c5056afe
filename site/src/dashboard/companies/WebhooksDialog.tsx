import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import { formatDate, useT } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { notify } from '../stores/notifications';
import { useCompanies } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { Icon } from '../ui/icons';
import { LoadFailed, Spinner } from '../ui/parts';
import { SecretOnce, WebhookForm } from './WebhookForm';
import { WebhookLog } from './WebhookLog';
import { ATTEMPT_TIMEOUT_MS, type WebhookEndpoint, type WithSecret } from './webhooks';

/** A company's webhook endpoints (owners): add, test, rotate the secret, turn off or on, delete, and the log. */
export default function WebhooksDialog({ props, isTop, close }: DialogComponentProps<'webhooks'>) {
  const t = useT();
  const company = useCompanies()?.find((c) => c.shortId === props.shortId);
  const [list, setList] = useState<WebhookEndpoint[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const load = useCallback(async () => {
    const answer = await client.GET('/api/v1/companies/{shortId}/webhooks/', {
      params: { path: { shortId: props.shortId } },
      notifyErrors: false,
    });
    setFailed(!answer.ok);
    if (answer.ok && answer.data) setList(answer.data);
  }, [props.shortId]);
  useEffect(() => {
    void load();
  }, [load]);
  const shown = (created: WithSecret) => {
    setSecret(created.secret);
    setList((l) => [...(l ?? []).filter((e) => e.id !== created.endpoint.id), created.endpoint]);
  };
  const replace = (next: WebhookEndpoint) =>
    setList((l) => l?.map((e) => (e.id === next.id ? next : e)) ?? null);

  return (
    <DialogFrame
      title={company ? t('webhooksTitleOf', { name: company.name }) : t('webhooks')}
      onClose={close}
      isTop={isTop}
      size="lg"
    >
      <p className="text-base-content/75 mb-3 text-sm">{t('webhooksIntro')}</p>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      {failed && !list ? (
        <LoadFailed message={t('webhooksLoadFailed')} onRetry={load} retryLabel={t('tryAgain')} />
      ) : !list ? (
        <Spinner label={t('loading')} />
      ) : (
        <div className="space-y-3">
          {list.length === 0 && !adding && <p className="text-sm">{t('webhookNone')}</p>}
          {list.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              companyShortId={props.shortId}
              endpoint={endpoint}
              onChange={replace}
              onSecret={shown}
              onDeleted={() => setList((l) => l?.filter((e) => e.id !== endpoint.id) ?? null)}
            />
          ))}
          {adding ? (
            <WebhookForm
              companyShortId={props.shortId}
              onCancel={() => setAdding(false)}
              onCreated={(created) => {
                setAdding(false);
                shown(created);
              }}
            />
          ) : (
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setAdding(true)}>
              <Icon name="plus" className="size-4" />
              {t('webhookAdd')}
            </button>
          )}
        </div>
      )}
    </DialogFrame>
  );
}

function EndpointCard({
  companyShortId,
  endpoint,
  onChange,
  onSecret,
  onDeleted,
}: {
  companyShortId: string;
  endpoint: WebhookEndpoint;
  onChange: (e: WebhookEndpoint) => void;
  onSecret: (s: WithSecret) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const params = { path: { shortId: companyShortId, endpointId: endpoint.id } };
  const [busy, setBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [logKey, setLogKey] = useState(0);

  const ping = async () => {
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/webhooks/{endpointId}/ping', {
      params,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return;
    const last = answer.data.delivery.log[0];
    if (answer.data.ok) notify(t('webhookPingOk', { status: last.statusCode ?? '' }), { color: 'success' });
    else
      notify(
        t('webhookPingFailed', {
          reason: `${last?.statusCode ?? t('webhookNoAnswer')} ${last?.excerpt ?? ''}`.trim(),
        }),
        {
          color: 'error',
        },
      );
    setLogKey((k) => k + 1);
  };
  const toggle = async () => {
    const answer = await client.PATCH('/api/v1/companies/{shortId}/webhooks/{endpointId}', {
      params,
      body: { enabled: !endpoint.enabled },
    });
    if (answer.ok && answer.data) onChange(answer.data);
  };
  const rotate = () =>
    openDialog('confirm', {
      title: t('webhookRotate'),
      message: t('webhookRotateConfirm'),
      onConfirm: async () => {
        const answer = await client.POST('/api/v1/companies/{shortId}/webhooks/{endpointId}/rotate', {
          params,
        });
        if (answer.ok && answer.data) onSecret(answer.data);
      },
    });
  const remove = () =>
    openDialog('confirm', {
      title: t('delete'),
      message: t('webhookDeleteConfirm', { url: endpoint.url }),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/companies/{shortId}/webhooks/{endpointId}', {
          params,
          notifySuccess: true,
        });
        if (answer.ok) onDeleted();
      },
    });

  const status = endpoint.enabled
    ? ['badge-success', t('webhookOn')]
    : ['badge-error', endpoint.disabledReason === 'failures' ? t('webhookOffFailures') : t('webhookOff')];
  return (
    <section className="rounded-box border border-base-300 p-3" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-mono text-sm">{endpoint.url}</span>
        <span className={`badge badge-sm ${status[0]}`}>{status[1]}</span>
      </div>
      {endpoint.description && <p className="text-sm">{endpoint.description}</p>}
      <p className="text-base-content/70 font-mono text-xs">{endpoint.events.join(', ')}</p>
      {endpoint.failingSince && (
        <p className="text-warning text-xs">
          {t('webhookFailing', { time: formatDate(endpoint.failingSince) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-xs" onClick={ping} disabled={busy} aria-busy={busy}>
          {busy && <span className="loading loading-spinner loading-xs" />}
          {t('webhookPing')}
        </button>
        <button
          type="button"
          className="btn btn-xs"
          onClick={() => setShowLog((s) => !s)}
          aria-expanded={showLog}
        >
          {t('webhookLog')}
        </button>
        <button type="button" className="btn btn-xs" onClick={rotate}>
          <Icon name="key" className="size-3" />
          {t('webhookRotate')}
        </button>
        <button type="button" className="btn btn-xs" onClick={toggle}>
          {endpoint.enabled ? t('webhookTurnOff') : t('webhookTurnOn')}
        </button>
        <button type="button" className="btn btn-xs btn-ghost text-error ms-auto" onClick={remove}>
          <Icon name="trash" className="size-3" />
          {t('delete')}
        </button>
      </div>
      {showLog && (
        <div className="mt-2">
          <WebhookLog key={logKey} companyShortId={companyShortId} endpointId={endpoint.id} />
        </div>
      )}
    </section>
  );
}
