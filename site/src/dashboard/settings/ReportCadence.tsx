import type { ReportCadence as Cadence } from '@shared/schemas/reports';
import { REPORT_CADENCES } from '@shared/schemas/reports';
import { useEffect, useId, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';

/**
 * How often a report mail comes (off, weekly, monthly): a select that saves as soon as it changes, for the
 * person's own report (Settings) and an owner's company report (Companies). `company`: its short id (the company's report), absent for my own.
 */
export function ReportCadence({ company, label, hint }: { company?: string; label: string; hint?: string }) {
  const t = useT();
  const id = useId();
  const [cadence, setCadence] = useState<Cadence | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    (company
      ? client.GET('/api/v1/companies/{shortId}/report', { params: { path: { shortId: company } } })
      : client.GET('/api/v1/reports/me')
    ).then((answer) => {
      if (live && answer.ok && answer.data) setCadence(answer.data.cadence);
    });
    return () => {
      live = false;
    };
  }, [company]);

  const change = async (next: Cadence) => {
    const before = cadence;
    setCadence(next);
    setBusy(true);
    const options = { body: { cadence: next }, notifySuccess: true };
    const answer = company
      ? await client.PUT('/api/v1/companies/{shortId}/report', {
          params: { path: { shortId: company } },
          ...options,
        })
      : await client.PUT('/api/v1/reports/me', options);
    setBusy(false);
    setCadence(answer.ok && answer.data ? answer.data.cadence : before);
  };

  const names: Record<Cadence, string> = {
    off: t('reportOff'),
    weekly: t('reportWeekly'),
    monthly: t('reportMonthly'),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="select select-sm w-56 max-w-full"
        value={cadence ?? 'off'}
        disabled={cadence === null || busy}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => change(e.target.value as Cadence)}
      >
        {REPORT_CADENCES.map((c) => (
          <option key={c} value={c}>
            {names[c]}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-base-content/70 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
