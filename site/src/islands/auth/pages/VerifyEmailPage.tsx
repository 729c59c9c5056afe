import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { useEffect, useState } from 'react';
import { client } from '../../../dashboard/lib/client';
import { useT } from '../../../dashboard/lib/i18n';
import { DASHBOARD_HOME } from '../../../dashboard/lib/session';
import { openDialog } from '../../../dashboard/stores/dialogs';
import { $user, setUser } from '../../../dashboard/stores/user';
import { langPath, Outcome, PageShell } from './PageShell';

/** /verify-email?verifyToken=…: verifies at once; says what is wrong when the token is missing or wrong. */
export default function VerifyEmailPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const user = useStore($user);
  const [state, setState] = useState<{ state: 'working' | 'ok' | 'error'; message: string }>({
    state: 'working',
    message: t('verifying'),
  });

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('verifyToken');
    if (!token) return setState({ state: 'error', message: t('verifyTokenMissing') });
    void (async () => {
      const answer = await client.PATCH('/api/v1/users/me/verification', {
        body: { token },
        session: false,
        notifyErrors: false,
      });
      setState({ state: answer.ok ? 'ok' : 'error', message: answer.message || t('verifyTokenWrong') });
      if (answer.ok && $user.get()) {
        const me = await client.GET('/api/v1/users/me', { session: false, notifyErrors: false });
        if (me.ok && me.data) setUser(me.data);
      }
    })();
  }, [t]);

  return (
    <PageShell lang={lang} title={t('verifyTitle')}>
      <Outcome {...state} />
      {state.state !== 'working' && (
        <div className="card-actions mt-2">
          {user ? (
            <a className="btn btn-primary" href={DASHBOARD_HOME}>
              {t('goToDashboard')}
            </a>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => openDialog('login')}>
              {t('login')}
            </button>
          )}
          <a className="btn btn-ghost" href={langPath(lang, '/')}>
            {t('goToStart')}
          </a>
        </div>
      )}
    </PageShell>
  );
}
