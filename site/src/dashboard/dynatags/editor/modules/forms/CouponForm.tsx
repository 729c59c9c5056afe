import { VENUE_LIMITS } from '@shared/schemas/venue-fields';
import { TextAreaField, TextField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { TimeZoneField } from './TimeZoneField';
import type { FormProps } from './types';

/** A coupon: its code (shown on tap), what it gives, and its last day (optional) in its time zone. */
export function CouponForm({ module, onChange, problems }: FormProps<'coupon'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  return (
    <div className="pt-1">
      <TextField
        label={t('modCouponCode')}
        value={module.code}
        maxLength={VENUE_LIMITS.couponCode}
        required
        spellCheck={false}
        autoComplete="off"
        error={message('/code')}
        onChange={(e) => onChange({ ...module, code: e.target.value })}
      />
      <TextAreaField
        label={t('modCouponDescription')}
        value={module.description}
        rows={2}
        maxLength={VENUE_LIMITS.couponText}
        error={message('/description')}
        onChange={(description) => onChange({ ...module, description })}
      />
      <TextField
        label={t('modCouponLastDay')}
        hint={t('modCouponLastDayHint')}
        type="date"
        value={module.lastDay ?? ''}
        error={message('/lastDay')}
        onChange={(e) => {
          const { lastDay: _old, ...rest } = module;
          onChange(e.target.value ? { ...rest, lastDay: e.target.value } : rest);
        }}
      />
      <TimeZoneField
        value={module.timeZone}
        error={message('/timeZone')}
        onChange={(timeZone) => onChange({ ...module, timeZone })}
      />
    </div>
  );
}
