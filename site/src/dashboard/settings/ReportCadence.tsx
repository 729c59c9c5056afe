import type { ReportCadence as Cadence } from '@shared/schemas/reports';
import { REPORT_CADENCES } from '@shared/schemas/reports';
import { useEffect, useId, useState } from 'react';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';

/**
 * How often a report mail comes (off, weekly, monthly): a select that saves as soon as it changes, for the
 * person's own report (Settings) and an owner's company report (Companies). `path`: the API's setting.
 */
export function ReportCadence({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const t = useT();
  const id = useId();
  const [cadence, setCadence] = useState<Cadence | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    api<{ cadence: Cadence }>('GET', path).then((answer) => {
      if (live && answer.ok && answer.data) setCadence(answer.data.cadence);
    });
    return () => {
      live = false;
    };
  }, [path]);

  const change = async (next: Cadence) => {
    const before = cadence;
    setCadence(next);
    setBusy(true);
    const answer = await api<{ cadence: Cadence }>('PUT', path, {
      body: { cadence: next },
      notifySuccess: true,
    });
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
