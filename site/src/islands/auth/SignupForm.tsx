import { PASSWORD_MIN, USERNAME_PATTERN } from '@shared/constants';
import { useState } from 'react';
import { client } from '../../dashboard/lib/client';
import { type ApiResult, fieldError, invalidResult } from '../../dashboard/lib/envelope';
import { useT } from '../../dashboard/lib/i18n';
import { signedIn } from '../../dashboard/lib/session';
import { $uiLang } from '../../dashboard/stores/prefs';
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
  withNode,
} from '../../dashboard/ui/fields';
import { solveHumanCheck } from '../../lib/altcha';

export const termsHref = () => {
  const lang = $uiLang.get();
  return lang === 'sv' ? '/terms/' : `/${lang}/terms/`;
};

/** Signup: email, username, full name, password, keep me logged in, terms, human check (SPEC §3, §5). */
export function SignupForm({ onLogin, footer }: { onLogin?: () => void; footer?: 'dialog' | 'page' }) {
  const t = useT();
  const [form, setForm] = useState({
    email: '',
    username: '',
    fullName: '',
    password: '',
    keepLoggedIn: false,
    termsAccepted: false,
  });
  const [busy, setBusy] = useState<false | 'human' | 'sending'>(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    // The checks this side can make, each said at its field at once, before the human check and the request: the
    // length the password's minLength stands for (noValidate turns the browser's bubble off), and the terms.
    const problems = [
      ...(form.password.length < PASSWORD_MIN
        ? [invalidResult(t('passwordTooShort', { min: PASSWORD_MIN }), 'password')]
        : []),
      ...(form.termsAccepted ? [] : [invalidResult(t('termsRequired'), 'termsAccepted')]),
    ];
    if (problems.length) {
      const first = problems[0].errors[0].field ?? '';
      (
        (event.currentTarget as HTMLFormElement).elements.namedItem(first) as HTMLInputElement | null
      )?.focus();
      return setResult({ ...problems[0], errors: problems.flatMap((p) => p.errors) });
    }
    setBusy('human');
    let altcha: string;
    try {
      altcha = await solveHumanCheck();
    } catch {
      setBusy(false);
      return setResult(invalidResult(t('notRobot')));
    }
    setBusy('sending');
    const answer = await client.POST('/api/v1/users/', {
      body: { ...form, altcha },
      session: false,
      notifyErrors: false,
    });
    setBusy(false);
    if (answer.ok && answer.data) return signedIn(answer.data, { message: answer.message });
    setResult(answer);
  };

  const fieldNames = ['email', 'username', 'fullName', 'password', 'termsAccepted'];
  const general =
    result && !result.errors.some((e) => e.field && fieldNames.includes(e.field)) ? result : null;

  return (
    <form onSubmit={submit} noValidate>
      <FormMessage result={general} />
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
        error={fieldError(result, 'email')}
      />
      <TextField
        label={t('username')}
        name="username"
        autoComplete="username"
        required
        pattern={USERNAME_PATTERN}
        hint={t('usernameHint')}
        value={form.username}
        onChange={(e) => set({ username: e.target.value })}
        error={fieldError(result, 'username')}
      />
      <TextField
        label={t('fullName')}
        name="fullName"
        autoComplete="name"
        required
        value={form.fullName}
        onChange={(e) => set({ fullName: e.target.value })}
        error={fieldError(result, 'fullName')}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={t('passwordHint')}
        value={form.password}
        onChange={(e) => set({ password: e.target.value })}
        error={fieldError(result, 'password')}
      />
      <CheckboxField
        label={t('keepLoggedIn')}
        checked={form.keepLoggedIn}
        onChange={(e) => set({ keepLoggedIn: e.target.checked })}
      />
      <CheckboxField
        name="termsAccepted"
        label={withNode(
          t('acceptTerms'),
          'terms',
          <a className="link link-primary" href={termsHref()} target="_blank" rel="noopener">
            {t('termsLink')}
          </a>,
        )}
        checked={form.termsAccepted}
        onChange={(e) => set({ termsAccepted: e.target.checked })}
        error={fieldError(result, 'termsAccepted')}
      />
      {busy === 'human' && (
        <p className="text-base-content/70 text-xs" role="status">
          {t('humanCheckRunning')}
        </p>
      )}
      <div
        className={`${footer === 'page' ? 'mt-4' : 'modal-action'} flex flex-wrap items-center justify-between gap-2`}
      >
        {onLogin && (
          <button type="button" className="btn btn-link btn-sm px-0" onClick={onLogin}>
            {t('haveAccount')}
          </button>
        )}
        <SubmitButton busy={Boolean(busy)} className="btn-primary ms-auto">
          {t('signupSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}
