import { useState } from 'react';
import { client } from '../../dashboard/lib/client';
import { type ApiResult, fieldError, invalidResult } from '../../dashboard/lib/envelope';
import { useT } from '../../dashboard/lib/i18n';
import { signedIn } from '../../dashboard/lib/session';
import type { Me } from '../../dashboard/lib/types';
import { openDialog } from '../../dashboard/stores/dialogs';
import { DialogFrame } from '../../dashboard/ui/Dialog';
import type { DialogComponentProps } from '../../dashboard/ui/dialog-types';
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../dashboard/ui/fields';
import { Icon } from '../../dashboard/ui/icons';
import { TabPanel, Tabs, useTabsId } from '../../dashboard/ui/Tabs';
import { solveHumanCheck } from '../../lib/altcha';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { OtpStep } from './OtpStep';
import { lookupSso, SsoContinue, SsoWay } from './SsoWay';
import type { SsoLookup } from './sso';

type Step = 'credentials' | 'otp';

/**
 * Login (tabs Login and Forgot password) with the 2FA step; also the re-login dialog after a 401. The Login tab
 * also offers "Continue with your company" (single sign-on), and a password refused for such an address (403
 * ssoRequired) offers the company's button at once.
 */
export default function LoginDialog({ props, isTop, close }: DialogComponentProps<'login'>) {
  const t = useT();
  const [tab, setTab] = useState<'login' | 'forgot'>(props.tab ?? 'login');
  const [step, setStep] = useState<Step>('credentials');
  const [way, setWay] = useState<'password' | 'sso'>(props.way ?? 'password');
  const [ssoOffer, setSsoOffer] = useState<SsoLookup | null>(null);
  const [form, setForm] = useState({ login: '', password: '', keepLoggedIn: false, otp: '' });
  const [busy, setBusy] = useState<false | 'human' | 'sending'>(false);
  // After too many failed logins to the account the API asks for the human check; from then on it is solved first.
  const [needsCheck, setNeedsCheck] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(
    props.message && props.way !== 'sso'
      ? { ok: false, status: 401, message: props.message, data: null, errors: [] }
      : null,
  );

  const send = (altcha?: string) =>
    client.POST('/api/v1/auth/login', {
      body: {
        login: form.login,
        password: form.password,
        keepLoggedIn: form.keepLoggedIn,
        ...(step === 'otp' ? { otp: form.otp } : {}),
        ...(altcha ? { altcha } : {}),
      },
      session: false,
      notifyErrors: false,
    });

  const solve = async () => {
    setBusy('human');
    try {
      return await solveHumanCheck();
    } finally {
      setBusy('sending');
    }
  };

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy('sending');
    setSsoOffer(null);
    let answer: ApiResult<Me | { otpRequired: true }>;
    try {
      answer = await send(needsCheck ? await solve() : undefined);
      if (!answer.ok && !needsCheck && fieldError(answer, 'altcha')) {
        setNeedsCheck(true);
        answer = await send(await solve());
      }
    } catch {
      setBusy(false);
      setResult(invalidResult(t('notRobot')));
      return;
    }
    setBusy(false);
    if (answer.ok && answer.data && 'otpRequired' in answer.data) {
      setStep('otp');
      setResult(null);
      return;
    }
    if (answer.ok && answer.data) {
      await signedIn(answer.data as Me, { stay: props.stay, message: answer.message });
      if (props.stay) close();
      return;
    }
    setResult(answer);
    // Refused because the company signs this address in (403 ssoRequired): its button, right here.
    if (answer.status === 403 && form.login.includes('@')) {
      const found = await lookupSso(form.login.trim());
      if (found.ok && found.data?.sso && found.data.required) setSsoOffer(found.data);
    }
  };

  const title = props.relogin ? t('reloginTitle') : t('loginTitle');
  const idBase = useTabsId();
  const tabItems = [
    { id: 'login' as const, label: t('tabLogin') },
    { id: 'forgot' as const, label: t('tabForgot') },
  ];

  return (
    <DialogFrame title={title} onClose={close} isTop={isTop} size="sm">
      <Tabs items={tabItems} current={tab} onChange={setTab} label={title} idBase={idBase} />
      <TabPanel idBase={idBase} current={tab}>
        {tab === 'forgot' ? (
          <div>
            <ForgotPasswordForm
              initialEmail={form.login.includes('@') ? form.login : ''}
              onBack={() => setTab('login')}
            />
          </div>
        ) : way === 'sso' ? (
          <SsoWay
            initialEmail={form.login.includes('@') ? form.login.trim() : ''}
            message={props.way === 'sso' ? props.message : undefined}
            onPassword={() => setWay('password')}
          />
        ) : step === 'otp' ? (
          <form onSubmit={submit} noValidate>
            <OtpStep
              value={form.otp}
              onChange={(otp) => setForm({ ...form, otp })}
              error={fieldError(result, 'otp')}
            />
            <FormMessage result={result && !fieldError(result, 'otp') ? result : null} />
            <div className="modal-action">
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setStep('credentials');
                  setForm({ ...form, otp: '' });
                  setResult(null);
                }}
              >
                {t('back')}
              </button>
              <SubmitButton busy={Boolean(busy)} disabled={form.otp.length !== 6}>
                {t('otpSubmit')}
              </SubmitButton>
            </div>
          </form>
        ) : (
          <form onSubmit={submit} noValidate>
            <FormMessage result={result} />
            {ssoOffer && <SsoContinue lookup={ssoOffer} />}
            <TextField
              label={t('loginField')}
              name="login"
              autoComplete="username"
              required
              value={form.login}
              onChange={(e) => setForm({ ...form, login: e.target.value })}
              error={fieldError(result, 'login')}
            />
            <PasswordField
              label={t('password')}
              name="password"
              autoComplete="current-password"
              required
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
              error={fieldError(result, 'password')}
            />
            <CheckboxField
              label={t('keepLoggedIn')}
              checked={form.keepLoggedIn}
              onChange={(e) => setForm({ ...form, keepLoggedIn: e.target.checked })}
            />
            {busy === 'human' && (
              <p className="text-base-content/70 text-xs" role="status" data-testid="login-human-check">
                {t('humanCheckRunning')}
              </p>
            )}
            <div className="modal-action flex-wrap items-center justify-between">
              {!props.relogin && (
                <button
                  type="button"
                  className="btn btn-link btn-sm px-0"
                  onClick={() => {
                    close();
                    openDialog('signup');
                  }}
                >
                  {t('noAccount')}
                </button>
              )}
              <SubmitButton busy={Boolean(busy)} className="btn-primary ms-auto">
                {t('loginSubmit')}
              </SubmitButton>
            </div>
            {!ssoOffer && (
              <>
                <div className="divider text-base-content/70 my-2 text-xs">{t('ssoOr')}</div>
                <button type="button" className="btn btn-outline btn-block" onClick={() => setWay('sso')}>
                  <Icon name="key" className="size-4" />
                  {t('ssoWay')}
                </button>
              </>
            )}
          </form>
        )}
      </TabPanel>
    </DialogFrame>
  );
}
