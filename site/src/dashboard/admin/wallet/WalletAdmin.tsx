import { DAY_MS } from '@shared/constants';
import type { ReactNode } from 'react';
import type { ApiData } from '../../../../../packages/client/src/index';
import { client } from '../../lib/client';
import { Icon } from '../../ui/icons';
import { type AdminKey, formatDay, useAdminT } from '../i18n';
import { ListState } from '../ListState';
import { useAdminItem } from '../use-admin-list';

type WalletStatus = ApiData<'/api/v1/admin/wallet', 'get'>;
type Variable = WalletStatus['apple']['variables'][number];

/** What each variable is, by its name (platform/wallet-config.ts WALLET_VARIABLES). */
const NEEDS: Record<string, AdminKey> = {
  APPLE_PASS_TYPE_ID: 'walletVarPassTypeId',
  APPLE_TEAM_ID: 'walletVarTeamId',
  APPLE_PASS_CERT: 'walletVarPassCert',
  APPLE_PASS_KEY: 'walletVarPassKey',
  APPLE_WWDR_CERT: 'walletVarWwdr',
  APPLE_PASS_KEY_PASSPHRASE: 'walletVarPassphrase',
  APPLE_APNS_URL: 'walletVarApnsUrl',
  APPLE_APNS_CA: 'walletVarApnsCa',
  GOOGLE_WALLET_ISSUER_ID: 'walletVarIssuer',
  GOOGLE_WALLET_SERVICE_ACCOUNT: 'walletVarServiceAccount',
  GOOGLE_WALLET_TOKEN_URL: 'walletVarTokenUrl',
  GOOGLE_WALLET_API_URL: 'walletVarApiUrl',
  GOOGLE_WALLET_TIMEOUT_MS: 'walletVarTimeout',
};

/** A certificate this close to its end is announced. */
const RENEW_WITHIN_MS = 30 * DAY_MS;

const code = 'rounded bg-base-200 px-1.5 py-0.5 font-mono text-xs break-all';
const codeOf = (value: string | null) => value && <code className={code}>{value}</code>;

