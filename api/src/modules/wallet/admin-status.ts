// What the administrator's desk shows of Wallet (issue 28: passes vanished without a word on a server without the
// certificates): for Apple and Google, whether the service is on, what it is configured with, and each of its
// variables, set or missing; for Google, how its pass updates fare. Never a value that is a secret: no key, no
// certificate, no passphrase.
import { X509Certificate } from 'node:crypto';
import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers } from '../../platform/envelope';
import { WALLET_VARIABLES } from '../../platform/wallet-config';
import { Timestamp } from '../users';
import { APPLE_SERVICE_PATH } from './apple-pass';
import { googleUpdatesStatus } from './google-queue';

const Variable = t.Object(
  {
    name: t.String({ description: 'The environment variable, e.g. APPLE_PASS_CERT' }),
    required: t.Boolean({ description: 'The service is off without it' }),
    set: t.Boolean({ description: 'Given to this server (its value is never shown)' }),
  },
  { description: 'One variable a Wallet service reads' },
);

const GoogleUpdatesData = t.Object(
  {
    passes: t.Integer({ description: 'Cards whose save link was handed out: their pass objects may exist' }),
    saved: t.Integer({ description: 'Of those, the ones Google took an update of (someone saved the pass)' }),
    waiting: t.Integer({
      description: 'Updates queued, waiting for the card to be still or to be tried again',
    }),
    failed: t.Integer({
      description: 'Updates Google refused or that failed ten times; sent again when the card changes',
    }),
    lastUpdatedAt: t.Nullable(Timestamp),
    lastError: t.Nullable(
      t.Object({
        at: Timestamp,
        message: t.String({ description: 'Google’s answer, e.g. “Google Wallet API answered 403: …”' }),
      }),
    ),
  },
  { description: 'How the updates of Google passes fare (when configured)' },
);

export const WalletStatusData = t.Object(
  {
    apple: t.Object({
      configured: t.Boolean({ description: 'Every required APPLE_* variable is set: passes are offered' }),
      passTypeId: t.Nullable(t.String({ description: 'APPLE_PASS_TYPE_ID, when configured' })),
      teamId: t.Nullable(t.String({ description: 'APPLE_TEAM_ID, when configured' })),
      certificateExpiresAt: t.Nullable(Timestamp),
      webServiceUrl: t.String({
        description: 'Where devices register and fetch changed passes; Apple’s devices call only https',
      }),
      apnsUrl: t.Nullable(
        t.String({ description: 'Where the pushes of changed passes go, when configured' }),
      ),
      variables: t.Array(Variable),
    }),
    google: t.Object({
      configured: t.Boolean({
        description: 'Both GOOGLE_WALLET_* variables are set: save links are offered',
      }),
      issuerId: t.Nullable(t.String({ description: 'GOOGLE_WALLET_ISSUER_ID, when configured' })),
      serviceAccount: t.Nullable(t.String({ description: 'The service account’s e-mail, when configured' })),
      apiUrl: t.Nullable(
        t.String({
          description: 'Where the updates of changed passes go (Wallet REST API), when configured',
        }),
      ),
      updates: t.Nullable(GoogleUpdatesData),
      variables: t.Array(Variable),
    }),
  },
  { description: 'The Wallet services as the Administrator page shows them' },
);
type WalletStatus = Static<typeof WalletStatusData>;

const variablesOf = (deps: Deps, service: keyof typeof WALLET_VARIABLES) => {
  const { required, optional } = WALLET_VARIABLES[service];
  const given = new Set(deps.config.wallet.variablesSet);
  const row = (name: string, isRequired: boolean) => ({ name, required: isRequired, set: given.has(name) });
  return [...required.map((name) => row(name, true)), ...optional.map((name) => row(name, false))];
};

/** When the pass type certificate expires (it is renewed every year): after that no pass can be signed. */
const expiresAt = (pem: string) => Date.parse(new X509Certificate(pem).validTo);

export async function walletStatus(deps: Deps) {
  const { apple, google } = deps.config.wallet;
  return {
    apple: {
      configured: Boolean(apple),
      passTypeId: apple?.passTypeId ?? null,
      teamId: apple?.teamId ?? null,
      certificateExpiresAt: apple ? expiresAt(apple.cert) : null,
      webServiceUrl: `${deps.config.publicUrl}${APPLE_SERVICE_PATH}`,
      apnsUrl: apple?.apnsUrl ?? null,
      variables: variablesOf(deps, 'apple'),
    },
    google: {
      configured: Boolean(google),
      issuerId: google?.issuerId ?? null,
      serviceAccount: google?.clientEmail ?? null,
      apiUrl: google?.apiUrl ?? null,
      updates: google ? await googleUpdatesStatus(deps) : null,
      variables: variablesOf(deps, 'google'),
    },
  } satisfies WalletStatus;
}

/** GET /admin/wallet (administrator). */
export const walletAdminRoutes = (deps: Deps) =>
  new Elysia({ name: 'wallet-admin', prefix: '/admin/wallet' })
    .use(authGuard(deps))
    // GET /admin/wallet – which Wallet services are on, and what each needs
    .get('', () => walletStatus(deps), {
      admin: true,
      detail: {
        tags: ['Administrator'],
        summary: 'Wallet services status (administrator)',
        description:
          'Apple Wallet needs APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT, Google Wallet GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT (docs/operations.md "Wallet passes"); without them their buttons are not shown. Which are set, never their values; for Google, how the updates of its passes fare.',
        responses: answers(WalletStatusData, 'The status'),
      },
    });
