import type { OrderDraft } from '@shared/types/orders';
import { Icon } from '../../ui/icons';
import { useWizardT } from './i18n';

/**
 * The totals step's codes that no longer apply (unknown, expired, used up, under their minimum, not combinable),
 * each with the server's reason and a Remove button, so the owner can place the order without going back a step.
 */
export function RefusedCoupons({
  draft,
  busy,
  onRemove,
}: {
  draft: OrderDraft;
  busy: boolean;
  onRemove: (code: string) => void;
}) {
  const t = useWizardT();
  const refused = draft.coupons.filter((c) => !c.applied);
  if (!refused.length) return null;
  return (
    <div className="alert alert-error alert-soft dc-alert text-sm" data-testid="refused-coupons">
      <Icon name="warning" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('wizardCouponsRefused')}</p>
        <ul className="mt-1 grid gap-1.5">
          {refused.map((coupon) => (
            <li key={coupon.code} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 flex-1">
                <span className="font-mono font-semibold">{coupon.code}</span>
                {coupon.error && <span className="block">{coupon.error}</span>}
              </span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={busy}
                onClick={() => onRemove(coupon.code)}
              >
                <Icon name="trash" className="size-4" />
                {t('wizardRemoveCoupon', { code: coupon.code })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