function Variables({ service, variables }: { service: string; variables: Variable[] }) {
  const t = useAdminT();
  const state = (v: Variable) =>
    v.set
      ? { text: t('walletSet'), badge: 'badge-success' }
      : v.required
        ? { text: t('walletMissing'), badge: 'badge-error' }
        : { text: t('walletUnsetOptional'), badge: 'badge-ghost' };
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">{t('walletVariables', { service })}</h4>
      <ul className="space-y-2">
        {variables.map((v) => (
          <li key={v.name} data-variable={v.name} className="text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <code className={code}>{v.name}</code>
              <span className={`badge badge-sm ${state(v).badge}`}>{state(v).text}</span>
            </span>
            {NEEDS[v.name] && <span className="text-base-content/75 block">{t(NEEDS[v.name])}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One service: on or off, what it runs with, and its variables. */
function Service(props: {
  id: string;
  name: string;
  configured: boolean;
  summary: AdminKey;
  details: [AdminKey, ReactNode][];
  warnings: string[];
  variables: Variable[];
}) {
  const t = useAdminT();
  return (
    <section
      aria-labelledby={`wallet-${props.id}`}
      data-testid={`wallet-${props.id}`}
      className="rounded-box border border-base-300 bg-base-100 space-y-3 p-4"
    >
      <h3 id={`wallet-${props.id}`} className="flex flex-wrap items-center gap-2 font-semibold">
        {props.name}
        <span className={`badge ${props.configured ? 'badge-success' : 'badge-warning'}`}>
          {t(props.configured ? 'walletOn' : 'walletOff')}
        </span>
      </h3>
      <p className="text-sm">{t(props.summary)}</p>
      {props.warnings.map((warning) => (
        <div key={warning} role="alert" className="alert alert-warning alert-soft dc-alert text-sm">
          <Icon name="warning" className="size-5" />
          <span>{warning}</span>
        </div>
      ))}
      {props.details.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {props.details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/75">{t(label)}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Variables service={props.name} variables={props.variables} />
    </section>
  );
}

function appleWarnings(apple: WalletStatus['apple'], t: ReturnType<typeof useAdminT>) {
  const warnings: string[] = [];
  const ends = apple.certificateExpiresAt === null ? null : Number(apple.certificateExpiresAt);
  if (ends !== null && ends < Date.now())
    warnings.push(t('walletCertificateExpired', { date: formatDay(ends) }));
  else if (ends !== null && ends - Date.now() < RENEW_WITHIN_MS)
    warnings.push(t('walletCertificateSoon', { date: formatDay(ends) }));
  if (apple.configured && !apple.webServiceUrl.startsWith('https:')) warnings.push(t('walletWebServiceHttp'));
  return warnings;
}

/** How the updates of Google passes fare: the counts, the last one taken, and the last refusal as a warning. */
function googleUpdates(google: WalletStatus['google'], t: ReturnType<typeof useAdminT>) {
  const updates = google.updates;
  if (!google.configured || !updates) return { details: [], warnings: [] };
  const details: [AdminKey, ReactNode][] = [
    ['walletGoogleApi', codeOf(google.apiUrl)],
    [
      'walletGoogleUpdates',
      t('walletGoogleUpdatesValue', {
        passes: updates.passes,
        saved: updates.saved,
        waiting: updates.waiting,
        failed: updates.failed,
      }),
    ],
    [
      'walletGoogleLastUpdate',
      updates.lastUpdatedAt === null ? t('walletGoogleNever') : formatDay(Number(updates.lastUpdatedAt)),
    ],
  ];
  const failure = updates.lastError;
  const warnings = failure
    ? [t('walletGoogleError', { date: formatDay(Number(failure.at)), message: failure.message })]
    : [];
  return { details, warnings };
}

/**
 * Administrator › Wallet: whether Apple Wallet and Google Wallet are configured on this server, what each runs
 * with (never a secret) and every variable it reads, set or missing, with what it is.
 */
export function WalletAdmin() {
  const t = useAdminT();
  const {
    data: status,
    failed,
    reload,
  } = useAdminItem('/admin/wallet', (options) => client.GET('/api/v1/admin/wallet', options));
  if (!status) return <ListState failed={failed} onRetry={reload} />;
  const { apple, google } = status;
  const updates = googleUpdates(google, t);
  return (
    <div className="space-y-4" data-testid="wallet-status">
      <p className="text-base-content/75 text-sm">{t('walletIntro')}</p>
      <Service
        id="apple"
        name="Apple Wallet"
        configured={apple.configured}
        summary={apple.configured ? 'walletAppleOn' : 'walletAppleOff'}
        warnings={appleWarnings(apple, t)}
        details={[
          ...(apple.configured
            ? ([
                ['walletPassTypeId', codeOf(apple.passTypeId)],
                ['walletTeamId', codeOf(apple.teamId)],
                [
                  'walletCertificate',
                  apple.certificateExpiresAt && formatDay(Number(apple.certificateExpiresAt)),
                ],
                ['walletApns', codeOf(apple.apnsUrl)],
              ] as [AdminKey, ReactNode][])
            : []),
          ['walletWebService', codeOf(apple.webServiceUrl)],
        ]}
        variables={apple.variables}
      />
      <Service
        id="google"
        name="Google Wallet"
        configured={google.configured}
        summary={google.configured ? 'walletGoogleOn' : 'walletGoogleOff'}
        warnings={updates.warnings}
        details={
          google.configured
            ? [
                ['walletIssuer', codeOf(google.issuerId)],
                ['walletServiceAccount', codeOf(google.serviceAccount)],
                ...updates.details,
              ]
            : []
        }
        variables={google.variables}
      />
      <p className="text-base-content/75 text-sm">{t('walletSetupHint')}</p>
    </div>
  );
}
