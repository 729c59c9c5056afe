import type { SubscriptionRequestView } from '@shared/types/billing';
import { formatMoney } from '../lib/i18n';
import { Icon } from '../ui/icons';
import { formatDay } from './format';
import { useSubsT } from './i18n';
import { withdrawRequest } from './request-actions';

/** My request waiting for a company's owners (nothing is invoiced until one approves), with Withdraw. */
export function PendingRequest({ request }: { request: SubscriptionRequestView }) {
  const s = useSubsT();
  const plan =
    request.plan === 'monthly'
      ? `${s('mineMonthly')}, ${s('mineMonthlyPrice', { price: formatMoney(request.price) })}`
      : `${s('mineLifetime')}, ${s('mineLifetimePrice', { price: formatMoney(request.price) })}`;
  return (
    <div
      className="alert alert-info alert-soft dc-alert alert-vertical sm:alert-horizontal justify-items-start text-start text-sm md:col-span-2"
      data-testid="pending-request"
    >
      <Icon name="info" />
      <div className="min-w-0">
        <p className="font-semibold">{s('mineRequestTitle')}</p>
        <p>
          {s('mineRequestText', {
            company: request.company.name,
            date: formatDay(request.requestedAt),
            plan,
          })}
        </p>
      </div>
      <button type="button" className="btn btn-sm" onClick={() => void withdrawRequest()}>
        {s('mineRequestWithdraw')}
      </button>
    </div>
  );
}
