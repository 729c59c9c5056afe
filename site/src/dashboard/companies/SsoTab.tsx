import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { LoadFailed, Spinner } from '../ui/parts';
import { ProvisioningPanel } from './ProvisioningPanel';
import { SsoDomains } from './SsoDomains';
import { SsoProviderForm } from './SsoProviderForm';
import type { SsoSettings } from './sso-form';

/**
 * The company dialog's Single sign-on tab (owners): the mail domains proved by DNS, then the identity provider.
 * Loaded when opened (it brings the API's texts for its field checks).
 */
export default function SsoTab({ companyShortId }: { companyShortId: string }) {
  const t = useT();

  const [settings, setSettings] = useState<SsoSettings | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const answer = await client.GET('/api/v1/companies/{shortId}/sso', {
      params: { path: { shortId: companyShortId } },
      notifyErrors: false,
    });
    if (answer.ok && answer.data) setSettings(answer.data);
    else setFailed(true);
  }, [companyShortId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!settings) {
    return failed ? (
      <LoadFailed message={t('ssoLoadFailed')} onRetry={load} retryLabel={t('tryAgain')} />
    ) : (
      <Spinner label={t('loading')} />
    );
  }
  const hasVerified = settings.domains.some((d) => d.verified);
  return (
    <div className="space-y-5" data-testid="company-sso">
      <p className="text-base-content/75 text-sm">{t('ssoIntro')}</p>
      <SsoDomains shortId={companyShortId} settings={settings} onSettings={setSettings} />
      <div className="divider my-0" />
      {!hasVerified && (
        <p className="alert alert-info alert-soft text-sm" role="note">
          {t('ssoNeedsDomain')}
        </p>
      )}
      <SsoProviderForm shortId={companyShortId} settings={settings} onSettings={setSettings} />
      <div className="divider my-0" />
      <ProvisioningPanel companyShortId={companyShortId} />
    </div>
  );
}
