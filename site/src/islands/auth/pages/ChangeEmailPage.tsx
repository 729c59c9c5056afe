import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { useEffect, useState } from 'react';
import { client } from '../../../dashboard/lib/client';
import { useT } from '../../../dashboard/lib/i18n';
import { DASHBOARD_HOME } from '../../../dashboard/lib/session';
import { openDialog } from '../../../dashboard/stores/dialogs';
import { $user, setUser } from '../../../dashboard/stores/user';
import { Outcome, PageShell, useQueryParam, Working } from './PageShell';

type State = { state: 'working' | 'ok' | 'error'; message: string; needsLogin?: boolean };

/** /change-email?emailToken=…: confirms the new email, only while logged in to that account (SPEC §2). */
export default function ChangeEmailPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const token = useQueryParam('emailToken');
  const signedIn = Boolean(useStore($user));
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    if (token === undefined) return;
    if (!token) return setState({ state: 'error', message: t('emailTokenMissing') });
    if (!signedIn)
      return setState({ state: 'error', message: t('emailChangeWrongAccount'), needsLogin: true });
    setState({ state: 'working', message: t('changingEmail') });
    void (async () => {
      const answer = await client.PATCH('/api/v1/users/me/account/email', {
        body: { emailToken: token },
        session: false,
        notifyErrors: false,
      });
      if (answer.ok && answer.data) {
        setUser(answer.data);
        return setState({ state: 'ok', message: answer.message || t('emailChanged') });
      }
      if (answer.status === 401 || answer.status === 666) {
        setUser(null);
        return setState({ state: 'error', message: t('emailChangeWrongAccount'), needsLogin: true });
      }
      setState({ state: 'error', message: answer.message });
    })();
    // Runs again when the person logs in from the dialog on this page.
  }, [token, signedIn, t]);

  return (
    <PageShell lang={lang} title={t('changeEmailTitle')}>
      {!state ? <Working /> : <Outcome state={state.state} message={state.message} />}
      {state?.needsLogin && (
        <div className="card-actions mt-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => openDialog('login', { stay: true })}
          >
            {t('login')}
          </button>
        </div>
      )}
      {state?.state === 'ok' && (
        <div className="card-actions mt-2">
          <a className="btn btn-primary" href={DASHBOARD_HOME}>
            {t('goToDashboard')}
          </a>
        </div>
      )}
    </PageShell>
  );
}
