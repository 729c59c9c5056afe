import { useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { Icon } from '../../ui/icons';
import { type AdminKey, useAdminT } from '../i18n';
import { ListState } from '../ListState';
import { useAdminItem } from '../use-admin-list';
import { ConnectionPanel } from './ConnectionPanel';
import { type ConnectNotice, noticeOf, withoutNotice } from './notice';
import { PushesTable } from './PushesTable';
import { SetupSteps } from './SetupSteps';

/** The provider's redirect's outcome, read once from the address, which then loses the query. */
function useConnectNotice() {
  const [notice] = useState<ConnectNotice>(() => noticeOf(location.search));
  useEffect(() => {
    if (notice)
      history.replaceState(history.state, '', `${location.pathname}${withoutNotice(location.search)}`);
  }, [notice]);
  return notice;
}

/** Why connecting failed, by the callback's reason code (api/src/modules/accounting/routes.ts). */
const REASON: Record<string, AdminKey> = {
  state: 'reasonState',
  refused: 'reasonRefused',
  code: 'reasonCode',
  exchange: 'reasonExchange',
  scope: 'reasonScope',
  company: 'reasonCompany',
  notConfigured: 'reasonNotConfigured',
};

function Notice({ notice }: { notice: Exclude<ConnectNotice, null> }) {
  const t = useAdminT();
  const ok = notice.kind === 'connected';
  const reason = notice.kind === 'error' ? REASON[notice.reason] : undefined;
  return (
    <div role="alert" className={`alert alert-soft ${ok ? 'alert-success' : 'alert-error'}`}>
      <Icon name={ok ? 'check' : 'error'} className="size-5" />
      <span>
        {ok ? t('connectedNotice') : reason ? `${t('connectError')} ${t(reason)}` : t('connectError')}
      </span>
    </div>
  );
}

/**
 * Administrator › Accounting: the integration with the accounting system (OAuth 2.0; customers and invoices
 * pushed to it). Not configured: how to connect it. Configured: connect, or the connection with its scopes,
 * disconnect, push now; and every push's state with Retry on the failed ones.
 */
export function AccountingAdmin() {
  const t = useAdminT();
  const notice = useConnectNotice();
  const {
    data: status,
    failed,
    reload,
  } = useAdminItem('/admin/accounting', (options) => client.GET('/api/v1/admin/accounting', options));
  return (
    <div className="space-y-4">
      <p className="text-base-content/75 text-sm">{t('accountingIntro')}</p>
      {notice && <Notice notice={notice} />}
      {!status ? (
        <ListState failed={failed} onRetry={reload} />
      ) : !status.configured ? (
        <SetupSteps status={status} />
      ) : (
        <ConnectionPanel status={status} reload={reload} />
      )}
      {status && (status.configured || status.pushes.length > 0) && (
        <section aria-labelledby="accounting-pushes" className="space-y-2">
          <h3 id="accounting-pushes" className="font-semibold">
            {t('pushesTitle')}
          </h3>
          <PushesTable pushes={status.pushes} done={reload} />
        </section>
      )}
    </div>
  );
}
