import { CreditInvoiceBody } from '@shared/schemas/billing';
import type { InvoiceSummary } from '@shared/types/billing';
import { Value } from '@sinclair/typebox/value';
import { useState } from 'react';
import { client } from '../../lib/client';
import { formatMoney, useT } from '../../lib/i18n';
import { notifySuccess } from '../../stores/notifications';
import { DialogFrame } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/fields';
import { useAdminT } from '../i18n';
import { useEscapeCloses } from '../use-escape-closes';

const REASON_MAX = 300;

/**
 * A credit note for the whole invoice, with the reason printed on it. The reason is checked with the API's
 * schema before it is sent; the server's refusal shows under the field.
 */
export function CreditDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceSummary;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useAdminT();
  const app = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEscapeCloses(onClose);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const body = { reason: reason.trim() };
    if (!Value.Check(CreditInvoiceBody, body)) return setError(t('creditReasonMissing'));
    if (busy) return;
    setBusy(true);
    const result = await client.POST('/api/v1/admin/invoices/{id}/credit', {
      params: { path: { id: invoice.id } },
      body,
      notifyErrors: false,
    });
    setBusy(false);
    if (!result.ok) return setError(result.errors[0]?.message ?? result.message);
    notifySuccess(t('creditDone', { number: invoice.number }));
    onDone();
  };

  return (
    <DialogFrame title={t('creditTitle', { number: invoice.number })} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-base-content/80 text-sm">
          {t('creditText', { company: invoice.company.name, total: formatMoney(invoice.total) })}
        </p>
        <TextAreaField
          label={t('creditReason')}
          name="reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          hint={t('creditReasonHint')}
          error={error}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {app('cancel')}
          </button>
          <button type="submit" className="btn btn-error" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('creditConfirm')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
