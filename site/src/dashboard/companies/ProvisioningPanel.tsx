// The company's provisioning (SCIM, issue 33), in the Single sign-on tab: on or off, the base URL, and a token shown
// once when it is made (turned on or replaced). docs/operations.md walks an owner through Entra ID and Okta.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import { formatDate, useT } from '../lib/i18n';
import { $uiLang } from '../stores/prefs';
import { LoadFailed, Spinner } from '../ui/parts';
import { useAuditT } from './audit/i18n';
import { CopyRow } from './CopyRow';

type Provisioning = { enabled: boolean; baseUrl: string; tokenPrefix: string | null; since: number | null };

export function ProvisioningPanel({ companyShortId }: { companyShortId: string }) {
  const t = useAuditT();
  const appT = useT();
  const lang = useStore($uiLang);
  const [state, setState] = useState<Provisioning | null>(null);
  const [token, setToken] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const path = { params: { path: { shortId: companyShortId } } };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the company is what asks for a reload
  const load = useCallback(async () => {
    setFailed(false);
    const answer = await client.GET('/api/v1/companies/{shortId}/provisioning/', {
      ...path,
      notifyErrors: false,
    });
    if (answer.ok && answer.data) setState(answer.data);
    else setFailed(true);
  }, [companyShortId]);
  useEffect(() => {
    void load();
  }, [load]);

  const issue = async () => {
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/provisioning/', path);
    setBusy(false);
    if (answer.ok && answer.data) {
      setState(answer.data);
      setToken(answer.data.token);
    }
  };
  const off = async () => {
    setBusy(true);
    const answer = await client.DELETE('/api/v1/companies/{shortId}/provisioning/', path);
    setBusy(false);
    if (answer.ok && answer.data) {
      setState(answer.data);
      setToken('');
    }
  };

  return (
    <section className="space-y-3" data-testid="company-provisioning" aria-labelledby="provisioning-title">
      <h3 id="provisioning-title" className="font-semibold">
        {t('provisioningTitle')}
      </h3>
      <p className="text-base-content/75 text-sm">{t('provisioningIntro')}</p>
      {!state ? (
        failed ? (
          <LoadFailed message={t('provisioningFailed')} onRetry={load} retryLabel={appT('tryAgain')} />
        ) : (
          <Spinner label={t('provisioningTitle')} />
        )
      ) : (
        <>
          <p className="text-sm">
            {state.enabled && state.since !== null
              ? t('provisioningIsOn', {
                  date: formatDate(state.since, lang),
                  prefix: state.tokenPrefix ?? '',
                })
              : t('provisioningIsOff')}
          </p>
          <CopyRow label={t('provisioningBaseUrl')} value={state.baseUrl} copyLabel={t('provisioningCopy')} />
          {token && (
            <CopyRow label={t('provisioningToken')} value={token} copyLabel={t('provisioningCopy')} />
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy}
              onClick={() => void issue()}
            >
              {state.enabled ? t('provisioningReplace') : t('provisioningTurnOn')}
            </button>
            {state.enabled && (
              <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void off()}>
                {t('provisioningTurnOff')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
