import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { setUser } from '../stores/user';
import { FormMessage, PasswordField, SubmitButton } from '../ui/fields';
import { Icon } from '../ui/icons';

/** 2FA is on: turning it off needs the current password (SPEC §4). */
export function TwoFactorDisable() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.DELETE('/api/v1/users/me/otp', {
      body: { password },
      notifyErrors: false,
      notifySuccess: true,
    });
    setBusy(false);
    if (answer.ok && answer.data) setUser(answer.data);
    else setResult(answer);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div role="status" className="alert alert-success alert-soft dc-alert text-sm">
        <Icon name="shield" />
        <span>{t('otpIsOn')}</span>
      </div>
      <p className="text-sm">{t('otpDisableText')}</p>
      <FormMessage result={result && !fieldError(result, 'password') ? result : null} />
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError(result, 'password')}
      />
      <div className="flex justify-end">
        <SubmitButton busy={busy} className="btn-error btn-outline" disabled={!password}>
          {t('otpTurnOff')}
        </SubmitButton>
      </div>
    </form>
  );
}
