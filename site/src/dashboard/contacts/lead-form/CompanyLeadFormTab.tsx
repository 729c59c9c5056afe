// The company's "Exchange contact form" tab: the questions every colleague's card asks (instead of their own)
// when the card shows this company first; owners change it, colleagues read it.
import type { LeadForm } from '@shared/schemas/lead-form';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { Spinner } from '../../ui/parts';
import { LeadFormEditor } from './LeadFormEditor';

export default function CompanyLeadFormTab({
  companyShortId,
  isOwner,
}: {
  companyShortId: string;
  isOwner: boolean;
}) {
  const t = useT();
  const [form, setForm] = useState<LeadForm | null>(null);
  useEffect(() => {
    client
      .GET('/api/v1/companies/{shortId}/lead-form', { params: { path: { shortId: companyShortId } } })
      .then((answer) => answer.ok && answer.data && setForm(answer.data.own));
  }, [companyShortId]);
  if (!form) return <Spinner label={t('loading')} />;
  return (
    <LeadFormEditor
      form={form}
      readOnly={!isOwner}
      defaultConsent={t('leadFormDefaultConsent', { name: t('leadFormTheColleague') })}
      note={t('leadFormCompanyNote')}
      save={(body) =>
        client.PUT('/api/v1/companies/{shortId}/lead-form', {
          params: { path: { shortId: companyShortId } },
          body,
          notifySuccess: true,
          notifyErrors: false,
        })
      }
    />
  );
}
