import { useStore } from '@nanostores/react';
import type { ColleagueSubscriptionRow } from '@shared/types/billing';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { useCompanies } from '../stores/people';
import { $uiLang } from '../stores/prefs';
import { EmptyState, NavLink, Spinner } from '../ui/parts';
import { ColleagueActions } from './ColleagueActions';
import { CompanyPaidList } from './CompanyPaidList';
import { useLoad } from './data';
import { formatDay } from './format';
import { useSubsT } from './i18n';
import { NOTICE } from './model';

function SubscriptionState({ row }: { row: ColleagueSubscriptionRow }) {
  const s = useSubsT();
  const sub = row.subscription;
  if (row.subscribedElsewhere) return <span className="text-base-content/75">{s('colsElsewhere')}</span>;
  if (!sub) return <span className="text-base-content/75">{s('colsNone')}</span>;
  return (
    <span className="flex flex-col items-end gap-0.5 @3xl:items-start">
      <span className="flex flex-wrap items-center justify-end gap-1">
        <span className={`badge badge-sm ${sub.status === 'cancelled' ? 'badge-warning' : 'badge-success'}`}>
          {sub.status === 'cancelled' ? s('mineStatusCancelled') : s('mineStatusActive')}
        </span>
        {sub.plan === 'monthly' ? s('mineMonthly') : s('mineLifetime')}
      </span>
      <span className="text-base-content/75 text-xs">{s('colsPaidBy', { company: sub.company.name })}</span>
    </span>
  );
}

/**
 * Subscriptions › Colleagues: the people of the companies I own with their subscriptions; an owner enables one
 * (paid by that company) or ends one. On a phone each person is a card (`dc-stack`).
 */
export function ColleaguesTab() {
  const t = useT();
  const s = useSubsT();
  const lang = useStore($uiLang);
  const companies = useCompanies();
  const {
    data: rows,
    failed,
    reload,
  } = useLoad('/subscriptions/colleagues', (options) =>
    client.GET('/api/v1/subscriptions/colleagues', options),
  );
  const paid = useLoad('/subscriptions/companies', (options) =>
    client.GET('/api/v1/subscriptions/companies', options),
  );
  const owns = companies?.some((c) => c.role === 'owner');
  if (companies && !owns) {
    return (
      <EmptyState
        icon="userPlus"
        title={s('colsEmptyTitle')}
        actions={
          <NavLink href={sectionPath('companies')} className="btn btn-primary">
            {s('mineGoCompanies')}
          </NavLink>
        }
      >
        {s('colsEmptyText')}
      </EmptyState>
    );
  }
  if (!rows || !companies || !paid.data)
    return failed || paid.failed ? (
      <div className="space-y-2 text-sm">
        <p className="text-error">{s('colsLoadFailed')}</p>
        <button type="button" className="btn btn-sm" onClick={reload}>
          {s('mineRetry')}
        </button>
      </div>
    ) : (
      <Spinner label={s('colsLoading')} />
    );
  const none = <span className="text-base-content/70">–</span>;
  return (
    <div className="space-y-6">
      {paid.data.map((block) => (
        <CompanyPaidList key={block.company.id} block={block} />
      ))}
      <div className="space-y-3">
        <p className="text-base-content/80 text-sm">{s('colsIntro')}</p>
        <div className="rounded-box border border-base-300 bg-base-100 overflow-x-auto">
          <table className="table table-sm dc-stack" data-testid="colleague-subscriptions">
            <caption className="sr-only">{s('colsCaption')}</caption>
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">{s('colsPerson')}</th>
                <th scope="col">{s('colsCompany')}</th>
                <th scope="col">{s('colsRole')}</th>
                <th scope="col">{s('colsState')}</th>
                <th scope="col">{s('colsEnds')}</th>
                <th scope="col">{s('colsActions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.company.id}/${row.user.id}`}
                  data-testid="colleague-row"
                  data-user={row.user.id}
                >
                  <td>
                    <span className="block font-medium">{row.user.fullName}</span>
                    <span className="text-base-content/75 block text-xs break-all">{row.user.email}</span>
                  </td>
                  <td data-label={s('colsCompany')}>{row.company.name}</td>
                  <td data-label={s('colsRole')}>
                    {row.role === 'owner' ? s('colsOwner') : s('colsColleague')}
                  </td>
                  <td data-label={s('colsState')}>
                    <SubscriptionState row={row} />
                  </td>
                  <td data-label={s('colsEnds')} className="whitespace-nowrap">
                    {row.subscription?.endsAt ? formatDay(row.subscription.endsAt, lang) : none}
                  </td>
                  <td data-label={s('colsActions')}>
                    <ColleagueActions row={row} />
                  </td>
                </tr>
              ))}
              {!rows.length && (
                <tr>
                  <td colSpan={6} className="text-base-content/75 py-8 text-center">
                    {s('colsNobody')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <p className="text-base-content/75 text-xs">{t('subscriptionPaidBy', NOTICE)}</p>
      </div>
    </div>
  );
}
