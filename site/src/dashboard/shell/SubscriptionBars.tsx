import { sectionPath } from '../lib/routes';
import { formatDay } from '../subscriptions/format';
import { useSubsT } from '../subscriptions/i18n';
import { NavLink } from '../ui/parts';
import { TopBar } from './TopBar';

// The bars of SPEC §2 that need the subscriptions texts; loaded only when one of them shows.

/** The order-card prompt: someone without a card is shown the way to the order wizard; it can be hidden. */
export function OrderCardBar({ onHide }: { onHide: () => void }) {
  const s = useSubsT();
  return (
    <TopBar label={s('barCardLabel')} tone="info" icon="card" testId="order-card-bar" text={s('barCardText')}>
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
    </TopBar>
  );
}

/** The subscription-expiry notice: a cancelled subscription ends soon; the way to re-enable it. */
export function ExpiryBar({ endsAt }: { endsAt: number }) {
  const s = useSubsT();
  return (
    <TopBar
      label={s('barExpiryLabel')}
      tone="warning"
      icon="warning"
      testId="expiry-bar"
      text={s('barExpiryText', { date: formatDay(endsAt) })}
    >
      <NavLink href={sectionPath('subscriptions')} className="btn btn-sm btn-warning">
        {s('barExpiryAction')}
      </NavLink>
    </TopBar>
  );
}
