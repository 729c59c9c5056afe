import { useState } from 'react';
import { client } from '../../dashboard/lib/client';
import { type ApiResult, fieldError } from '../../dashboard/lib/envelope';
import { useT } from '../../dashboard/lib/i18n';
import { peekReturnPath } from '../../dashboard/lib/return-path';
import { markSsoSignIn } from '../../dashboard/lib/sso-return';
import { FormMessage, SubmitButton, TextField } from '../../dashboard/ui/fields';
import { Icon } from '../../dashboard/ui/icons';
import { continueLabel, type SsoLookup, startHref } from './sso';

/** Asks whether an address signs in through its company's provider. */
export async function lookupSso(email: string): Promise<ApiResult<SsoLookup>> {
  return client.POST('/api/v1/auth/sso/lookup', { body: { email }, session: false, notifyErrors: false });
}

/** The way on to the company's provider: a link (a browser navigation, the provider's pages follow). */
export function SsoContinue({ lookup }: { lookup: SsoLookup }) {
  const t = useT();
  const href = startHref(lookup.startUrl, peekReturnPath());
  if (!lookup.sso || !href) return null;
  return (
    <div className="space-y-2 py-1" data-testid="sso-continue">
      {lookup.companyName && <p className="text-sm">{t('ssoFound', { company: lookup.companyName })}</p>}
      <a href={href} className="btn btn-primary btn-block" onClick={() => markSsoSignIn()}>
        <Icon name="key" className="size-4" />
        {t(continueLabel(lookup.provider))}
      </a>
    </div>
  );
}

/**
 * "Continue with your company": the work address, then the button naming the provider (or, without single
 * sign-on for it, the way back to the password). `message` is a failed sign-in's text (/login?ssoError=…).
 */
export function SsoWay({
  initialEmail = '',
  message,
  onPassword,
}: {
  initialEmail?: string;
  message?: string;
  onPassword: () => void;
}) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult<SsoLookup> | null>(null);
  const shown: Pick<ApiResult, 'ok' | 'message'> | null =
    result === null
      ? message
        ? { ok: false, message }
        : null
      : !result.ok
        ? fieldError(result, 'email')
          ? null
          : result
        : result.data?.sso
          ? null
          : { ok: false, message: t('ssoNone') };

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await lookupSso(email.trim());
    setBusy(false);
    setResult(answer);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="sso-way">
      <FormMessage result={shown} />
      <p className="text-base-content/70 mb-2 text-sm">{t('ssoWayHelp')}</p>
      <TextField
        label={t('ssoWorkEmail')}
        type="email"
        name="email"
        autoComplete="email"
        required
        data-autofocus
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setResult(null);
        }}
        error={fieldError(result, 'email')}
      />
      {result?.ok && result.data?.sso ? (
        <SsoContinue lookup={result.data} />
      ) : (
        <div className="modal-action">
          <SubmitButton busy={busy} className="btn-primary">
            {t('ssoLookup')}
          </SubmitButton>
        </div>
      )}
      <div className="mt-2 text-center">
        <button type="button" className="btn btn-link btn-sm" onClick={onPassword}>
          {t('ssoUsePassword')}
        </button>
      </div>
    </form>
  );
}
