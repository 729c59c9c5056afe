import { useStore } from '@nanostores/react';
import { placeOf } from '@shared/countries';
import type { OrderDraft } from '@shared/types/orders';
import { formatMoney, useT } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { useWizardT } from './i18n';
import { CARD_LABEL } from './line-fields';
import { RefusedCoupons } from './RefusedCoupons';
import { Problems } from './StepCompany';

function Row({
  label,
  value,
  strong = false,
  ruled = false,
  testId,
}: {
  label: React.ReactNode;
  value: string;
  strong?: boolean;
  /** A line above: the sums after the lines, the total after the VAT. */
  ruled?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? 'text-lg font-semibold' : ''} ${ruled ? 'mt-1.5 border-t border-base-300 pt-3' : ''}`}
      data-testid={testId}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/** Step 5: the totals exactly as the server quoted them (the client computes no money), then Place order. */
export function StepTotals({
  draft,
  busy,
  notice,
  onSubmit,
  onRemoveCoupon,
}: {
  draft: OrderDraft;
  busy: boolean;
  notice: string;
  onSubmit: () => void;
  onRemoveCoupon: (code: string) => void;
}) {
  const t = useWizardT();
  const app = useT();
  const lang = useStore($uiLang);
  const { totals } = draft;
  const applied = draft.coupons.filter((c) => c.applied);
  const address = draft.shippingAddress;
  // A refused code is shown with its Remove button (RefusedCoupons), not once more in the list of problems.
  const problems = draft.problems.filter((p) => !p.field.startsWith('couponCodes.'));
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section className="rounded-box border border-base-300 p-4" aria-busy={busy} data-testid="order-totals">
        {/* Rows straight under the list (a dl takes only dt/dd groups in one div each). */}
        <dl>
          {draft.cards.map((line) => (
            <Row
              key={line.id}
              label={
                <>
                  <span className="font-medium">
                    {t('wizardLine', { quantity: line.quantity, type: app(CARD_LABEL[line.type]) })}
                  </span>{' '}
                  <span className="text-base-content/70 text-sm">
                    {t('wizardLineFor', { name: line.recipient.fullName })}
                  </span>
                </>
              }
              value={formatMoney(line.lineTotal)}
            />
          ))}
          <Row
            label={t('wizardSubtotal')}
            value={formatMoney(totals.subtotal)}
            ruled
            testId="totals-subtotal"
          />
          {applied.map((coupon) => (
            <Row
              key={coupon.code}
              label={t('wizardCoupon', { code: coupon.code })}
              value={coupon.discount > 0 ? `−${formatMoney(coupon.discount)}` : t('wizardCouponFreeShipping')}
            />
          ))}
          {totals.parcels.map((parcel, i) => (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: parcels have no id; their order is the server's
              key={i}
              label={
                parcel.address
                  ? t('wizardParcel', { place: placeOf(lang, parcel.address) })
                  : t('wizardShipping')
              }
              value={formatMoney(parcel.shipping)}
              testId="totals-parcel"
            />
          ))}
          <Row label={t('wizardNet')} value={formatMoney(totals.net)} ruled testId="totals-net" />
          <Row label={t('wizardVat')} value={formatMoney(totals.vat)} testId="totals-vat" />
          <Row
            label={t('wizardTotal')}
            value={formatMoney(totals.total)}
            strong
            ruled
            testId="totals-total"
          />
        </dl>
      </section>
      <div className="grid content-start gap-3">
        {notice && (
          <div role="alert" className="alert alert-warning alert-soft dc-alert text-sm">
            <Icon name="warning" />
            <span>{notice}</span>
          </div>
        )}
        <p className="flex items-center gap-2 text-sm">
          <Icon name="info" className="size-4" />
          {t('wizardDelivery', draft.deliveryDays)}
        </p>
        {draft.company && (
          <p className="text-base-content/80 text-sm" data-testid="totals-paid-by">
            {t('wizardPaidBy', { company: draft.company.name })}
          </p>
        )}
        {address && (
          <div className="text-sm">
            <p className="font-medium">{t('wizardShipTo')}</p>
            <p className="text-base-content/80">
              {address.fullName}, {address.street}, {address.zipcode} {address.city}, {address.country}
            </p>
          </div>
        )}
        <RefusedCoupons draft={draft} busy={busy} onRemove={onRemoveCoupon} />
        {problems.length > 0 && <Problems problems={problems} />}
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={onSubmit}
          disabled={busy || draft.problems.length > 0}
          aria-busy={busy}
        >
          {busy && <span className="loading loading-spinner loading-sm" />}
          <Icon name="card" className="size-5" />
          {t('wizardSubmit')}
        </button>
      </div>
    </div>
  );
}
