import { useEffect, useId, useState } from 'react';
import { client } from '../../lib/client';
import { type ApiResult, fieldError } from '../../lib/envelope';
import { notify } from '../../stores/notifications';
import { FormMessage, SubmitButton } from '../../ui/fields';
import { type CrmKey, PROVIDER_NAMES, useCrmT } from './crm-texts';
import type { CrmConnection, CrmStatus } from './crm-types';

const FIELD_LABELS: Record<string, CrmKey> = {
  firstName: 'crmFieldFirstName',
  lastName: 'crmFieldLastName',
  email: 'crmFieldEmail',
  phone: 'crmFieldPhone',
  company: 'crmFieldCompany',
  title: 'crmFieldTitle',
  web: 'crmFieldWeb',
  address: 'crmFieldAddress',
  note: 'crmFieldNote',
  event: 'crmFieldEvent',
  origin: 'crmFieldOrigin',
};

const targetsOf = (connection: CrmConnection) =>
  Object.fromEntries(connection.mapping.map((row) => [row.field, row.target]));

/**
 * Which lead field goes to which CRM property: the CRM's standard properties offered (a custom property's internal
 * name may be typed), empty for not sent; the fixed ones shown as they are. Saves the fields changed.
 */
export function MappingTable({
  companyShortId,
  connection,
  onStatus,
}: {
  companyShortId: string;
  connection: CrmConnection;
  onStatus: (status: CrmStatus) => void;
}) {
  const t = useCrmT();
  const id = useId();
  const provider = PROVIDER_NAMES[connection.provider];
  const [targets, setTargets] = useState(() => targetsOf(connection));
  const [result, setResult] = useState<ApiResult | null>(null);
  const [busy, setBusy] = useState(false);
  // A mapping saved elsewhere (another owner, a reload) replaces an untouched form.
  const saved = targetsOf(connection);
  const savedKey = JSON.stringify(saved);
  useEffect(() => setTargets(JSON.parse(savedKey)), [savedKey]);

  const save = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(targets).filter(([field, target]) => saved[field] !== target),
    );
    setBusy(true);
    const answer = await client.PUT('/api/v1/companies/{shortId}/crm/mapping', {
      params: { path: { shortId: companyShortId } },
      body: changed,
      notifyErrors: false,
    });
    setBusy(false);
    setResult(answer.ok ? null : answer);
    if (answer.ok && answer.data) {
      onStatus(answer.data);
      notify(answer.message, { color: 'success' });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="font-semibold">
        {t('crmMappingTitle')}
      </h3>
      <p className="text-base-content/75 text-sm">
        {t('crmMappingIntro', {
          provider,
          note: t(connection.provider === 'hubspot' ? 'crmNoteHubspot' : 'crmNoteSalesforce'),
        })}
      </p>
      <form onSubmit={save} noValidate data-testid="crm-mapping">
        <FormMessage result={result && !result.errors.some((e) => e.field) ? result : null} />
        <datalist id={`${id}-targets`}>
          {connection.targets.map((target) => (
            <option key={target} value={target} />
          ))}
        </datalist>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col" className="text-base-content/80">
                {t('crmMappingField')}
              </th>
              <th scope="col" className="text-base-content/80">
                {t('crmMappingTarget', { provider })}
              </th>
            </tr>
          </thead>
          <tbody>
            {connection.mapping.map((row) => {
              const label = t(FIELD_LABELS[row.field] ?? 'crmFieldNote');
              const error = fieldError(result, row.field);
              return (
                <tr key={row.field}>
                  <th scope="row" className="font-normal">
                    <label htmlFor={`${id}-${row.field}`}>{label}</label>
                  </th>
                  <td>
                    {row.fixed ? (
                      <span className="font-mono text-sm" id={`${id}-${row.field}`}>
                        {row.target}{' '}
                        <span className="text-base-content/60 font-sans text-xs">
                          ({t('crmMappingFixed')})
                        </span>
                      </span>
                    ) : (
                      <>
                        <input
                          id={`${id}-${row.field}`}
                          className={`input input-sm w-full max-w-xs font-mono ${error ? 'input-error' : ''}`}
                          list={`${id}-targets`}
                          value={targets[row.field] ?? ''}
                          placeholder={t('crmNotSent')}
                          maxLength={100}
                          autoComplete="off"
                          spellCheck={false}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${id}-${row.field}-error` : undefined}
                          onChange={(e) =>
                            setTargets((now) => ({ ...now, [row.field]: e.target.value.trim() }))
                          }
                        />
                        {error && (
                          <p id={`${id}-${row.field}-error`} className="text-error mt-1 text-xs">
                            {error}
                          </p>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mt-2 flex justify-end">
          <SubmitButton busy={busy} className="btn-primary btn-sm">
            {t('crmMappingSave')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
