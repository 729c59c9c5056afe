import type { OrderDraft } from '@shared/types/orders';
import { useState } from 'react';
import { formatMoney } from '../../lib/i18n';
import { TextField } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import type { WizardForm } from './form';
import { useWizardT } from './i18n';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Step 4: discount codes; the server judges each one (applied with its effect, or why not). */
export function StepCoupons({
  form,
  draft,
  busy,
  update,
}: {
  form: WizardForm;
  draft: OrderDraft | null;
  busy: boolean;
  update: (change: (form: WizardForm) => WizardForm) => void;
}) {
  const t = useWizardT();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const add = (event: React.SubmitEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!CODE.test(typed)) return setError(t('wizardCouponInvalid'));
    if (form.couponCodes.some((c) => c.toUpperCase() === typed)) return setError(t('wizardCouponTaken'));
    setError('');
    setCode('');
    update((f) => ({ ...f, couponCodes: [...f.couponCodes, typed] }));
  };
  const judged = (c: string) => draft?.coupons.find((r) => r.code.toUpperCase() === c.toUpperCase());
  return (
    <div className="grid max-w-2xl gap-3">
      <p className="text-base-content/75 text-sm">{t('wizardCouponsIntro')}</p>
      <form onSubmit={add} className="flex items-end gap-2" noValidate>
        <TextField
          label={t('wizardCouponCode')}
          className="flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error || undefined}
        />
        <button
          type="submit"
          className="btn btn-primary mb-1"
          disabled={form.couponCodes.length >= 5 || !code.trim()}
        >
          {t('wizardAddCoupon')}
        </button>
      </form>
      {form.couponCodes.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('wizardNoCoupons')}</p>
      ) : (
        <ul className="grid gap-2" aria-live="polite" data-testid="coupon-list">
          {form.couponCodes.map((c) => {
            const result = busy ? undefined : judged(c);
            return (
              <li key={c} className="rounded-box flex items-center gap-3 border border-base-300 p-3">
                <span
                  aria-hidden="true"
                  className={`grid size-7 place-items-center rounded-full ${
                    !result
                      ? 'bg-base-300'
                      : result.applied
                        ? 'bg-success text-success-content'
                        : 'bg-error text-error-content'
                  }`}
                >
                  <Icon name={!result ? 'refresh' : result.applied ? 'check' : 'close'} className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-mono font-semibold">{c}</span>
                  <span
                    className={`block text-sm ${result && !result.applied ? 'text-error' : 'text-base-content/75'}`}
                  >
                    {!result
                      ? t('wizardCouponChecking')
                      : result.applied
                        ? [
                            t('wizardCouponApplied'),
                            result.discount > 0
                              ? t('wizardCouponOff', { amount: formatMoney(result.discount) })
                              : '',
                            result.freeShipping ? t('wizardCouponFreeShipping') : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')
                        : result.error}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('wizardRemoveCoupon', { code: c })}
                  onClick={() => update((f) => ({ ...f, couponCodes: f.couponCodes.filter((x) => x !== c) }))}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
