import { PRICES } from '@shared/constants';
import { formatMoney } from '../../lib/i18n';
import { TextField } from '../../ui/fields';
import { AddressFields } from './AddressFields';
import { isComplete, type WizardForm } from './form';
import { useWizardT } from './i18n';

/** Step 3: the main shipping address (filled in from the billing information) and the invoice marking. */
export function StepShipping({
  form,
  showErrors,
  update,
}: {
  form: WizardForm;
  showErrors: boolean;
  update: (change: (form: WizardForm) => WizardForm) => void;
}) {
  const t = useWizardT();
  const incomplete = showErrors && !isComplete(form.shippingAddress);
  return (
    <div className="grid max-w-2xl gap-3">
      <p className="text-base-content/75 text-sm">{t('wizardShippingIntro')}</p>
      <AddressFields
        value={form.shippingAddress}
        onChange={(shippingAddress) => update((f) => ({ ...f, shippingAddress }))}
        error={incomplete ? t('wizardShippingIncomplete') : undefined}
      />
      <TextField
        label={t('wizardInvoiceMarking')}
        maxLength={100}
        value={form.invoiceMarking}
        onChange={(e) => update((f) => ({ ...f, invoiceMarking: e.target.value }))}
      />
      <p className="text-base-content/70 text-xs">
        {t('wizardShippingPrices', {
          national: formatMoney(PRICES.shipping.national),
          international: formatMoney(PRICES.shipping.international),
        })}
      </p>
    </div>
  );
}
