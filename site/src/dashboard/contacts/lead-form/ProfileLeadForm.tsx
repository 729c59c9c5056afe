// The profile editor's "Exchange contact form" card: the person's own questions for this profile, and a note
// when the company shown first has a form of its own (its questions are asked instead: docs/decisions.md).
import type { LeadForm } from '@shared/schemas/lead-form';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { Card, Spinner } from '../../ui/parts';
import { LeadFormEditor } from './LeadFormEditor';

type Loaded = { own: LeadForm; asked: LeadForm };
const same = (a: LeadForm, b: LeadForm) => JSON.stringify(a.questions) === JSON.stringify(b.questions);

export function ProfileLeadForm({ profileShortId, name }: { profileShortId: string; name: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    client
      .GET('/api/v1/profiles/{shortId}/lead-form', { params: { path: { shortId: profileShortId } } })
      .then((answer) => answer.ok && answer.data && setLoaded(answer.data));
  }, [profileShortId]);
  return (
    <Card title={t('leadFormTitle')}>
      {loaded ? (
        <LeadFormEditor
          form={loaded.own}
          defaultConsent={t('leadFormDefaultConsent', { name })}
          note={!same(loaded.own, loaded.asked) ? t('leadFormCompanyWins') : undefined}
          save={async (form) => {
            const answer = await client.PUT('/api/v1/profiles/{shortId}/lead-form', {
              params: { path: { shortId: profileShortId } },
              body: form,
              notifySuccess: true,
              notifyErrors: false,
            });
            if (answer.ok && answer.data) setLoaded(answer.data);
            return answer;
          }}
        />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Card>
  );
}
