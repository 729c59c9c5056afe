import type { Lang } from '@shared/constants';
import { useState } from 'react';
import { client } from '../../../dashboard/lib/client';
import { type ApiResult, fieldError, invalidResult } from '../../../dashboard/lib/envelope';
import { useT } from '../../../dashboard/lib/i18n';
import { resetStores } from '../../../dashboard/lib/session';
import { openDialog } from '../../../dashboard/stores/dialogs';
import { $user } from '../../../dashboard/stores/user';
import { FormMessage, PasswordField, SubmitButton } from '../../../dashboard/ui/fields';
import { Outcome, PageShell, useQueryParam, Working } from './PageShell';

/** /reset-password?resetToken=…: the new password twice (SPEC §5); every session ends when it is saved. */
export default function ResetPasswordPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const token = useQueryParam('resetToken');
  const [form, setForm] = useState({ password: '', passwordConfirm: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (form.password !== form.passwordConfirm) {
      return setResult(invalidResult(t('passwordsDiffer'), 'passwordConfirm'));
    }
    // The form shows only with a token (above); this tells the types so.
    if (!token) return;
    setBusy(true);
    const answer = await client.POST('/api/v1/auth/password/reset', {
      body: { resetToken: token, ...form },
      session: false,
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok) return setResult(answer);
    if ($user.get()) resetStores();
    setDone(answer.message || t('resetDone'));
  };

  const login = (
    <div className="card-actions mt-2">
      <button type="button" className="btn btn-primary" onClick={() => openDialog('login')}>
        {t('login')}
      </button>
    </div>
  );

  return (
    <PageShell lang={lang} title={t('resetTitle')}>
      {token === undefined ? (
        <Working />
      ) : !token ? (
        <>
          <Outcome state="error" message={t('resetTokenMissing')} />
          <div className="card-actions mt-2">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => openDialog('login', { tab: 'forgot' })}
            >
              {t('requestNewLink')}
            </button>
          </div>
        </>
      ) : done ? (
        <>
          <Outcome state="ok" message={done} />
          {login}
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormMessage
            result={
              result && !result.errors.some((e) => e.field === 'password' || e.field === 'passwordConfirm')
                ? result
                : null
            }
          />
          <PasswordField
            label={t('newPassword')}
            autoComplete="new-password"
            required
            minLength={8}
            hint={t('passwordHint')}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={fieldError(result, 'password')}
          />
          <PasswordField
            label={t('passwordConfirm')}
            autoComplete="new-password"
            required
            value={form.passwordConfirm}
            onChange={(e) => setForm({ ...form, passwordConfirm: e.target.value })}
            error={fieldError(result, 'passwordConfirm')}
          />
          {result?.status === 403 && (
            // The company signs this account in (ssoRequired): the login dialog's company way.
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => openDialog('login', { way: 'sso' })}
            >
              {t('ssoWay')}
            </button>
          )}
          {result && fieldError(result, 'resetToken') && (
            <button
              type="button"
              className="btn btn-link btn-sm px-0"
              onClick={() => openDialog('login', { tab: 'forgot' })}
            >
              {t('requestNewLink')}
            </button>
          )}
          <div className="mt-4 flex justify-end">
            <SubmitButton busy={busy}>{t('resetSubmit')}</SubmitButton>
          </div>
        </form>
      )}
    </PageShell>
  );
}
