import { useStore } from '@nanostores/react';
import { USERNAME_PATTERN } from '@shared/constants';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { $user, setUser } from '../stores/user';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';

const FIELDS = ['username', 'email', 'newPassword', 'password'];

/** Username, email (confirmed by a mailed link), a new password; the current password is needed for any change. */
export function AccountTab() {
  const t = useT();
  const user = useStore($user);
  const [form, setForm] = useState({
    username: user?.username ?? '',
    email: user?.email ?? '',
    newPassword: '',
    password: '',
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  if (!user) return null;

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = {
      password: form.password,
      ...(form.username !== user.username ? { username: form.username } : {}),
      ...(form.email.trim().toLowerCase() !== user.email ? { email: form.email.trim() } : {}),
      ...(form.newPassword ? { newPassword: form.newPassword } : {}),
    };
    const answer = await client.PATCH('/api/v1/users/me/account', {
      body,
      notifyErrors: false,
      notifySuccess: true,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setResult(answer);
    const { emailChangePending, ...me } = answer.data;
    setUser(me);
    setResult(null);
    if (emailChangePending) setPendingEmail(form.email.trim());
    setForm({ username: me.username, email: me.email, newPassword: '', password: '' });
  };

  const general = result && !result.errors.some((e) => e.field && FIELDS.includes(e.field)) ? result : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-1">
      {pendingEmail && (
        <div
          role="status"
          className="alert alert-info alert-soft dc-alert text-sm"
          data-testid="email-pending"
        >
          <Icon name="mail" />
          <span>{t('emailPending', { email: pendingEmail })}</span>
        </div>
      )}
      <FormMessage result={general} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('username')}
          autoComplete="username"
          pattern={USERNAME_PATTERN}
          value={form.username}
          hint={t('usernameHint')}
          onChange={(e) => setForm({ ...form, username: e.target.value })}
          error={fieldError(result, 'username')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          value={form.email}
          hint={t('emailChangeHint')}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          error={fieldError(result, 'email')}
        />
        <PasswordField
          label={t('newPasswordOptional')}
          autoComplete="new-password"
          value={form.newPassword}
          hint={t('newPasswordHint')}
          onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
          error={fieldError(result, 'newPassword')}
        />
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          value={form.password}
          hint={t('currentPasswordHint')}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
          error={fieldError(result, 'password')}
        />
      </div>
      <div className="flex justify-end pt-2">
        <SubmitButton busy={busy} disabled={!form.password}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
