import { useStore } from '@nanostores/react';
import type { AccountingPushRow } from '@shared/types/billing';
import { formatDate } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { AdminTable } from '../AdminTable';
import { useAdminT } from '../i18n';
import { retryPush } from './accounting-actions';

const STATE = {
  pending: { key: 'statePending', badge: 'badge-info' },
  done: { key: 'stateDone', badge: 'badge-success' },
  failed: { key: 'stateFailed', badge: 'badge-error' },
} as const;

/** What was sent to the accounting system: kind, what, state, attempts, the last error, Retry on failed ones. */
export function PushesTable({ pushes, done }: { pushes: AccountingPushRow[]; done: () => void }) {
  const t = useAdminT();
  const lang = useStore($uiLang);
  if (!pushes.length) return <p className="text-base-content/75 text-sm">{t('pushesEmpty')}</p>;
  return (
    <AdminTable
      testId="accounting-pushes"
      caption={t('pushesTitle')}
      columns={7}
      empty={false}
      head={
        <>
          <th scope="col">{t('colWhat')}</th>
          <th scope="col">{t('colKind')}</th>
          <th scope="col">{t('colState')}</th>
          <th scope="col" className="text-end">
            {t('colAttempts')}
          </th>
          <th scope="col">{t('colLastError')}</th>
          <th scope="col">{t('colUpdated')}</th>
        </>
      }
    >
      {pushes.map((push) => {
        const state = STATE[push.state];
        return (
          <tr key={push.id} data-testid="push-row" data-state={push.state}>
            <td className="font-medium">
              <div>
                {push.label}
                {push.externalId && (
                  <div className="text-base-content/70 font-mono text-xs font-normal">{push.externalId}</div>
                )}
              </div>
            </td>
            <td data-label={t('colKind')}>{t(push.kind === 'customer' ? 'kindCustomer' : 'kindInvoice')}</td>
            <td data-label={t('colState')}>
              <span className={`badge badge-sm whitespace-nowrap ${state.badge}`}>{t(state.key)}</span>
            </td>
            <td data-label={t('colAttempts')} className="text-end tabular-nums">
              {push.attempts}
            </td>
            <td data-label={t('colLastError')} className="text-error sm:max-w-64 break-words text-xs">
              {push.lastError ?? <span className="text-base-content/70">–</span>}
            </td>
            <td data-label={t('colUpdated')} className="whitespace-nowrap">
              {formatDate(push.updatedAt, lang)}
              {push.state === 'pending' && push.attempts > 0 && (
                <div className="text-base-content/70 text-xs">
                  {t('nextAttempt', { date: formatDate(push.nextAttemptAt, lang) })}
                </div>
              )}
            </td>
            <td className="sm:text-end">
              {push.state === 'failed' && (
                <button
                  type="button"
                  className="btn btn-xs btn-outline whitespace-nowrap"
                  aria-label={t('retryNamed', { label: push.label })}
                  onClick={() => retryPush(push, done)}
                >
                  {t('retry')}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
