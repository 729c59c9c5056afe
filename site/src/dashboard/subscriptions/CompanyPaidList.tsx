import { useStore } from '@nanostores/react';
import type { CompanySubscriptions, SubscriptionPlan } from '@shared/types/billing';
import { formatMoney } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';
import { formatDay } from './format';
import { useSubsT } from './i18n';
import { confirmApprove, confirmDecline, confirmPaidEnd } from './request-actions';

/**
 * Subscriptions › Colleagues, per company I own: the colleagues' requests that it pay (Approve, Decline) and every
 * subscription it pays for — person, plan, since, ends, who started or approved it — each with End.
 */
export function CompanyPaidList({ block }: { block: CompanySubscriptions }) {
  const s = useSubsT();
  const lang = useStore($uiLang);
  const company = block.company.name;
  const plan = (value: SubscriptionPlan, price: number) =>
    value === 'monthly'
      ? s('colsOptionMonthly', { price: formatMoney(price) })
      : s('colsOptionLifetime', { price: formatMoney(price) });
  const none = <span className="text-base-content/70">–</span>;
  const person = (p: { fullName: string; email: string }) => (
    <td>
      <span className="block font-medium">{p.fullName}</span>
      <span className="text-base-content/75 block text-xs break-all">{p.email}</span>
    </td>
  );
  return (
    <section className="space-y-2" data-testid="company-paid" data-company={block.company.id}>
      <h2 className="text-base font-semibold">{s('paidTitle', { company })}</h2>
      <p className="text-base-content/80 text-sm">{s('paidIntro', { company })}</p>
      {block.requests.length > 0 && (
        <div className="rounded-box border border-info/40 bg-info/5 overflow-x-auto">
          <table className="table table-sm dc-stack" data-testid="subscription-requests">
            <caption className="sr-only">{s('reqCaption', { company })}</caption>
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">{s('colsPerson')}</th>
                <th scope="col">{s('paidPlan')}</th>
                <th scope="col">{s('reqAsked')}</th>
                <th scope="col">{s('colsActions')}</th>
              </tr>
            </thead>
            <tbody>
              {block.requests.map((request) => (
                <tr key={request.id} data-testid="request-row" data-user={request.user.id}>
                  {person(request.user)}
                  <td data-label={s('paidPlan')}>{plan(request.plan, request.price)}</td>
                  <td data-label={s('reqAsked')} className="whitespace-nowrap">
                    {formatDay(request.requestedAt, lang)}
                  </td>
                  <td data-label={s('colsActions')}>
                    <span className="flex flex-wrap justify-end gap-1 sm:justify-start">
                      <button
                        type="button"
                        className="btn btn-xs btn-primary"
                        aria-label={s('reqApproveNamed', { name: request.user.fullName })}
                        onClick={() => confirmApprove(request)}
                      >
                        {s('reqApprove')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-xs btn-outline"
                        aria-label={s('reqDeclineNamed', { name: request.user.fullName })}
                        onClick={() => confirmDecline(request)}
                      >
                        {s('reqDecline')}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {block.subscriptions.length ? (
        <div className="rounded-box border border-base-300 bg-base-100 overflow-x-auto">
          <table className="table table-sm dc-stack" data-testid="paid-subscriptions">
            <caption className="sr-only">{s('paidCaption', { company })}</caption>
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">{s('colsPerson')}</th>
                <th scope="col">{s('paidPlan')}</th>
                <th scope="col">{s('paidSince')}</th>
                <th scope="col">{s('colsEnds')}</th>
                <th scope="col">{s('paidBy')}</th>
                <th scope="col">{s('colsActions')}</th>
              </tr>
            </thead>
            <tbody>
              {block.subscriptions.map((row) => {
                const sub = row.subscription;
                const by = sub.activatedBy?.fullName;
                const endable = sub.status === 'active' || sub.plan === 'lifetime';
                return (
                  <tr key={sub.id} data-testid="paid-row" data-user={row.subscriber.id ?? ''}>
                    {person(row.subscriber)}
                    <td data-label={s('paidPlan')}>{plan(sub.plan, sub.price)}</td>
                    <td data-label={s('paidSince')} className="whitespace-nowrap">
                      {formatDay(sub.startedAt, lang)}
                    </td>
                    <td data-label={s('colsEnds')} className="whitespace-nowrap">
                      {sub.endsAt ? formatDay(sub.endsAt, lang) : none}
                    </td>
                    <td data-label={s('paidBy')}>
                      {by ? s(row.approvedRequest ? 'paidApprovedBy' : 'paidStartedBy', { name: by }) : none}
                    </td>
                    <td data-label={s('colsActions')}>
                      {endable && (
                        <button
                          type="button"
                          className="btn btn-xs btn-outline btn-error"
                          aria-label={s('colsEndNamed', { name: row.subscriber.fullName })}
                          onClick={() => confirmPaidEnd(row, company)}
                        >
                          {s('colsEnd')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-base-content/75 text-sm" data-testid="paid-none">
          {s('paidNone', { company })}
        </p>
      )}
    </section>
  );
}
