import { sectionPath } from '../lib/routes';
import { formatDay } from '../subscriptions/format';
import { useSubsT } from '../subscriptions/i18n';
import { Icon } from '../ui/icons';
import { NavLink } from '../ui/parts';

// The bars of SPEC §2 that need the subscriptions texts; loaded only when one of them shows.

/** The order-card prompt: someone without a card is shown the way to the order wizard; it can be hidden. */
export function OrderCardBar({ onHide }: { onHide: () => void }) {
  const s = useSubsT();
  return (
    <section
      aria-label={s('barCardLabel')}
      className="alert alert-info alert-soft dc-alert alert-vertical sm:alert-horizontal mb-5 justify-items-start text-start"
      data-testid="order-card-bar"
    >
      <Icon name="card" />
      <p className="min-w-0 flex-1 text-sm">{s('barCardText')}</p>
      <div className="flex flex-wrap gap-2">
        <NavLink href={sectionPath('orders')} className="btn btn-sm btn-info">
          {s('barCardAction')}
        </NavLink>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={onHide}
          aria-label={s('barDismissLabel')}
        >
          {s('barDismiss')}
        </button>
      </div>
    </section>
  );
}

/** The subscription-expiry notice: a cancelled subscription ends soon; the way to re-enable it. */
export function ExpiryBar({ endsAt }: { endsAt: number }) {
  const s = useSubsT();
  return (
    <section
      aria-label={s('barExpiryLabel')}
      className="alert alert-warning alert-soft dc-alert alert-vertical sm:alert-horizontal mb-5 justify-items-start text-start"
      data-testid="expiry-bar"
    >
      <Icon name="warning" />
      <p className="min-w-0 flex-1 text-sm">{s('barExpiryText', { date: formatDay(endsAt) })}</p>
      <NavLink href={sectionPath('subscriptions')} className="btn btn-sm btn-warning">
        {s('barExpiryAction')}
      </NavLink>
    </section>
  );
}
