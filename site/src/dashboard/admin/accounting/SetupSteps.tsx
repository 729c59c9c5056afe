import type { AccountingStatus } from '@shared/types/billing';
import { copyText } from '../../lib/clipboard';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui/icons';
import { useAdminT } from '../i18n';
import { providerName } from './accounting-actions';

/** Without ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET: how to connect, with the redirect to register. */
export function SetupSteps({ status }: { status: AccountingStatus }) {
  const t = useAdminT();
  const app = useT();
  const provider = providerName(status.provider);
  const code = 'rounded bg-base-200 px-1.5 py-0.5 font-mono text-xs break-all';
  return (
    <div className="space-y-3" data-testid="accounting-setup">
      <p className="text-sm">{t('setupIntro', { provider })}</p>
      <ol className="list-decimal space-y-3 ps-5 text-sm">
        <li>
          {t('setupStepApp', { provider })}
          {status.scopes.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('scopes')}>
              {status.scopes.map((scope) => (
                <li key={scope} className="badge badge-outline badge-sm font-mono">
                  {scope}
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <span>{t('setupStepRedirect')}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <code className={code} data-testid="accounting-redirect">
              {status.redirectUri}
            </code>
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => copyText(status.redirectUri)}
              aria-label={t('copyRedirect')}
            >
              <Icon name="copy" className="size-3.5" />
              {app('copy')}
            </button>
          </span>
        </li>
        <li>
          {t('setupStepEnv')} <code className={code}>ACCOUNTING_CLIENT_ID</code>,{' '}
          <code className={code}>ACCOUNTING_CLIENT_SECRET</code>
        </li>
        <li>{t('setupStepConnect')}</li>
      </ol>
    </div>
  );
}
