import { useStore } from '@nanostores/react';
import type { Lang } from '@shared/constants';
import { useEffect, useState } from 'react';
import { useT } from '../../../dashboard/lib/i18n';
import { DASHBOARD_HOME } from '../../../dashboard/lib/session';
import { openDialog } from '../../../dashboard/stores/dialogs';
import { $user } from '../../../dashboard/stores/user';
import { SignupForm } from '../SignupForm';
import { PageShell } from './PageShell';

/** /signup: the signup form as a page (the same form as the dialog). */
export default function SignupPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const user = useStore($user);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <PageShell lang={lang} title={t('signupTitle')}>
      {mounted && user ? (
        <>
          <p className="text-sm">{t('alreadySignedIn', { name: user.fullName })}</p>
          <div className="card-actions">
            <a className="btn btn-primary" href={DASHBOARD_HOME}>
              {t('goToDashboard')}
            </a>
          </div>
        </>
      ) : (
        <>
          <p className="text-base-content/75 text-sm">{t('signupIntro')}</p>
          <SignupForm footer="page" onLogin={() => openDialog('login')} />
        </>
      )}
    </PageShell>
  );
}
