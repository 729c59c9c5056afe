import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { logout } from '../lib/session';
import { openDialog } from '../stores/dialogs';
import { CheckboxField, FormMessage, PasswordField } from '../ui/fields';
import { Icon } from '../ui/icons';

/** Delete account: immediate and irreversible; the current password, a checkbox and a confirmation (SPEC §4). */
export function DeleteTab() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);

  const remove = async () => {
    const answer = await client.DELETE('/api/v1/users/me', { body: { password }, notifyErrors: false });
    if (answer.ok) return logout({ callApi: false, message: answer.message });
    setResult(answer);
  };

  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    openDialog('confirm', {
      title: t('deleteConfirmTitle'),
      message: t('deleteConfirmText'),
      confirmLabel: t('deleteSubmit'),
      danger: true,
      onConfirm: remove,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div role="note" className="alert alert-error alert-soft dc-alert text-sm">
        <Icon name="warning" />
        <div>
          <p className="font-semibold">{t('deleteTitle')}</p>
          <p>{t('deleteText')}</p>
        </div>
      </div>
      <FormMessage result={result && !fieldError(result, 'password') ? result : null} />
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError(result, 'password')}
      />
      <CheckboxField
        label={t('deleteUnderstand')}
        checked={understood}
        onChange={(e) => setUnderstood(e.target.checked)}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-error" disabled={!password || !understood}>
          <Icon name="trash" className="size-4" />
          {t('deleteSubmit')}
        </button>
      </div>
    </form>
  );
}
