import type { CouponView } from '@shared/types/orders';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { formatMoney } from '../../lib/i18n';
import { type OrdersKey, useOrdersT } from '../../orders/history/i18n';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { CouponDialog } from './CouponDialog';
import { type CouponStatus, couponStatus } from './coupon-form';

const STATUS: Record<CouponStatus, { key: OrdersKey; badge: string }> = {
  active: { key: 'couponStatusActive', badge: 'badge-success' },
  disabled: { key: 'couponStatusDisabled', badge: 'badge-neutral' },
  expired: { key: 'couponStatusExpired', badge: 'badge-warning' },
  scheduled: { key: 'couponStatusScheduled', badge: 'badge-info' },
  usedUp: { key: 'couponStatusUsedUp', badge: 'badge-warning' },
};

const dayFormat = (ms: number) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);

type T = ReturnType<typeof useOrdersT>;

function effectText(t: T, c: CouponView) {
  const parts: string[] = [];
  if (c.discountAmount) parts.push(t('couponEffectAmount', { amount: formatMoney(c.discountAmount) }));
  if (c.discountPercent) parts.push(t('couponEffectPercent', { percent: c.discountPercent }));
  if (c.freeShipping) parts.push(t('couponEffectFreeShipping'));
  return parts.join(', ');
}

function validityText(t: T, c: CouponView) {
  if (c.validFrom !== null && c.validUntil !== null)
    return t('couponRange', { from: dayFormat(c.validFrom), until: dayFormat(c.validUntil) });
  if (c.validFrom !== null) return t('couponFrom', { date: dayFormat(c.validFrom) });
  if (c.validUntil !== null) return t('couponUntil', { date: dayFormat(c.validUntil) });
  return t('couponAlways');
}

/** The coupons of every GET, reloaded on demand; null while the first load runs. */
function useCoupons() {
  const [state, setState] = useState<{ coupons: CouponView[] | null; failed: boolean }>({
    coupons: null,
    failed: false,
  });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void client.GET('/api/v1/coupons', { signal: controller.signal, notifyErrors: false }).then((r) => {
      if (r.aborted) return;
      setState((s) => ({ coupons: r.ok ? (r.data ?? []) : s.coupons, failed: !r.ok }));
    });
    return () => controller.abort();
  }, [version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/**
 * The administrator's discount codes (SPEC §3 Coupon): a table of every code with its effect, minimum, cap,
 * combinability, validity, uses and status; create and edit in a dialog (kronor typed, öre sent), disable and
 * enable in the row, delete (the API disables a code that orders used instead).
 */
export function CouponsAdmin() {
  const t = useOrdersT();
  const { coupons, failed, reload } = useCoupons();
  const [editing, setEditing] = useState<{ coupon?: CouponView } | null>(null);
  const now = Date.now();

  const toggle = async (c: CouponView) => {
    const result = await client.PATCH('/api/v1/coupons/{id}', {
      params: { path: { id: c.id } },
      body: { disabled: !c.disabled },
    });
    if (!result.ok) return;
    notifySuccess(t(c.disabled ? 'couponEnabledDone' : 'couponDisabledDone', { code: c.code }));
    reload();
  };
  const remove = (c: CouponView) =>
    openDialog('confirm', {
      title: t('couponDeleteTitle'),
      message: t('couponDeleteText', { code: c.code }),
      confirmLabel: t('couponDelete'),
      danger: true,
      onConfirm: async () => {
        const result = await client.DELETE('/api/v1/coupons/{id}', {
          params: { path: { id: c.id } },
          notifySuccess: true,
        });
        if (result.ok) reload();
      },
    });

  if (!coupons)
    return failed ? (
      <div className="space-y-2 text-sm">
        <p className="text-error">{t('couponsLoadFailed')}</p>
        <button type="button" className="btn btn-sm" onClick={reload}>
          {t('couponsRetry')}
        </button>
      </div>
    ) : (
      <Spinner label={t('couponsLoading')} />
    );

  const cols: OrdersKey[] = [
    'couponColCode',
    'couponColEffect',
    'couponColMinimum',
    'couponColMaxValue',
    'couponColCombinable',
    'couponColValidity',
    'couponColUses',
    'couponColStatus',
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/75 text-sm">{t('couponsIntro')}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
          <Icon name="plus" className="size-4" />
          {t('couponNew')}
        </button>
      </div>
      {coupons.length === 0 ? (
        <p className="text-base-content/75 text-sm">{t('couponsEmpty')}</p>
      ) : (
        <div className="rounded-box border border-base-300 sm:overflow-x-auto">
          <table className="table table-sm dc-stack" data-testid="coupons-table">
            <caption className="sr-only">{t('couponsTitle')}</caption>
            <thead className="text-base-content/80">
              <tr>
                {cols.map((key) => (
                  <th key={key} scope="col" className="whitespace-nowrap">
                    {t(key)}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">{t('couponColActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((c) => {
                const status = STATUS[couponStatus(c, now)];
                return (
                  <tr key={c.id} data-code={c.code}>
                    <td className="font-mono font-medium">
                      {c.code}
                      {c.description && (
                        <div className="text-base-content/70 font-sans text-xs font-normal">
                          {c.description}
                        </div>
                      )}
                    </td>
                    <td data-label={t('couponColEffect')}>{effectText(t, c)}</td>
                    <td data-label={t('couponColMinimum')} className="tabular-nums">
                      {c.minSubtotal ? formatMoney(c.minSubtotal) : t('couponNone')}
                    </td>
                    <td data-label={t('couponColMaxValue')} className="tabular-nums">
                      {c.maxValue === null ? t('couponNoCap') : formatMoney(c.maxValue)}
                    </td>
                    <td data-label={t('couponColCombinable')}>
                      {c.combinable ? t('couponYes') : t('couponNo')}
                    </td>
                    <td data-label={t('couponColValidity')} className="whitespace-nowrap">
                      {validityText(t, c)}
                    </td>
                    <td data-label={t('couponColUses')} className="tabular-nums whitespace-nowrap">
                      {c.maxUses === null
                        ? t('couponUsesUnlimited', { uses: c.uses })
                        : t('couponUsesOf', { uses: c.uses, max: c.maxUses })}
                    </td>
                    <td data-label={t('couponColStatus')}>
                      <span className={`badge badge-sm ${status.badge}`}>{t(status.key)}</span>
                    </td>
                    <td className="whitespace-nowrap @3xl:text-end">
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm btn-square"
                        title={t('couponEdit')}
                        aria-label={t('couponEditNamed', { code: c.code })}
                        onClick={() => setEditing({ coupon: c })}
                      >
                        <Icon name="pencil" className="size-4" />
                      </button>
                      <button
                        type="button"
                        className="btn btn-xs btn-outline"
                        aria-label={t(c.disabled ? 'couponEnableNamed' : 'couponDisableNamed', {
                          code: c.code,
                        })}
                        onClick={() => toggle(c)}
                      >
                        {t(c.disabled ? 'couponEnable' : 'couponDisable')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm btn-square text-error"
                        title={t('couponDelete')}
                        aria-label={t('couponDeleteNamed', { code: c.code })}
                        onClick={() => remove(c)}
                      >
                        <Icon name="trash" className="size-4" />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <CouponDialog
          coupon={editing.coupon}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
