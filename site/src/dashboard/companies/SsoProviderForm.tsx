import { SSO_PROVIDERS, type SsoProvider } from '@shared/schemas/sso';
import { useId, useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { type AppKey, useT } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../ui/fields';
import { CopyRow } from './CopyRow';
import {
  asksSecret,
  checkSsoForm,
  formOfSettings,
  type SsoField,
  type SsoForm,
  type SsoSettings,
} from './sso-form';
import { useApiText } from './sso-texts';

export const PROVIDER_KEYS: Record<SsoProvider, AppKey> = {
  google: 'ssoProviderGoogle',
  microsoft: 'ssoProviderMicrosoft',
  oidc: 'ssoProviderOidc',
};

type Props = { shortId: string; settings: SsoSettings; onSettings: (s: SsoSettings) => void };

/**
 * The identity provider: which one, its fields (a tenant for Entra ID, an issuer for any other), the client id and
 * the write-only secret, the redirect URI to register there, and whether the domains must use it. Checked with
 * the API's schema after the first save; the server's field errors show at their field.
 */
export function SsoProviderForm({ shortId, settings, onSettings }: Props) {
  const t = useT();
  const apiText = useApiText();
  const requireId = useId();
  const titleId = useId();
  const [form, setForm] = useState<SsoForm>(() => formOfSettings(settings));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const check = checkSsoForm(form, settings.hasClientSecret);
  const error = (field: SsoField) =>
    fieldError(result, field) ?? (tried ? apiText(check.problems[field]) : undefined);
  const set = <K extends keyof SsoForm>(field: K, value: SsoForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setResult((r) => (r ? { ...r, errors: r.errors.filter((e) => e.field !== field) } : r));
  };

  const save = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check.body || busy) return;
    setBusy(true);
    const answer = await client.PUT('/api/v1/companies/{shortId}/sso', {
      params: { path: { shortId } },
      body: check.body,
      notifyErrors: false,
      notifySuccess: true,
    });
    setBusy(false);
    setResult(answer.ok ? null : answer);
    if (answer.ok && answer.data) {
      onSettings(answer.data);
      setForm(formOfSettings(answer.data));
      setTried(false);
    }
  };
  const disconnect = () =>
    openDialog('confirm', {
      title: t('ssoDisconnectTitle'),
      message: t('ssoDisconnectConfirm'),
      confirmLabel: t('ssoDisconnect'),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/companies/{shortId}/sso', {
          params: { path: { shortId } },
          notifySuccess: true,
        });
        if (answer.ok && answer.data) {
          onSettings(answer.data);
          setForm(formOfSettings(answer.data));
        }
      },
    });

  const text = (field: 'tenant' | 'issuer' | 'clientId', label: AppKey, hint: AppKey, extra = {}) => (
    <TextField
      label={t(label)}
      hint={t(hint)}
      name={field}
      required
      autoComplete="off"
      spellCheck={false}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={error(field)}
      {...extra}
    />
  );
  const showSecret = asksSecret(form, settings.hasClientSecret);
  const formLevel = result && !result.errors.some((e) => e.field) ? result : null;

  return (
    <section aria-labelledby={titleId} className="space-y-2" data-testid="sso-provider">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('ssoProviderTitle')}
        </h3>
        <span className={`badge badge-sm ${settings.provider ? 'badge-success' : 'badge-ghost'}`}>
          {settings.provider
            ? t('ssoConnectedTo', { provider: t(PROVIDER_KEYS[settings.provider]) })
            : t('ssoNotConnected')}
        </span>
      </div>
      <form onSubmit={save} noValidate data-testid="sso-provider-form">
        <FormMessage result={formLevel} />
        <fieldset className="py-1">
          <legend className="pb-1 text-sm font-medium">{t('ssoProvider')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {SSO_PROVIDERS.map((p) => (
              <label
                key={p}
                className={`flex cursor-pointer items-center gap-2 rounded-box border p-2 text-sm ${form.provider === p ? 'border-primary bg-base-200' : 'border-base-300'}`}
              >
                <input
                  type="radio"
                  className="radio radio-sm radio-primary"
                  name="provider"
                  value={p}
                  checked={form.provider === p}
                  onChange={() => set('provider', p)}
                />
                {t(PROVIDER_KEYS[p])}
              </label>
            ))}
          </div>
        </fieldset>
        {form.provider === 'microsoft' && text('tenant', 'ssoTenant', 'ssoTenantHint')}
        {form.provider === 'oidc' && text('issuer', 'ssoIssuer', 'ssoIssuerHint', { inputMode: 'url' })}
        {text('clientId', 'ssoClientId', 'ssoClientIdHint')}
        {showSecret ? (
          <>
            <PasswordField
              label={t('ssoClientSecret')}
              name="clientSecret"
              required
              autoComplete="new-password"
              value={form.clientSecret}
              onChange={(e) => set('clientSecret', e.target.value)}
              error={error('clientSecret')}
            />
            {settings.hasClientSecret && (
              <button
                type="button"
                className="btn btn-link btn-sm px-0"
                onClick={() => setForm((f) => ({ ...f, replaceSecret: false, clientSecret: '' }))}
              >
                {t('ssoSecretKeep')}
              </button>
            )}
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-2 py-1" data-testid="sso-secret-stored">
            <span className="text-sm">{t('ssoSecretStored')}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => set('replaceSecret', true)}
            >
              {t('ssoSecretReplace')}
            </button>
          </div>
        )}
        <div className="rounded-box bg-base-200 my-2 px-3 py-2">
          <CopyRow
            label={t('ssoRedirectUri')}
            value={settings.redirectUri}
            copyLabel={t('ssoCopyRedirectUri')}
          />
          <p className="text-base-content/75 text-xs">{t('ssoRedirectUriHint')}</p>
        </div>
        <div className="py-1">
          <label className="flex cursor-pointer items-start gap-3 text-sm font-medium" htmlFor={requireId}>
            <input
              id={requireId}
              type="checkbox"
              role="switch"
              aria-checked={form.requireSso}
              className="toggle toggle-primary mt-0.5"
              checked={form.requireSso}
              onChange={(e) => set('requireSso', e.target.checked)}
              aria-describedby={`${requireId}-hint`}
            />
            <span>{t('ssoRequire')}</span>
          </label>
          <p id={`${requireId}-hint`} className="text-base-content/75 mt-1 ps-15 text-xs">
            {t('ssoRequireHint')}
          </p>
        </div>
        <div className="modal-action flex-wrap">
          {settings.provider && (
            <button type="button" className="btn btn-sm btn-ghost text-error me-auto" onClick={disconnect}>
              {t('ssoDisconnect')}
            </button>
          )}
          <SubmitButton busy={busy}>{t('ssoSave')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
