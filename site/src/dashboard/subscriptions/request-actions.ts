import { withVat } from '@shared/constants';
import type { PaidSubscriptionRow, SubscriptionRequestView } from '@shared/types/billing';
import { client } from '../lib/client';
import { formatMoney } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { notifySuccess } from '../stores/notifications';
import { changed } from './actions';
import { formatDay } from './format';
import { st } from './i18n';
import { NOTICE, noticeEndsAt } from './model';

// A colleague's request that a company pay their subscription (issue 19): the colleague withdraws it, an owner
// approves it (after the same confirmation of what the company will be invoiced as enabling one) or declines it;
// and an owner ends any subscription the company pays for. The server's message is the notice.

/** I withdraw my request waiting for a company's owners. */
export async function withdrawRequest() {
  const result = await client.DELETE('/api/v1/subscriptions/me/request');
  if (!result.ok) return;
  notifySuccess(result.message);
  await changed();
}

/** An owner approves: the company will be invoiced, so the price is confirmed first. */
export function confirmApprove(request: SubscriptionRequestView) {
  const name = request.user.fullName;
  openDialog('confirm', {
    title: st('reqApproveTitle', { name }),
    message: st(request.plan === 'monthly' ? 'colsEnableMonthly' : 'colsEnableLifetime', {
      company: request.company.name,
      price: formatMoney(request.price),
      withVat: formatMoney(withVat(request.price)),
      name,
      ...NOTICE,
    }),
    confirmLabel: st('reqApprove'),
    onConfirm: async () => {
      const result = await client.POST('/api/v1/subscriptions/requests/{id}/approve', {
        params: { path: { id: request.id } },
      });
      if (!result.ok) return;
      notifySuccess(result.message);
      await changed();
    },
  });
}

/** An owner declines: nothing is invoiced and the colleague is mailed. */
export function confirmDecline(request: SubscriptionRequestView) {
  const name = request.user.fullName;
  openDialog('confirm', {
    title: st('reqDeclineTitle', { name }),
    message: st('reqDeclineText', { name }),
    confirmLabel: st('reqDecline'),
    danger: true,
    onConfirm: async () => {
      const result = await client.POST('/api/v1/subscriptions/requests/{id}/decline', {
        params: { path: { id: request.id } },
      });
      if (!result.ok) return;
      notifySuccess(result.message);
      await changed();
    },
  });
}

/**
 * An owner ends a subscription the company pays for: a monthly one runs to the end of the cancel period, a
 * lifetime one ends today (docs/decisions.md).
 */
export function confirmPaidEnd(row: PaidSubscriptionRow, company: string) {
  const name = row.subscriber.fullName;
  const lifetime = row.subscription.plan === 'lifetime';
  openDialog('confirm', {
    title: st('colsEndTitle', { name }),
    message: lifetime
      ? st('colsEndLifetimeText', { name, company })
      : st('colsEndText', { date: formatDay(noticeEndsAt()), company, ...NOTICE }),
    confirmLabel: st('colsEndConfirm'),
    danger: true,
    onConfirm: async () => {
      const result = await client.POST('/api/v1/subscriptions/{id}/cancel', {
        params: { path: { id: row.subscription.id } },
      });
      if (!result.ok) return;
      notifySuccess(result.message);
      await changed();
    },
  });
}
