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
            // Stacked: the reason gets the box's whole width beside the narrow column of the totals step.
            <li key={coupon.code} className="grid justify-items-start gap-1">
              <span className="font-mono font-semibold break-all">{coupon.code}</span>
              {coupon.error && <span>{coupon.error}</span>}
              <button
                type="button"
                className="btn btn-sm h-auto min-h-8 py-1 text-start break-all"
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
