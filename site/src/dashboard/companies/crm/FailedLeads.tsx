import { useState } from 'react';
import { client } from '../../lib/client';
import { notify } from '../../stores/notifications';
import { useCrmT } from './crm-texts';
import type { CrmConnection } from './crm-types';

/** The leads the CRM refused, newest first, each with the CRM's reason and "send again". */
export function FailedLeads({
  companyShortId,
  connection,
  reload,
}: {
  companyShortId: string;
  connection: CrmConnection;
  reload: () => Promise<void>;
}) {
  const t = useCrmT();
  const [busy, setBusy] = useState<string | null>(null);
  const sendAgain = async (leadShortId: string) => {
    setBusy(leadShortId);
    const answer = await client.POST('/api/v1/companies/{shortId}/crm/leads/{leadShortId}/sync', {
      params: { path: { shortId: companyShortId, leadShortId } },
    });
    setBusy(null);
    if (answer.ok) {
      notify(answer.message, { color: 'success' });
      await reload();
    }
  };
  return (
    <section aria-labelledby="crm-failed" className="space-y-2">
      <h3 id="crm-failed" className="font-semibold">
        {t('crmFailedTitle')}
      </h3>
      {!connection.failed.length ? (
        <p className="text-base-content/75 text-sm">{t('crmFailedEmpty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm" data-testid="crm-failed">
            <thead>
              <tr>
                <th scope="col" className="text-base-content/80">
                  {t('crmLead')}
                </th>
                <th scope="col" className="text-base-content/80">
                  {t('crmReason')}
                </th>
                <th scope="col" className="text-base-content/80">
                  <span className="sr-only">{t('crmSendAgain')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {connection.failed.map((lead) => (
                <tr key={lead.leadId} data-testid="crm-failed-lead">
                  <td>
                    <div className="font-medium">{lead.name || lead.email || '–'}</div>
                    {lead.email && lead.name && (
                      <div className="text-base-content/70 text-xs">{lead.email}</div>
                    )}
                  </td>
                  <td className="text-error break-words text-xs sm:max-w-80">{lead.lastError ?? '–'}</td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-xs btn-outline whitespace-nowrap"
                      aria-label={t('crmSendAgainNamed', { name: lead.name || lead.email })}
                      disabled={busy === lead.leadId}
                      onClick={() => void sendAgain(lead.leadId)}
                    >
                      {t('crmSendAgain')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
