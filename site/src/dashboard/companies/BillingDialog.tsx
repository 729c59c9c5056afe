import { missingBillingParts, REQUIRED_BILLING_PARTS } from '@shared/billing-info';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import type { Billing, Company } from '../lib/people';
import { isEmail } from '../lib/validate';
import { putCompany, useCompanies } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Spinner } from '../ui/parts';

const EMPTY: Billing = {
  orgNumber: '',
  email: '',
  marking: '',
  street: '',
  zipcode: '',
  city: '',
  country: '',
};

const LABELS = {
  orgNumber: 'orgNumber',
  email: 'billingEmail',
  street: 'street',
  zipcode: 'zipcode',
  city: 'city',
  country: 'country',
} as const;

/** Billing information of a company (SPEC §3): needed before it can pay for orders and subscriptions. */
export default function BillingDialog({ props, isTop, close }: DialogComponentProps<'billing'>) {
  const t = useT();
  const companies = useCompanies();
  const company = companies?.find((c) => c.shortId === props.shortId);
  return (
    <DialogFrame
      title={company ? t('billingTitleOf', { name: company.name }) : t('billingTitle')}
      onClose={close}
      isTop={isTop}
      size="md"
    >
      {company ? <BillingForm company={company} onDone={close} /> : <Spinner label={t('loading')} />}
    </DialogFrame>
  );
}

function BillingForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const t = useT();
  const [form, setForm] = useState<Billing>({ ...EMPTY, ...company.billing });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const set = (patch: Partial<Billing>) => setForm((f) => ({ ...f, ...patch }));
  const emailBad = form.email !== '' && !isEmail(form.email);
  const err = (field: keyof Billing) => fieldError(result, `billing.${field}`);
  // Stored half-filled (before a save had to be complete): the "missing" mark's reason, named at once.
  const stored = missingBillingParts(company.billing);
  const halfFilled = stored.length > 0 && stored.length < REQUIRED_BILLING_PARTS.length;

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (emailBad) return setShowErrors(true);
    setBusy(true);
    const answer = await client.PATCH('/api/v1/companies/{shortId}', {
      params: { path: { shortId: company.shortId } },
      body: { billing: form },
      notifySuccess: true,
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setResult(answer);
    putCompany(answer.data);
    onDone();
  };

  const fields: [keyof Billing, string, number, string?][] = [
    ['orgNumber', t('orgNumber'), 40],
    ['marking', t('invoiceMarking'), 100],
    ['street', t('street'), 100, 'street-address'],
    ['zipcode', t('zipcode'), 20, 'postal-code'],
    ['city', t('city'), 100, 'address-level2'],
    ['country', t('country'), 100, 'country-name'],
  ];
  return (
    <form onSubmit={submit} noValidate>
      <p className="text-base-content/75 mb-2 text-sm">
        {t('billingIntro')} {t('requiredFieldsNote')}
      </p>
      {halfFilled && (
        <div className="alert alert-warning alert-soft dc-alert mb-2 text-sm" data-testid="billing-missing">
          {t('billingStillMissing', { fields: stored.map((part) => t(LABELS[part])).join(', ') })}
        </div>
      )}
      <FormMessage
        result={result && !result.errors.some((e) => e.field?.startsWith('billing.')) ? result : null}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('billingEmail')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={form.email}
          onChange={(e) => set({ email: e.target.value.trim() })}
          error={(showErrors && emailBad ? t('invalidEmail') : undefined) ?? err('email')}
          className="sm:col-span-2"
          required
        />
        {fields.map(([key, label, max, auto]) => (
          <TextField
            key={key}
            label={label}
            maxLength={max}
            autoComplete={auto ?? 'off'}
            value={form[key]}
            onChange={(e) => set({ [key]: e.target.value })}
            error={err(key)}
            required={(REQUIRED_BILLING_PARTS as readonly string[]).includes(key)}
          />
        ))}
      </div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
        <SubmitButton busy={busy}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
