import { useState } from 'react';
import { client } from '../../dashboard/lib/client';
import { type ApiResult, fieldError, invalidResult } from '../../dashboard/lib/envelope';
import { useT } from '../../dashboard/lib/i18n';
import { FormMessage, SubmitButton, TextField } from '../../dashboard/ui/fields';
import { solveHumanCheck } from '../../lib/altcha';
import { lookupSso, SsoContinue } from './SsoWay';
import type { SsoLookup } from './sso';

/**
 * Forgot password: the email and the human check; the same answer whether or not an account exists. An address
 * whose company requires single sign-on is told so (403), with its company's button.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  onBack,
}: {
  initialEmail?: string;
  onBack?: () => void;
}) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState<false | 'human' | 'sending'>(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [ssoOffer, setSsoOffer] = useState<SsoLookup | null>(null);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy('human');
    let altcha: string;
    try {
      altcha = await solveHumanCheck();
    } catch {
      setBusy(false);
      setResult(invalidResult(t('notRobot')));
      return;
    }
    setBusy('sending');
    const answer = await client.POST('/api/v1/auth/password/forgot', {
      body: { email, altcha },
      session: false,
      notifyErrors: false,
    });
    setBusy(false);
    setResult(answer);
    // The company signs this address in (403 ssoRequired): no password to reset, its button instead.
    const found = answer.status === 403 ? await lookupSso(email.trim()) : null;
    setSsoOffer(found?.ok && found.data?.sso ? found.data : null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="text-base-content/70 mb-2 text-sm">{t('forgotHelp')}</p>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError(result, 'email')}
      />
      <FormMessage result={result && !fieldError(result, 'email') ? result : null} />
      {ssoOffer && <SsoContinue lookup={ssoOffer} />}
      {busy === 'human' && (
        <p className="text-base-content/70 text-xs" role="status">
          {t('humanCheckRunning')}
        </p>
      )}
      <div className="modal-action">
        {onBack && (
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            {t('backToLogin')}
          </button>
        )}
        <SubmitButton busy={Boolean(busy)}>{t('forgotSubmit')}</SubmitButton>
      </div>
    </form>
  );
}
