import { useState } from 'react';
import { CompanyLogo } from '../companies/CompanyLogo';
import { client } from '../lib/client';
import { t as translate, useT } from '../lib/i18n';
import type { Company } from '../lib/people';
import { openDialog } from '../stores/dialogs';
import { refreshPeople } from '../stores/people';
import { Icon } from '../ui/icons';

/** Companies that invited me (SPEC §4: Invited → accept or decline). */
export function Invitations({ companies }: { companies: Company[] }) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  if (!companies.length) return null;

  const accept = async (company: Company) => {
    setBusy(company.shortId);
    const result = await client.POST('/api/v1/companies/{shortId}/invitation/accept', {
      params: { path: { shortId: company.shortId } },
      notifySuccess: true,
    });
    setBusy(null);
    if (result.ok) await refreshPeople();
  };
  const decline = (company: Company) =>
    openDialog('confirm', {
      title: translate('declineTitle'),
      message: translate('declineText', { company: company.name }),
      confirmLabel: translate('decline'),
      danger: true,
      onConfirm: async () => {
        const result = await client.POST('/api/v1/companies/{shortId}/invitation/decline', {
          params: { path: { shortId: company.shortId } },
          notifySuccess: true,
        });
        if (result.ok) await refreshPeople();
      },
    });

  return (
    <section
      aria-labelledby="invitations-title"
      className="card border-2 border-primary/40 bg-base-100"
      data-testid="invitations"
    >
      <div className="card-body gap-3 p-5">
        <h2 id="invitations-title" className="card-title text-base">
          <Icon name="mail" className="text-primary size-5" />
          {t('invitationsTitle')}
        </h2>
        <ul className="space-y-2">
          {companies.map((company) => (
            <li key={company.shortId} className="flex flex-wrap items-center gap-3">
              <CompanyLogo company={company} size="size-10" />
              <p className="min-w-0 flex-1 basis-48 text-sm">{t('invitedTo', { company: company.name })}</p>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy === company.shortId}
                  aria-label={t('acceptNamed', { company: company.name })}
                  onClick={() => accept(company)}
                >
                  {busy === company.shortId && <span className="loading loading-spinner loading-xs" />}
                  {t('accept')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('declineNamed', { company: company.name })}
                  onClick={() => decline(company)}
                >
                  {t('decline')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
