import { RETENTION_CHOICES, type Retention } from '@shared/schemas/retention';
import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import type { ApiResult } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { FormMessage, SelectField, SubmitButton } from '../ui/fields';
import { Spinner } from '../ui/parts';

const KEEP = 'keep';
const PATH = '/api/v1/companies/{shortId}/retention' as const;

/**
 * How long the company keeps its leads and the details of its tags' and cards' views (issue 33): owners choose,
 * colleagues read. The nightly job deletes what is older; the counts stay.
 */
export default function RetentionTab({
  companyShortId,
  isOwner,
}: {
  companyShortId: string;
  isOwner: boolean;
}) {
  const t = useT();
  const [value, setValue] = useState<Retention | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const params = { path: { shortId: companyShortId } };

  useEffect(() => {
    void client
      .GET(PATH, { params: { path: { shortId: companyShortId } } })
      .then((answer) => answer.ok && answer.data && setValue(answer.data));
  }, [companyShortId]);

  if (!value) return <Spinner label={t('loading')} />;

  const options = [
    { value: KEEP, label: t('retentionKeep') },
    ...RETENTION_CHOICES.map((months) => ({
      value: String(months),
      label: t('retentionMonthsChoice', { months }),
    })),
  ];
  const toField = (months: number | null) => (months === null ? KEEP : String(months));
  const fromField = (field: string) => (field === KEEP ? null : Number(field));

  const save = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.PUT(PATH, { params, body: value, notifyErrors: false, notifySuccess: true });
    setBusy(false);
    setResult(answer.ok ? null : answer);
  };

  return (
    <form onSubmit={save} noValidate className="space-y-3" data-testid="retention">
      <p className="text-sm">{t('retentionIntro')}</p>
      <FormMessage result={result} />
      {isOwner ? (
        <>
          <SelectField
            label={t('retentionLeads')}
            value={toField(value.leadMonths)}
            onChange={(field) => setValue({ ...value, leadMonths: fromField(field) })}
            options={options}
          />
          <SelectField
            label={t('retentionViews')}
            value={toField(value.viewMonths)}
            onChange={(field) => setValue({ ...value, viewMonths: fromField(field) })}
            options={options}
          />
          <p className="text-base-content/70 text-sm">{t('retentionCounts')}</p>
          <div className="flex justify-end">
            <SubmitButton busy={busy}>{t('save')}</SubmitButton>
          </div>
        </>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t('retentionLeads')}</dt>
          <dd>{options.find((o) => o.value === toField(value.leadMonths))?.label}</dd>
          <dt className="font-semibold">{t('retentionViews')}</dt>
          <dd>{options.find((o) => o.value === toField(value.viewMonths))?.label}</dd>
        </dl>
      )}
    </form>
  );
}
