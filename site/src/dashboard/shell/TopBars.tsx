import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import { $user } from '../stores/user';
import { Icon } from '../ui/icons';

/** Bars above the dashboard: the verify-email warning with a resend action (SPEC §2 top bars). */
export function TopBars() {
  const t = useT();
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  if (!user || user.isVerified) return null;
  const resend = async () => {
    setBusy(true);
    const result = await api('POST', '/users/me/verification/resend', { notifySuccess: true });
    setBusy(false);
    if (result.ok) setSent(true);
  };
  return (
    <section
      aria-label={t('verifyBarLabel')}
      className="alert alert-warning alert-soft dc-alert alert-vertical sm:alert-horizontal mb-5 justify-items-start text-start"
      data-testid="verify-bar"
    >
      <Icon name="mail" />
      <p className="min-w-0 flex-1 text-sm">{t('verifyBarText', { email: user.email })}</p>
      <button type="button" className="btn btn-sm btn-warning" onClick={resend} disabled={busy || sent}>
        {busy && <span className="loading loading-spinner loading-xs" />}
        {sent ? t('verifyBarSent') : t('verifyBarResend')}
      </button>
    </section>
  );
}
