import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { client } from '../lib/client';
import { copyText } from '../lib/clipboard';
import { type ApiResult, fieldError } from '../lib/envelope';
import { type AppKey, useT } from '../lib/i18n';
import type { OtpSetup } from '../lib/types';
import { $user, setUser } from '../stores/user';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { TwoFactorDisable } from './TwoFactorDisable';

/** The five steps of SPEC §2: start, scan the QR code, or a phone link, or the key as text, then the code. */
const STEPS = ['start', 'scan', 'phone', 'text', 'code'] as const;
type Step = (typeof STEPS)[number];
const STEP_LABEL: Record<Step, AppKey> = {
  start: 'otpStepStart',
  scan: 'otpStepScan',
  phone: 'otpStepPhone',
  text: 'otpStepText',
  code: 'otpStepCode',
};

function Enable() {
  const t = useT();
  const [step, setStep] = useState<Step>('start');
  const [setup, setSetup] = useState<OtpSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);

  const start = async () => {
    setBusy(true);
    const answer = await client.POST('/api/v1/users/me/otp');
    setBusy(false);
    if (answer.ok && answer.data) {
      setSetup(answer.data);
      setStep('scan');
    }
  };
  const enable = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.PATCH('/api/v1/users/me/otp', {
      body: { token: code },
      notifyErrors: false,
      notifySuccess: true,
    });
    setBusy(false);
    if (answer.ok && answer.data) setUser(answer.data);
    else setResult(answer);
  };

  const index = STEPS.indexOf(step);
  const alternatives = (
    <div className="flex flex-wrap gap-2">
      {step !== 'scan' && (
        <button type="button" className="btn btn-sm" onClick={() => setStep('scan')}>
          <Icon name="qr" className="size-4" />
          {t('otpShowQr')}
        </button>
      )}
      {step !== 'phone' && (
        <button type="button" className="btn btn-sm" onClick={() => setStep('phone')}>
          <Icon name="phone" className="size-4" />
          {t('otpUsePhone')}
        </button>
      )}
      {step !== 'text' && (
        <button type="button" className="btn btn-sm" onClick={() => setStep('text')}>
          <Icon name="text" className="size-4" />
          {t('otpUseText')}
        </button>
      )}
      <button type="button" className="btn btn-sm btn-primary ms-auto" onClick={() => setStep('code')}>
        {t('next')}
      </button>
    </div>
  );

  return (
    <div className="space-y-4">
      <ul className="steps steps-horizontal w-full text-xs" aria-label={t('otpStepsLabel')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={`step ${i <= index ? 'step-primary' : ''}`}
            aria-current={s === step ? 'step' : undefined}
          >
            {t(STEP_LABEL[s])}
          </li>
        ))}
      </ul>
      {step === 'start' && (
        <div className="space-y-3">
          <p className="text-sm">{t('otpIntro')}</p>
          <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('otpStart')}
          </button>
        </div>
      )}
      {setup && step === 'scan' && (
        <div className="space-y-3">
          <p className="text-sm">{t('otpScanText')}</p>
          <div
            role="img"
            aria-label={t('otpQrAlt')}
            className="mx-auto size-52 rounded-box border border-base-300 bg-white p-2 [&>svg]:size-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code SVG our own API made from the otpauth URI
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          {alternatives}
        </div>
      )}
      {setup && step === 'phone' && (
        <div className="space-y-3">
          <p className="text-sm">{t('otpPhoneText')}</p>
          <a className="btn btn-primary btn-outline" href={setup.uri}>
            <Icon name="phone" className="size-4" />
            {t('otpOpenApp')}
          </a>
          {alternatives}
        </div>
      )}
      {setup && step === 'text' && (
        <div className="space-y-3">
          <p className="text-sm">{t('otpTextText')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="rounded-field bg-base-200 break-all px-3 py-2 font-mono tracking-wider"
              data-testid="otp-secret"
            >
              {setup.secret}
            </code>
            <button type="button" className="btn btn-sm" onClick={() => copyText(setup.secret)}>
              <Icon name="copy" className="size-4" />
              {t('copyText')}
            </button>
          </div>
          {alternatives}
        </div>
      )}
      {setup && step === 'code' && (
        <form onSubmit={enable} noValidate className="space-y-2">
          <p className="text-sm">{t('otpCodeText')}</p>
          <TextField
            label={t('otpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={fieldError(result, 'token')}
            className="max-w-48"
          />
          <FormMessage result={result && !fieldError(result, 'token') ? result : null} />
          <div className="flex justify-between gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => setStep('scan')}>
              {t('back')}
            </button>
            <SubmitButton busy={busy} disabled={code.length !== 6}>
              {t('otpTurnOn')}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}

/** The 2FA tab: the setup when off, the password form to turn it off when on. */
export function TwoFactorTab() {
  const user = useStore($user);
  if (!user) return null;
  return user.otpEnabled ? <TwoFactorDisable /> : <Enable />;
}
