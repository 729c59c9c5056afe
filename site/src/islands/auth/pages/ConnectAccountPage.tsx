import type { Lang } from '@shared/constants';
import { useEffect, useState } from 'react';
import { client } from '../../../dashboard/lib/client';
import { type ApiResult, fieldError } from '../../../dashboard/lib/envelope';
import { useT } from '../../../dashboard/lib/i18n';
import { signedIn } from '../../../dashboard/lib/session';
import type { Me } from '../../../dashboard/lib/types';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../dashboard/ui/fields';
import { OtpStep } from '../OtpStep';
import type { SsoLink } from '../sso';
import { Outcome, PageShell, Working } from './PageShell';

const quiet = { session: false, notifyErrors: false } as const;

/**
 * /connect-account: a company's login vouched for an address that already has an account of its own. Its owner
 * confirms once with the account's password, then its two-factor code when on; the account joins the company as
 * a colleague and signs in. "Cancel" ends the pending link and changes nothing. The link lives in a cookie of the
 * browser that came back from the provider (docs/decisions.md "Single sign-on: existing accounts").
 */
export default function ConnectAccountPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [link, setLink] = useState<ApiResult<SsoLink> | null>(null);
  const [step, setStep] = useState<'password' | 'otp'>('password');
  const [form, setForm] = useState({ password: '', otp: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);

  useEffect(() => {
    void client.GET('/api/v1/auth/sso/link', { ...quiet }).then(setLink);
  }, []);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.POST('/api/v1/auth/sso/link', {
      ...quiet,
      body: { password: form.password, ...(step === 'otp' ? { otp: form.otp } : {}) },
    });
    const done = answer.ok ? answer.data : null;
    if (done && 'otpRequired' in done) {
      setBusy(false);
      setStep('otp');
      setResult(null);
      return;
    }
    if (done) return signedIn(done.user as Me, { message: answer.message });
    setBusy(false);
    // Used or expired meanwhile: the page says so, with the way to sign in again.
    if (answer.status === 404) return setLink(answer as ApiResult<SsoLink>);
    setResult(answer);
  };

  const cancel = async () => {
    setBusy(true);
    const answer = await client.DELETE('/api/v1/auth/sso/link', { ...quiet });
    setBusy(false);
    setCancelled(answer.message);
  };

  // The login dialog, opened by the site's account corner (islands/auth/loader.ts), which this page does not
  // mount itself; without script the address opens it.
  const login = (
    <div className="card-actions mt-2">
      <a href="?login=true" data-auth-open="login" className="btn btn-primary">
        {t('login')}
      </a>
    </div>
  );

  const pending = link?.ok ? link.data : null;
  return (
    <PageShell lang={lang} title={t('connectTitle')}>
      {link === null ? (
        <Working />
      ) : cancelled !== null ? (
        <>
          <Outcome state="ok" message={cancelled} />
          {login}
        </>
      ) : !pending ? (
        <>
          <Outcome state="error" message={link.message} />
          {login}
        </>
      ) : (
        <form onSubmit={submit} noValidate data-testid="connect-account">
          <div className="mb-3 space-y-2 text-sm">
            <p className="break-words">
              {t('connectIntro', { company: pending.companyName, email: pending.email })}
            </p>
            <p className="text-base-content/75">{t('connectExplain', { company: pending.companyName })}</p>
          </div>
          <FormMessage result={result && !fieldError(result, step) ? result : null} />
          {step === 'password' ? (
            <>
              <TextField label={t('email')} autoComplete="username" readOnly value={pending.email} />
              <PasswordField
                label={t('password')}
                name="password"
                autoComplete="current-password"
                required
                data-autofocus
                value={form.password}
                onChange={(e) => setForm({ ...form, password: e.target.value })}
                error={fieldError(result, 'password')}
              />
            </>
          ) : (
            <OtpStep
              heading="h2"
              value={form.otp}
              onChange={(otp) => setForm({ ...form, otp })}
              error={fieldError(result, 'otp')}
            />
          )}
          <p className="text-base-content/70 mt-3 text-xs">{t('connectNotYou')}</p>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={cancel}>
              {t('connectCancel')}
            </button>
            <SubmitButton busy={busy} disabled={step === 'otp' && form.otp.length !== 6}>
              {t('connectSubmit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </PageShell>
  );
}
