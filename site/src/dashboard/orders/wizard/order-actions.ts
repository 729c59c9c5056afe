// Place order (after "Place the order?") and Start over, for the wizard's draft.
import { client } from '../../lib/client';
import { formatMoney } from '../../lib/i18n';
import { openDialog } from '../../stores/dialogs';
import { ordersChanged } from '../history/actions';
import type { useWizardT } from './i18n';
import type { DraftApi } from './use-draft';
import type { SubmittedOrder } from './WizardDone';

type Handlers = { onDone: (order: SubmittedOrder) => void; onNotice: (message: string) => void };

export function orderActions(d: DraftApi, t: ReturnType<typeof useWizardT>, { onDone, onNotice }: Handlers) {
  /** Saves what is on screen, asks, and sends the total the owner saw: a different server total is a 409. */
  const submit = async () => {
    if (!(await d.flush())) return onNotice(d.failure()?.message ?? t('wizardLoadFailed'));
    const quote = d.latest();
    if (!quote) return;
    const cards = quote.cards.reduce((sum, line) => sum + line.quantity, 0);
    openDialog('confirm', {
      title: t('wizardConfirmTitle'),
      message: t('wizardConfirmText', {
        cards,
        company: quote.company?.name ?? '',
        total: formatMoney(quote.totals.total),
      }),
      confirmLabel: t('wizardSubmit'),
      onConfirm: async () => {
        const answer = await client.POST('/api/v1/orders/draft/submit', {
          body: { total: quote.totals.total },
          notifyErrors: false,
        });
        if (answer.ok && answer.data) {
          ordersChanged();
          onDone(answer.data);
        } else if (answer.status === 409) {
          // The quote changed (another tab, a coupon used up): show the new one and say so.
          await d.load();
          onNotice(t('wizardTotalChanged'));
        } else onNotice(answer.message);
      },
    });
  };

  const startOver = () =>
    openDialog('confirm', {
      title: t('wizardStartOverTitle'),
      message: t('wizardStartOverText'),
      confirmLabel: t('wizardStartOver'),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/orders/draft');
        if (answer.ok || answer.status === 404) await d.load();
      },
    });

  return { submit, startOver };
}
