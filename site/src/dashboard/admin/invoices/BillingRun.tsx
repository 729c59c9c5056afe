import { useStore } from '@nanostores/react';
import type { BillingRunResult } from '@shared/types/billing';
import { useId, useMemo, useState } from 'react';
import { client } from '../../lib/client';
import { formatMoney, LOCALES } from '../../lib/i18n';
import { openDialog } from '../../stores/dialogs';
import { $uiLang } from '../../stores/prefs';
import { useAdminT } from '../i18n';
import { pastPeriods, periodLabel } from './filters';

/**
 * "Bill a month": the scheduled run bills the previous month on the 1st; here an administrator runs it for a
 * past month now. The run is idempotent (a company billed for the month is skipped), and its result stays
 * shown until the next run.
 */
export function BillingRun({ onBilled }: { onBilled: () => void }) {
  const t = useAdminT();
  const id = useId();
  const lang = useStore($uiLang);
  const periods = useMemo(() => pastPeriods(Date.now()), []);
  const [period, setPeriod] = useState(periods[0]);
  const [result, setResult] = useState<BillingRunResult | null>(null);
  const label = (p: string) => periodLabel(p, LOCALES[lang]);

  const run = () =>
    openDialog('confirm', {
      title: t('billTitle'),
      message: t('billConfirmText', { month: label(period) }),
      confirmLabel: t('billRun'),
      onConfirm: async () => {
        const answer = await client.POST('/api/v1/admin/billing/run', { body: { period } });
        if (!answer.ok || !answer.data) return;
        setResult(answer.data);
        onBilled();
      },
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-box border border-base-300 bg-base-100 space-y-3 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('billTitle')}
      </h3>
      <p className="text-base-content/75 text-sm">{t('billIntro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-month`}>{t('billMonth')}</label>
          <select
            id={`${id}-month`}
            className="select select-sm w-48"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
          >
            {periods.map((p) => (
              <option key={p} value={p}>
                {label(p)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary btn-sm" onClick={run}>
          {t('billRun')}
        </button>
      </div>
      <p role="status" className="text-sm" data-testid="billing-result">
        {result &&
          t('billResult', {
            month: label(result.period),
            invoices: result.invoices,
            skipped: result.skipped,
            total: formatMoney(result.total, lang),
          })}
      </p>
    </section>
  );
}
