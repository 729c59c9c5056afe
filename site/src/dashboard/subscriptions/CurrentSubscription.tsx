import { useStore } from '@nanostores/react';
import type { MySubscription, SubscriptionView } from '@shared/types/billing';
import { formatDate, formatMoney } from '../lib/i18n';
import { $user } from '../stores/user';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';
import { confirmCancel, confirmEnable, confirmReenable } from './actions';
import { EnableForm } from './EnableForm';
import { formatDay } from './format';
import { useSubsT } from './i18n';
import { NOTICE } from './model';

/** My subscription now: plan, price, paying company, started; Cancel, or the end date and Re-enable. */
export function CurrentSubscription({
  page,
  subscription,
}: {
  page: MySubscription;
  subscription: SubscriptionView;
}) {
  const s = useSubsT();
  const me = useStore($user);
  const cancelled = subscription.status === 'cancelled';
  const monthly = subscription.plan === 'monthly';
  const price = monthly
    ? s('mineMonthlyPrice', { price: formatMoney(subscription.price) })
    : s('mineLifetimePrice', { price: formatMoney(subscription.price) });
  const byOther =
    subscription.activatedBy && subscription.activatedBy.id !== me?.shortId ? subscription.activatedBy : null;
  // Paid by a company I am only a colleague of: a change the company pays for is asked of its owners.
  const asks = page.payers.find((p) => p.id === subscription.company.id)?.role !== 'owner';
  const payer = subscription.company.id
    ? { id: subscription.company.id, name: subscription.company.name, asks }
    : null;
  const rows: [string, string][] = [
    [s('minePlanLabel'), monthly ? s('mineMonthly') : s('mineLifetime')],
    [s('minePriceLabel'), price],
    [s('minePaidBy'), subscription.company.name],
    [s('mineStarted'), formatDate(subscription.startedAt)],
    ...(byOther ? ([[s('mineEnabledBy'), byOther.fullName]] as [string, string][]) : []),
  ];
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          {s('mineYoursTitle')}
          <span className={`badge badge-sm ${cancelled ? 'badge-warning' : 'badge-success'}`}>
            {cancelled ? s('mineStatusCancelled') : s('mineStatusActive')}
          </span>
        </span>
      }
    >
      <dl
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm"
        data-testid="my-subscription"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/75">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {cancelled && subscription.endsAt !== null ? (
        <div
          className="alert alert-warning alert-soft dc-alert alert-vertical sm:alert-horizontal justify-items-start text-start text-sm"
          data-testid="subscription-ends"
        >
          <Icon name="info" />
          <div className="min-w-0">
            <p className="font-semibold">{s('mineEndsOn', { date: formatDay(subscription.endsAt) })}</p>
            <p>{s('mineEndsText')}</p>
          </div>
          {payer && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => confirmReenable(subscription, asks)}
            >
              {s('mineReenable')}
            </button>
          )}
        </div>
      ) : monthly ? (
        <div className="space-y-3">
          <p className="text-base-content/75 text-sm">{s('mineCancelNote', NOTICE)}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-outline btn-error" onClick={confirmCancel}>
              {s('mineCancel')}
            </button>
            {payer && (
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => confirmEnable('lifetime', payer, page.prices, true)}
              >
                {s('mineUpgrade')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <p className="text-base-content/75 text-sm">{s('mineLifetimeForever')}</p>
      )}
      {/* The paying company is gone: re-enabling needs another one. */}
      {cancelled && !payer && <EnableForm page={page} />}
    </Card>
  );
}
