import { existsSync, readFileSync } from 'node:fs';

type Env = Record<string, string | undefined>;

/** Apple Wallet: the pass type's identity and signing material, and where APNs is (a stand-in in tests). */
export type AppleWalletConfig = {
  passTypeId: string;
  teamId: string;
  /** PEM of the pass type certificate, its private key (and the key's passphrase), Apple's WWDR certificate. */
  cert: string;
  key: string;
  keyPassphrase?: string;
  wwdr: string;
  apnsUrl: string;
  /** PEM of a CA to trust for APNs besides the system's: only a stand-in needs it (APPLE_APNS_CA). */
  apnsCa?: string;
};

/**
 * Google Wallet: the issuer and the service account whose key signs the save links and the access-token requests;
 * where the tokens and the pass objects' REST API are (stand-ins in tests), and how long one call may take.
 */
export type GoogleWalletConfig = {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
  tokenUrl: string;
  apiUrl: string;
  timeoutMs: number;
};

/** A PEM given inline (starts with -----BEGIN) or as the path of a file holding it. */
function pem(value: string): string {
  if (value.trimStart().startsWith('-----BEGIN')) return value.replace(/\\n/g, '\n');
  if (!existsSync(value)) throw new Error(`Wallet: no such file ${value}`);
  return readFileSync(value, 'utf8');
}

/**
 * The variables each Wallet service reads: all of `required` make it configured (otherwise no button of it is
 * shown); `optional` ones have defaults. The administrator's desk lists them (which are set, never their values).
 */
export const WALLET_VARIABLES = {
  apple: {
    required: ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'],
    optional: ['APPLE_PASS_KEY_PASSPHRASE', 'APPLE_APNS_URL', 'APPLE_APNS_CA'],
  },
  google: {
    required: ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'],
    optional: ['GOOGLE_WALLET_TOKEN_URL', 'GOOGLE_WALLET_API_URL', 'GOOGLE_WALLET_TIMEOUT_MS'],
  },
} as const;

/** The names of the Wallet variables that are set (not empty). */
export function walletVariablesSet(env: Env): string[] {
  return Object.values(WALLET_VARIABLES)
    .flatMap((service) => [...service.required, ...service.optional])
    .filter((name) => Boolean(env[name]));
}

/** Apple Wallet: configured when every one of WALLET_VARIABLES.apple.required is set. */
export function appleWalletFromEnv(env: Env): AppleWalletConfig | undefined {
  const { APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT } = env;
  if (!APPLE_PASS_TYPE_ID || !APPLE_TEAM_ID || !APPLE_PASS_CERT || !APPLE_PASS_KEY || !APPLE_WWDR_CERT) {
    return undefined;
  }
  return {
    passTypeId: APPLE_PASS_TYPE_ID,
    teamId: APPLE_TEAM_ID,
    cert: pem(APPLE_PASS_CERT),
    key: pem(APPLE_PASS_KEY),
    keyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE || undefined,
    wwdr: pem(APPLE_WWDR_CERT),
    apnsUrl: (env.APPLE_APNS_URL || 'https://api.push.apple.com').replace(/\/$/, ''),
    apnsCa: env.APPLE_APNS_CA ? pem(env.APPLE_APNS_CA) : undefined,
  };
}

/**
 * Google Wallet: GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT (the key's JSON, inline or a path);
 * GOOGLE_WALLET_TOKEN_URL and GOOGLE_WALLET_API_URL default to Google's, GOOGLE_WALLET_TIMEOUT_MS to 10 s.
 */
export function googleWalletFromEnv(env: Env): GoogleWalletConfig | undefined {
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT } = env;
  if (!GOOGLE_WALLET_ISSUER_ID || !GOOGLE_WALLET_SERVICE_ACCOUNT) return undefined;
  const text = GOOGLE_WALLET_SERVICE_ACCOUNT.trimStart().startsWith('{')
    ? GOOGLE_WALLET_SERVICE_ACCOUNT
    : readFileSync(GOOGLE_WALLET_SERVICE_ACCOUNT, 'utf8');
  const account = JSON.parse(text) as { client_email?: string; private_key?: string };
  if (!account.client_email || !account.private_key) {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT: client_email and private_key are required');
  }
  const timeoutMs = Number(env.GOOGLE_WALLET_TIMEOUT_MS);
  return {
    issuerId: GOOGLE_WALLET_ISSUER_ID,
    clientEmail: account.client_email,
    privateKey: account.private_key,
    tokenUrl: env.GOOGLE_WALLET_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    apiUrl: (env.GOOGLE_WALLET_API_URL || 'https://walletobjects.googleapis.com/walletobjects/v1').replace(
      /\/$/,
      '',
    ),
    timeoutMs: timeoutMs > 0 ? timeoutMs : 10_000,
  };
}
