import { useStore } from '@nanostores/react';
import type { AccountingStatus } from '@shared/types/billing';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { useAdminT } from '../i18n';
import { ListState } from '../ListState';
import { CONNECT_HREF, confirmDisconnect, pushNow } from './accounting-actions';
import { type ConnectNotice, noticeOf, withoutNotice } from './notice';
import { PushesTable } from './PushesTable';
import { SetupSteps } from './SetupSteps';

function useAccounting() {
  const [state, setState] = useState<{ status: AccountingStatus | null; failed: boolean }>({
    status: null,
    failed: false,
  });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void api<AccountingStatus>('GET', '/admin/accounting', {
      signal: controller.signal,
      notifyErrors: false,
    }).then((r) => {
      if (!r.aborted) setState((s) => ({ status: r.ok ? r.data : s.status, failed: !r.ok }));
    });
    return () => controller.abort();
  }, [version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** The provider's redirect's outcome, read once from the address, which then loses the query. */
function useConnectNotice() {
  const [notice] = useState<ConnectNotice>(() => noticeOf(location.search));
  useEffect(() => {
    if (notice)
      history.replaceState(history.state, '', `${location.pathname}${withoutNotice(location.search)}`);
  }, [notice]);
  return notice;
}

/**
 * Administrator › Accounting: the integration with the accounting system (OAuth 2.0; customers and invoices
 * pushed to it). Not configured: how to connect it. Configured: connect, or the connection with its scopes,
 * disconnect, push now, and every push's state with Retry on the failed ones.
 */
export function AccountingAdmin() {
  const t = useAdminT();
  const lang = useStore($uiLang);
  const notice = useConnectNotice();
  const { status, failed, reload } = useAccounting();
  return (
    <div className="space-y-4">
      <p className="text-base-content/75 text-sm">{t('accountingIntro')}</p>
      {notice && (
        <div
          role="alert"
          className={`alert ${notice.kind === 'connected' ? 'alert-success' : 'alert-error'}`}
        >
          <Icon name={notice.kind === 'connected' ? 'check' : 'error'} className="size-5" />
          <span>
            {notice.kind === 'connected'
              ? t('connectedNotice')
              : notice.reason
                ? t('connectErrorReason', { reason: notice.reason })
                : t('connectError')}
          </span>
        </div>
      )}
      {!status ? (
        <ListState failed={failed} onRetry={reload} />
      ) : !status.configured ? (
        <SetupSteps status={status} />
      ) : (
        <>
          <div
            className="rounded-box border border-base-300 bg-base-100 space-y-3 p-4"
            data-testid="accounting-connection"
          >
            {status.connected ? (
              <>
                <p className="flex flex-wrap items-center gap-2">
                  <span className="badge badge-success">{t('connected')}</span>
                  <span>
                    {t('connectedTo', {
                      provider: status.provider,
                      company: status.companyName ?? '–',
                      date: status.connectedAt ? formatDate(status.connectedAt, lang) : '–',
                    })}
                  </span>
                </p>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span>{t('scopes')}</span>
                  <ul className="flex flex-wrap gap-1" aria-label={t('scopes')}>
                    {status.scopes.map((scope) => (
                      <li key={scope} className="badge badge-outline badge-sm font-mono">
                        {scope}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn btn-primary btn-sm" onClick={() => pushNow(reload)}>
                    <Icon name="refresh" className="size-4" />
                    {t('pushNow')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => confirmDisconnect(status, reload)}
                  >
                    {t('disconnect')}
                  </button>
                </div>
              </>
            ) : (
              <>
                <p className="text-sm">{t('notConnected', { provider: status.provider })}</p>
                <a className="btn btn-primary btn-sm w-fit" href={CONNECT_HREF}>
                  <Icon name="link" className="size-4" />
                  {t('connect', { provider: status.provider })}
                </a>
              </>
            )}
          </div>
          <section aria-labelledby="accounting-pushes" className="space-y-2">
            <h3 id="accounting-pushes" className="font-semibold">
              {t('pushesTitle')}
            </h3>
            <PushesTable pushes={status.pushes} done={reload} />
          </section>
        </>
      )}
    </div>
  );
}
