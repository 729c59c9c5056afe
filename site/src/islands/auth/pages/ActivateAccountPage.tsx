import { type Lang, USERNAME_PATTERN } from '@shared/constants';
import { useState } from 'react';
import { api } from '../../../dashboard/lib/api';
import { type ApiResult, fieldError, invalidResult } from '../../../dashboard/lib/envelope';
import { useT } from '../../../dashboard/lib/i18n';
import { openDialog } from '../../../dashboard/stores/dialogs';
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
  withNode,
} from '../../../dashboard/ui/fields';
import { termsHref } from '../SignupForm';
import { Outcome, PageShell, useQueryParam, Working } from './PageShell';

const FIELDS = ['password', 'fullName', 'username', 'termsAccepted'];

/** /activate-account?activationToken=…&email=…: an invited person sets a password and accepts the terms. */
export default function ActivateAccountPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const token = useQueryParam('activationToken');
  const email = useQueryParam('email');
  const [form, setForm] = useState({ fullName: '', username: '', password: '', termsAccepted: false });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!form.termsAccepted) {
      return setResult(invalidResult(t('termsRequired'), 'termsAccepted'));
    }
    setBusy(true);
    const answer = await api('PATCH', '/users/me/activation', {
      body: {
        token,
        password: form.password,
        termsAccepted: form.termsAccepted,
        ...(form.fullName.trim() ? { fullName: form.fullName } : {}),
        ...(form.username.trim() ? { username: form.username } : {}),
      },
      session: false,
      notifyErrors: false,
    });
    setBusy(false);
    if (answer.ok) setDone(answer.message || t('activated'));
    else setResult(answer);
  };

  return (
    <PageShell lang={lang} title={t('activateTitle')}>
      {token === undefined ? (
        <Working />
      ) : !token ? (
        <Outcome state="error" message={t('activationTokenMissing')} />
      ) : done ? (
        <>
          <Outcome state="ok" message={done} />
          <div className="card-actions mt-2">
            <button type="button" className="btn btn-primary" onClick={() => openDialog('login')}>
              {t('login')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="text-base-content/75 text-sm">{t('activateIntro')}</p>
          {email && (
            <TextField label={t('email')} type="email" autoComplete="username" value={email} readOnly />
          )}
          <FormMessage
            result={result && !result.errors.some((e) => e.field && FIELDS.includes(e.field)) ? result : null}
          />
          <TextField
            label={t('fullNameOptional')}
            autoComplete="name"
            value={form.fullName}
            onChange={(e) => setForm({ ...form, fullName: e.target.value })}
            error={fieldError(result, 'fullName')}
          />
          <TextField
            label={t('usernameOptional')}
            autoComplete="username"
            pattern={USERNAME_PATTERN}
            hint={t('usernameHint')}
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
            error={fieldError(result, 'username')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="new-password"
            required
            minLength={8}
            hint={t('passwordHint')}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={fieldError(result, 'password')}
          />
          <CheckboxField
            label={withNode(
              t('acceptTerms'),
              'terms',
              <a className="link link-primary" href={termsHref()} target="_blank" rel="noopener">
                {t('termsLink')}
              </a>,
            )}
            checked={form.termsAccepted}
            onChange={(e) => setForm({ ...form, termsAccepted: e.target.checked })}
            error={fieldError(result, 'termsAccepted')}
          />
          <div className="mt-4 flex justify-end">
            <SubmitButton busy={busy}>{t('activateSubmit')}</SubmitButton>
          </div>
        </form>
      )}
    </PageShell>
  );
}
