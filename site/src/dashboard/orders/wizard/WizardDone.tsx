import { useEffect, useRef } from 'react';
import { sectionPath } from '../../lib/routes';
import { navigate } from '../../stores/router';
import { Icon } from '../../ui/icons';
import { openPreview } from '../history/actions';
import { useWizardT } from './i18n';

export type SubmittedOrder = { id: string; number: string; deliveryDays?: { min: number; max: number } };

/** After Place order: the order's number, the way to it in History, and a fresh start. */
export function WizardDone({ order, onNew }: { order: SubmittedOrder; onNew: () => void }) {
  const t = useWizardT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const days = order.deliveryDays ?? { min: 2, max: 7 };
  return (
    <section className="card border border-success/40 bg-base-100" data-testid="order-done">
      <div className="card-body items-center gap-3 p-8 text-center">
        <span className="bg-success text-success-content grid size-14 place-items-center rounded-full">
          <Icon name="check" className="size-8" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {t('wizardDoneTitle')}
        </h2>
        <p className="text-base-content/80">{t('wizardDoneText', { number: order.number, ...days })}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              navigate(sectionPath('orders', 'history'));
              openPreview(order);
            }}
          >
            <Icon name="receipt" className="size-4" />
            {t('wizardViewOrder')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onNew}>
            {t('wizardNewOrder')}
          </button>
        </div>
      </div>
    </section>
  );
}
