import { type Lang, USERNAME_PATTERN } from '@shared/constants';
import { useState } from 'react';
import { client } from '../../../dashboard/lib/client';
import { type ApiResult, fieldError, invalidResult } from '../../../dashboard/lib/envelope';
import { useT } from '../../../dashboard/lib/i18n';
import { signedIn } from '../../../dashboard/lib/session';
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

/**
 * /activate-account?activationToken=…&email=…: an invited person sets a password and accepts the terms, and
 * is signed in by the answer (as after signup): the dashboard opens with the invitation waiting.
 */
export default function ActivateAccountPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const token = useQueryParam('activationToken');
  const email = useQueryParam('email');
  const [form, setForm] = useState({
    fullName: '',
    username: '',
    password: '',
    keepLoggedIn: false,
    termsAccepted: false,
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!form.termsAccepted) {
      return setResult(invalidResult(t('termsRequired'), 'termsAccepted'));
    }
    // The form shows only with a token (above); this tells the types so.
    if (!token) return;
    setBusy(true);
    const answer = await client.PATCH('/api/v1/users/me/activation', {
      body: {
        token,
        password: form.password,
        termsAccepted: form.termsAccepted,
        keepLoggedIn: form.keepLoggedIn,
        ...(form.fullName.trim() ? { fullName: form.fullName } : {}),
        ...(form.username.trim() ? { username: form.username } : {}),
      },
      session: false,
      notifyErrors: false,
    });
    if (answer.ok && answer.data) return signedIn(answer.data, { message: answer.message });
    setBusy(false);
    setResult(answer);
  };

  return (
    <PageShell lang={lang} title={t('activateTitle')}>
      {token === undefined ? (
        <Working />
      ) : !token ? (
        <Outcome state="error" message={t('activationTokenMissing')} />
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
            label={t('keepLoggedIn')}
            checked={form.keepLoggedIn}
            onChange={(e) => setForm({ ...form, keepLoggedIn: e.target.checked })}
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
