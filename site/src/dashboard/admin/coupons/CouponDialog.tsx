import type { CouponView } from '@shared/types/orders';
import { useState } from 'react';
import { client } from '../../lib/client';
import { useOrdersT } from '../../orders/history/i18n';
import { DialogFrame } from '../../ui/Dialog';
import { CheckboxField, TextField } from '../../ui/fields';
import { useEscapeCloses } from '../use-escape-closes';
import { type CouponForm, checkCouponForm, emptyCouponForm, formOf, type Problem } from './coupon-form';
import { useProblemText } from './coupon-texts';

type Props = {
  /** Edit this coupon; none: create one. */
  coupon?: CouponView;
  onClose: () => void;
  onSaved: (coupon: CouponView) => void;
};

/**
 * Create or edit a coupon. Checked with the API's schema as it is typed (after the first save attempt); the
 * server checks again, and its field errors (422) or a taken code (409) show under the field.
 */
export function CouponDialog({ coupon, onClose, onSaved }: Props) {
  const t = useOrdersT();
  const problemText = useProblemText();
  const [form, setForm] = useState<CouponForm>(() => (coupon ? formOf(coupon) : emptyCouponForm()));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Partial<Record<keyof CouponForm, string>>>({});
  const [saving, setSaving] = useState(false);

  useEscapeCloses(onClose);

  const check = checkCouponForm(form);
  const error = (field: keyof CouponForm) =>
    server[field] ?? (tried ? problemText(check.problems[field] as Problem | undefined) : undefined);
  const set = <K extends keyof CouponForm>(field: K, value: CouponForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServer((s) => ({ ...s, [field]: undefined }));
  };
  const text = (field: keyof CouponForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={field}
      value={form[field] as string}
      error={error(field)}
      onChange={(e) => set(field, e.target.value as never)}
      {...extra}
    />
  );

  const save = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check.body || saving) return;
    setSaving(true);
    const result = coupon
      ? await client.PATCH('/api/v1/coupons/{id}', {
          params: { path: { id: coupon.id } },
          body: check.body,
          notifyErrors: false,
          notifySuccess: true,
        })
      : await client.POST('/api/v1/coupons', { body: check.body, notifyErrors: false, notifySuccess: true });
    setSaving(false);
    if (result.ok && result.data) return onSaved(result.data);
    const fields: Partial<Record<keyof CouponForm, string>> = {};
    for (const e of result.errors)
      if (e.field && e.field in form) fields[e.field as keyof CouponForm] ??= e.message;
    if (result.status === 409) fields.code = result.message;
    if (!Object.keys(fields).length) fields.code = result.message;
    setServer(fields);
  };

  return (
    <DialogFrame
      title={coupon ? t('couponFormEdit', { code: coupon.code }) : t('couponFormNew')}
      onClose={onClose}
    >
      <form noValidate onSubmit={save} data-testid="coupon-form">
        {text('code', t('couponFieldCode'), {
          hint: t('couponFieldCodeHint'),
          autoComplete: 'off',
          spellCheck: false,
        })}
        {text('description', t('couponFieldDescription'), { maxLength: 200 })}
        <p className="text-base-content/75 mt-2 text-xs">{t('couponEffectNote')}</p>
        <div className="grid gap-x-3 sm:grid-cols-2">
          {text('discountAmount', t('couponFieldAmount'), { inputMode: 'decimal' })}
          {text('discountPercent', t('couponFieldPercent'), { inputMode: 'numeric' })}
          {text('minSubtotal', t('couponFieldMinimum'), { inputMode: 'decimal' })}
          {text('maxValue', t('couponFieldMaxValue'), { inputMode: 'decimal' })}
          {text('validFrom', t('couponFieldValidFrom'), { type: 'date' })}
          {text('validUntil', t('couponFieldValidUntil'), { type: 'date' })}
          {text('maxUses', t('couponFieldMaxUses'), { inputMode: 'numeric' })}
        </div>
        <CheckboxField
          label={t('couponFieldFreeShipping')}
          checked={form.freeShipping}
          onChange={(e) => set('freeShipping', e.target.checked)}
        />
        <CheckboxField
          label={t('couponFieldCombinable')}
          checked={form.combinable}
          onChange={(e) => set('combinable', e.target.checked)}
        />
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('couponCancel')}
          </button>
          <button type="submit" className="btn btn-primary" aria-busy={saving || undefined}>
            {saving ? t('couponSaving') : coupon ? t('couponSave') : t('couponCreate')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
