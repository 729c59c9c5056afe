import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { formatDate, useT } from '../../lib/i18n';
import { openDialog } from '../../stores/dialogs';
import { notify } from '../../stores/notifications';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { LoadFailed, Spinner } from '../../ui/parts';
import type { CrmNotice } from './crm-return';
import { PROVIDER_NAMES, type Provider, REASONS, useCrmT } from './crm-texts';
import type { CrmStatus } from './crm-types';
import { FailedLeads } from './FailedLeads';
import { MappingTable } from './MappingTable';

/** While connected, the counts are read again this often. */
const REFRESH_MS = 5000;

function Notice({ notice, provider }: { notice: CrmNotice; provider: string }) {
  const t = useCrmT();
  const ok = notice.result === 'connected';
  const reason = notice.reason ? REASONS[notice.reason] : undefined;
  const text =
    notice.result === 'connected'
      ? t('crmNoticeConnected', { provider })
      : notice.result === 'reconnect'
        ? t('crmNoticeReconnect')
        : `${t('crmNoticeError')}${reason ? ` ${t(reason)}` : ''}`;
  return (
    <div role="alert" className={`alert alert-soft text-sm ${ok ? 'alert-success' : 'alert-warning'}`}>
      <Icon name={ok ? 'check' : 'warning'} className="size-5" />
      <span>{text}</span>
    </div>
  );
}

/** To the CRM's authorisation page (the API answers its address, with a state bound to this owner). */
async function connect(shortId: string, provider: Provider) {
  const answer = await client.POST('/api/v1/companies/{shortId}/crm/connect/{provider}', {
    params: { path: { shortId, provider } },
  });
  if (answer.ok && answer.data) location.assign(answer.data.url);
}

/**
 * The company dialog's CRM tab (owners): connect HubSpot or Salesforce (only those the server has an app for),
 * then the connected account, the queue's counts, the leads the CRM refused with their reasons and "send again",
 * the field mapping, disconnect. Loaded when opened.
 */
export default function CrmTab({ companyShortId, notice }: { companyShortId: string; notice?: CrmNotice }) {
  const t = useCrmT();
  const appT = useT();
  const lang = useStore($uiLang);
  const [status, setStatus] = useState<CrmStatus | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const answer = await client.GET('/api/v1/companies/{shortId}/crm', {
      params: { path: { shortId: companyShortId } },
      notifyErrors: false,
    });
    if (answer.ok && answer.data) setStatus(answer.data);
    else setFailed(true);
  }, [companyShortId]);
  useEffect(() => {
    void load();
  }, [load]);
  // The queue moves on its own (every few seconds): the counts and the failed leads follow while the tab is open.
  const connected = Boolean(status?.connection);
  useEffect(() => {
    if (!connected) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [connected, load]);

  if (!status) {
    return failed ? (
      <LoadFailed message={t('crmLoadFailed')} onRetry={load} retryLabel={appT('tryAgain')} />
    ) : (
      <Spinner label={appT('loading')} />
    );
  }
  const connection = status.connection;
  const name = connection ? PROVIDER_NAMES[connection.provider] : '';

  const disconnect = () =>
    openDialog('confirm', {
      title: t('crmDisconnectTitle', { provider: name }),
      message: t('crmDisconnectConfirm', { provider: name, account: connection?.accountName ?? '' }),
      confirmLabel: t('crmDisconnect'),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/companies/{shortId}/crm', {
          params: { path: { shortId: companyShortId } },
        });
        if (answer.ok && answer.data) {
          setStatus(answer.data);
          notify(answer.message, { color: 'success' });
        }
      },
    });

  return (
    <div className="space-y-5" data-testid="company-crm">
      <p className="text-base-content/75 text-sm">{t('crmIntro')}</p>
      {notice && <Notice notice={notice} provider={name} />}
      {!connection ? (
        status.available.length ? (
          <div className="flex flex-wrap gap-2">
            {status.available.map((provider) => (
              <button
                key={provider}
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => void connect(companyShortId, provider)}
              >
                <Icon name="link" className="size-4" />
                {t('crmConnectTo', { provider: PROVIDER_NAMES[provider] })}
              </button>
            ))}
          </div>
        ) : (
          <p className="alert alert-info alert-soft text-sm" role="note">
            {t('crmNoneOffered')}
          </p>
        )
      ) : (
        <>
          <div className="rounded-box border border-base-300 space-y-3 p-4" data-testid="crm-connection">
            {connection.state === 'connected' ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="badge badge-success">{t('crmConnected')}</span>
                <span>
                  {t('crmConnectedTo', {
                    provider: name,
                    account: connection.accountName,
                    name: connection.connectedBy ?? '–',
                    date: formatDate(connection.connectedAt, lang),
                  })}
                </span>
              </p>
            ) : (
              <div role="alert" className="alert alert-warning alert-soft text-sm">
                <Icon name="warning" className="size-5" />
                <span>{t('crmNeedsReconnect', { provider: name, account: connection.accountName })}</span>
              </div>
            )}
            {connection.pausedUntil && (
              <p className="text-base-content/75 text-sm">
                {t('crmPaused', { provider: name, time: formatDate(connection.pausedUntil, lang) })}
              </p>
            )}
            <dl className="stats stats-horizontal border border-base-300 w-full" data-testid="crm-counts">
              {(
                [
                  ['queued', 'crmCountQueued'],
                  ['synced', 'crmCountSynced'],
                  ['failed', 'crmCountFailed'],
                ] as const
              ).map(([key, label]) => (
                <div key={key} className="stat px-4 py-2" data-count={key}>
                  <dt className="stat-title text-base-content/80">{t(label)}</dt>
                  <dd className="stat-value text-2xl tabular-nums">{connection.counts[key]}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              {connection.state === 'reconnect' && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => void connect(companyShortId, connection.provider)}
                >
                  <Icon name="link" className="size-4" />
                  {t('crmReconnect', { provider: name })}
                </button>
              )}
              <button type="button" className="btn btn-outline btn-error btn-sm" onClick={disconnect}>
                {t('crmDisconnect')}
              </button>
            </div>
          </div>
          <FailedLeads companyShortId={companyShortId} connection={connection} reload={load} />
          <MappingTable companyShortId={companyShortId} connection={connection} onStatus={setStatus} />
        </>
      )}
    </div>
  );
}
