import { useStore } from '@nanostores/react';
import type { AccountingStatus } from '@shared/types/billing';
import { formatDate } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { useAdminT } from '../i18n';
import { CONNECT_HREF, confirmDisconnect, providerName, pushNow } from './accounting-actions';

/**
 * A configured integration: connected (company, since when, scopes, push now, disconnect), lapsed (the provider
 * refused to renew the tokens: connect again), or not connected yet (connect).
 */
export function ConnectionPanel({ status, reload }: { status: AccountingStatus; reload: () => void }) {
  const t = useAdminT();
  const lang = useStore($uiLang);
  const provider = providerName(status.provider);
  const since = status.connectedAt ? formatDate(status.connectedAt, lang) : '–';
  const connect = (
    <a className="btn btn-primary btn-sm w-fit" href={CONNECT_HREF}>
      <Icon name="link" className="size-4" />
      {t('connect', { provider })}
    </a>
  );
  const disconnect = (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      onClick={() => confirmDisconnect(provider, reload)}
    >
      {t('disconnect')}
    </button>
  );
  return (
    <div
      className="rounded-box border border-base-300 bg-base-100 space-y-3 p-4"
      data-testid="accounting-connection"
    >
      {status.connected ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="badge badge-success">{t('connected')}</span>
            <span>{t('connectedTo', { provider, company: status.companyName ?? '–', date: since })}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span id="accounting-scopes">{t('scopes')}</span>
            <ul className="flex flex-wrap gap-1" aria-labelledby="accounting-scopes">
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
            {disconnect}
          </div>
        </>
      ) : status.needsReconnect ? (
        <>
          <div role="alert" className="alert alert-warning alert-soft text-sm">
            <Icon name="warning" className="size-5" />
            <span>{t('needsReconnect', { provider, company: status.companyName ?? '–', date: since })}</span>
          </div>
          <div className="flex flex-wrap gap-2">
            {connect}
            {disconnect}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">{t('notConnected', { provider })}</p>
          {connect}
        </>
      )}
    </div>
  );
}
