import { withVat } from '@shared/constants';
import type {
  ColleagueSubscriptionRow,
  MySubscription,
  SubscriptionPlan,
  SubscriptionView,
} from '@shared/types/billing';
import { client } from '../lib/client';
import { formatMoney } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { notifySuccess } from '../stores/notifications';
import { refreshMe, subscriptionsChanged } from './data';
import { formatDay } from './format';
import { st } from './i18n';
import { NOTICE, noticeEndsAt } from './model';

// What the Subscriptions page does: each change is confirmed with what will be invoiced, then the page and the
// stored user (its tier rules) load again.

type Prices = MySubscription['prices'];
/** The paying company; `asks` when I am only a colleague there, so its owners are asked first. */
type Payer = { id: string; name: string; asks?: boolean };

const money = (minor: number) => formatMoney(minor);
/** The end of a cancel period that starts now, for the confirmation; the server answers the real date. */
const endIfCancelledNow = () => formatDay(noticeEndsAt());

export async function changed() {
  await refreshMe();
  subscriptionsChanged();
}

/** A company I am only a colleague of pays once an owner approves: the server answers 202 with its message. */
async function enableOrAsk(body: { plan: SubscriptionPlan; companyId: string }, done: string) {
  const result = await client.POST('/api/v1/subscriptions/me', { body });
  if (!result.ok) return;
  notifySuccess(result.status === 202 ? result.message : done);
  await changed();
}

/** Asking a company's owners: what it would be invoiced, and that nothing is until an owner approves. */
function confirmAsk(plan: SubscriptionPlan, payer: Payer, price: number) {
  openDialog('confirm', {
    title: st('mineAskTitle', { company: payer.name }),
    message: st(plan === 'monthly' ? 'mineAskMonthly' : 'mineAskLifetime', {
      company: payer.name,
      price: money(price),
      withVat: money(withVat(price)),
    }),
    confirmLabel: st('mineAsk'),
    onConfirm: () => enableOrAsk({ plan, companyId: payer.id }, ''),
  });
}

/** Enable my subscription (or switch a monthly one to lifetime), paid by `payer`, after the confirmation. */
export function confirmEnable(plan: SubscriptionPlan, payer: Payer, prices: Prices, upgrade = false) {
  const price = plan === 'monthly' ? prices.monthly : prices.lifetime;
  if (payer.asks) return confirmAsk(plan, payer, price);
  const params = { company: payer.name, price: money(price), withVat: money(withVat(price)), ...NOTICE };
  openDialog('confirm', {
    title: st(upgrade ? 'mineUpgradeTitle' : 'mineConfirmTitle'),
    message: st(
      upgrade ? 'mineUpgradeText' : plan === 'monthly' ? 'mineConfirmMonthly' : 'mineConfirmLifetime',
      params,
    ),
    confirmLabel: st(upgrade ? 'mineUpgrade' : 'mineSubscribe'),
    onConfirm: () => enableOrAsk({ plan, companyId: payer.id }, st(upgrade ? 'mineUpgraded' : 'mineEnabled')),
  });
}

/** Re-enable a cancelled subscription before it ends: the same plan and company, everything kept. */
export function confirmReenable(subscription: SubscriptionView, asks = false) {
  const companyId = subscription.company.id;
  if (!companyId) return;
  if (asks) {
    return confirmAsk(
      subscription.plan,
      { id: companyId, name: subscription.company.name },
      subscription.price,
    );
  }
  openDialog('confirm', {
    title: st('mineReenableTitle'),
    message: st('mineReenableText', { company: subscription.company.name, price: money(subscription.price) }),
    confirmLabel: st('mineReenable'),
    onConfirm: () => enableOrAsk({ plan: subscription.plan, companyId }, st('mineReenabled')),
  });
}

/** Cancel mine: it runs to the end of the 30-day cancel period, and the page then says until when. */
export function confirmCancel() {
  openDialog('confirm', {
    title: st('mineCancelTitle'),
    message: st('mineCancelText', { date: endIfCancelledNow(), ...NOTICE }),
    confirmLabel: st('mineCancel'),
    danger: true,
    onConfirm: async () => {
      const result = await client.POST('/api/v1/subscriptions/me/cancel');
      if (!result.ok) return;
      const endsAt = result.data?.subscription?.endsAt;
      notifySuccess(endsAt ? st('mineCancelled', { date: formatDay(endsAt) }) : result.message);
      await changed();
    },
  });
}

/** An owner enables a colleague's subscription, paid by the row's company. */
export function confirmColleagueEnable(
  row: ColleagueSubscriptionRow,
  plan: SubscriptionPlan,
  prices: Pick<Prices, 'monthly' | 'lifetime'>,
) {
  const price = plan === 'monthly' ? prices.monthly : prices.lifetime;
  const name = row.user.fullName;
  openDialog('confirm', {
    title: st('colsEnableTitle', { name }),
    message: st(plan === 'monthly' ? 'colsEnableMonthly' : 'colsEnableLifetime', {
      company: row.company.name,
      price: money(price),
      withVat: money(withVat(price)),
      name,
      ...NOTICE,
    }),
    confirmLabel: st('colsEnable'),
    onConfirm: async () => {
      const result = await client.POST('/api/v1/subscriptions/colleagues', {
        body: { userId: row.user.id, companyId: row.company.id, plan },
      });
      if (!result.ok) return;
      notifySuccess(st('colsEnabled', { name }));
      await changed();
    },
  });
}

/** An owner ends a colleague's subscription: a monthly one runs to the end of the cancel period, a lifetime one ends today. */
export function confirmColleagueEnd(row: ColleagueSubscriptionRow & { subscription: SubscriptionView }) {
  const name = row.user.fullName;
  const company = row.subscription.company.name;
  const lifetime = row.subscription.plan === 'lifetime';
  openDialog('confirm', {
    title: st('colsEndTitle', { name }),
    message: lifetime
      ? st('colsEndLifetimeText', { name, company })
      : st('colsEndText', { date: endIfCancelledNow(), company, ...NOTICE }),
    confirmLabel: st('colsEndConfirm'),
    danger: true,
    onConfirm: async () => {
      const result = await client.POST('/api/v1/subscriptions/{id}/cancel', {
        params: { path: { id: row.subscription.id } },
      });
      if (!result.ok) return;
      const endsAt = result.data?.endsAt ?? noticeEndsAt();
      notifySuccess(lifetime ? result.message : st('colsEnded', { name, date: formatDay(endsAt) }));
      await changed();
    },
  });
}
