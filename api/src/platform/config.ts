import { type KeyObject, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Seller } from '@shared/constants';
import { parseMasterKey } from './nfc-sun/card-keys';
import { parseMakerKey } from './nfc-sun/maker-key';
import { parseTrustProxy, type TrustProxy } from './proxy-trust';
import { sellerFromEnv } from './seller-config';
import {
  type AppleWalletConfig,
  appleWalletFromEnv,
  type GoogleWalletConfig,
  googleWalletFromEnv,
  walletVariablesSet,
} from './wallet-config';

/** Everything the server reads from the environment, with the embedded defaults (README "Configuration"). */
export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { url: string; authToken?: string; syncUrl?: string };
  /** Signs access tokens and encrypts TOTP secrets. */
  secret: string;
  mail: {
    smtpUrl?: string;
    from: string;
    salesEmail: string;
    supportEmail: string;
    /** Mails of a bulk send (a spreadsheet's invitations) go this many at a time, a pause apart: the SMTP limits. */
    batchSize: number;
    batchPauseMs: number;
  };
  /** Work for the human check: a browser solves the average challenge in well under a second. */
  altchaMaxNumber: number;
  /** Uploads go to S3/R2 when a bucket is set, else to DATA_DIR/uploads. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Addressing: path-style (`endpoint/bucket/key`, the default: R2, MinIO, s3rver) or virtual-hosted (`bucket.endpoint/key`). */
    virtualHostedStyle?: boolean;
    /** S3_TIMEOUT_MS: how long the bucket may be silent before a call answers 503 (storage-s3.ts). */
    deadlineMs?: number;
  };
  /**
   * The reverse proxies in front of us that append to X-Forwarded-For (TRUST_PROXY): a count (`true` = 1) or
   * their addresses/networks; 0 = none, the socket's address counts (platform/proxy-trust.ts).
   */
  trustProxy: TrustProxy;
  /** Several instances share live events, rate-limit counters and page-cache invalidation through this Redis. */
  redisUrl?: string;
  /** Map tiles of the dynatag maps, as a Leaflet URL template ({z}/{x}/{y}); OpenStreetMap by default. */
  mapTileUrl: string;
  /**
   * Who sells: printed on receipts and invoices (SELLER_NAME, SELLER_ORG_NUMBER, SELLER_VAT_NUMBER, SELLER_STREET…),
   * with where to pay (SELLER_BANKGIRO, SELLER_IBAN, SELLER_BIC; refused at startup unless their check digits
   * hold) and SELLER_F_TAX.
   */
  seller: Seller;
  /**
   * The accounting system (Fortnox-style OAuth 2.0 and REST): ACCOUNTING_CLIENT_ID, ACCOUNTING_CLIENT_SECRET, and
   * the provider's addresses ACCOUNTING_AUTH_URL (authorize and token) and ACCOUNTING_API_URL (REST). Without a
   * client id it is not configured and the Administrator page says how to connect it.
   */
  accounting?: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };
  /** GEOIP_DB: the places of views from the shipped GeoLite2 database (unset), a MaxMind .mmdb path, or `off`. */
  geoipDb?: string;
  /**
   * Wallet passes (platform/wallet-config.ts); without them no Wallet button is shown. `variablesSet`: the names of
   * the Wallet variables given, for the administrator's desk.
   */
  wallet: { apple?: AppleWalletConfig; google?: GoogleWalletConfig; variablesSet: string[] };
  /**
   * Webhooks: WEBHOOKS_ALLOW_LOOPBACK=true lets endpoints be http on this machine (tests, self-hosting; never
   * private networks); WEBHOOKS_TIMEOUT_MS is how long a receiver may take to answer (10 s).
   */
  webhooks: { allowLoopback: boolean; timeoutMs: number };
  /**
   * Companies' own page domains (issue 23): PAGE_DOMAIN_TARGET is the host their CNAME must name (default: the
   * PUBLIC_URL host); PAGE_HOSTS lists more hosts of our own that answer everything (an origin host the edge
   * forwards to), beside the PUBLIC_URL host, localhost and IP addresses.
   */
  pageDomains: { target: string; ownHosts: string[] };
  /** DNS_RESOLVER: the DNS servers (host or host:port, comma-separated) domain proofs ask; the system's when unset. */
  dnsServers: string[];
  /**
   * Single sign-on: SSO_ALLOW_HTTP_ISSUER=true lets a company's OpenID issuer be a plain-http address (tests and
   * self-hosting with a local provider); production issuers are https. SSO_TIMEOUT_MS bounds each call (10 s).
   */
  sso: { allowHttpIssuer: boolean; timeoutMs: number };
  /**
   * CRM connections (issue 31): a HubSpot app (HUBSPOT_CLIENT_ID, HUBSPOT_CLIENT_SECRET; its addresses
   * HUBSPOT_AUTH_URL and HUBSPOT_API_URL) and a Salesforce connected app (SALESFORCE_CLIENT_ID,
   * SALESFORCE_CLIENT_SECRET, SALESFORCE_LOGIN_URL). A provider without a client id is not offered.
   * CRM_TIMEOUT_MS bounds every call to a CRM (10 s).
   */
  /**
   * Video posters (issue 32): where a YouTube video's thumbnail is (VIDEO_YOUTUBE_THUMBNAIL_URL, `{id}` for the
   * video) and Vimeo's oEmbed endpoint (VIDEO_VIMEO_OEMBED_URL); VIDEO_POSTER_TIMEOUT_MS bounds the whole fetch
   * of one poster when a video is saved (3 s; then the neutral poster).
   */
  video: { youtubeThumbnailUrl: string; vimeoOembedUrl: string; timeoutMs: number };
  /**
   * Secure Unique NFC of the metal cards' chips (issue 33): NFC_SUN_MASTER_KEY (32 hex digits) is the server key
   * every card's chip keys are derived from; NFC_MAKER_PUBLIC_KEY is the card maker's RSA public key (PEM text or
   * a file's path) the chip file is encrypted for. Without the master key no tap is verified.
   */
  nfcSun?: { masterKey: Buffer; makerPublicKey?: KeyObject };
  crm: {
    timeoutMs: number;
    hubspot?: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };
    salesforce?: { clientId: string; clientSecret: string; loginUrl: string };
  };
};

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir,
    database: {
      url: env.DATABASE_URL ?? `file:${join(dataDir, 'dynacard.db')}`,
      authToken: env.DATABASE_AUTH_TOKEN || undefined,
      syncUrl: env.DATABASE_SYNC_URL || undefined,
    },
    secret: env.SECRET || loadOrCreateSecret(dataDir),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'Dynacard <no-reply@dynacard.se>',
      salesEmail: env.SALES_EMAIL ?? 'sales@dynacard.se',
      supportEmail: env.SUPPORT_EMAIL ?? 'support@dynacard.se',
      batchSize: Math.max(1, Number(env.MAIL_BATCH_SIZE) || 25),
      batchPauseMs: Math.max(0, Number(env.MAIL_BATCH_PAUSE_MS ?? 5000) || 0),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          virtualHostedStyle: env.S3_VIRTUAL_HOSTED_STYLE === 'true',
          deadlineMs: Number(env.S3_TIMEOUT_MS) > 0 ? Number(env.S3_TIMEOUT_MS) : undefined,
        }
      : undefined,
    altchaMaxNumber: Number(env.ALTCHA_MAX_NUMBER ?? 100_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geoipDb: env.GEOIP_DB || undefined,
    accounting: env.ACCOUNTING_CLIENT_ID
      ? {
          clientId: env.ACCOUNTING_CLIENT_ID,
          clientSecret: env.ACCOUNTING_CLIENT_SECRET ?? '',
          authUrl: (env.ACCOUNTING_AUTH_URL || 'https://apps.fortnox.se/oauth-v1').replace(/\/$/, ''),
          apiUrl: (env.ACCOUNTING_API_URL || 'https://api.fortnox.se/3').replace(/\/$/, ''),
        }
      : undefined,
    seller: sellerFromEnv(env),
    wallet: {
      apple: appleWalletFromEnv(env),
      google: googleWalletFromEnv(env),
      variablesSet: walletVariablesSet(env),
    },
    webhooks: {
      allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === 'true',
      timeoutMs: Number(env.WEBHOOKS_TIMEOUT_MS ?? 10_000),
    },
    pageDomains: {
      target: (env.PAGE_DOMAIN_TARGET || new URL(publicUrl).hostname).toLowerCase(),
      ownHosts: (env.PAGE_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    dnsServers: (env.DNS_RESOLVER ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    sso: {
      allowHttpIssuer: env.SSO_ALLOW_HTTP_ISSUER === 'true',
      timeoutMs: Number(env.SSO_TIMEOUT_MS ?? 10_000),
    },
    video: {
      youtubeThumbnailUrl: env.VIDEO_YOUTUBE_THUMBNAIL_URL || 'https://i.ytimg.com/vi/{id}/hqdefault.jpg',
      vimeoOembedUrl: env.VIDEO_VIMEO_OEMBED_URL || 'https://vimeo.com/api/oembed.json',
      timeoutMs: Number(env.VIDEO_POSTER_TIMEOUT_MS) > 0 ? Number(env.VIDEO_POSTER_TIMEOUT_MS) : 3000,
    },
    nfcSun: env.NFC_SUN_MASTER_KEY
      ? {
          masterKey: parseMasterKey(env.NFC_SUN_MASTER_KEY),
          makerPublicKey: env.NFC_MAKER_PUBLIC_KEY ? parseMakerKey(env.NFC_MAKER_PUBLIC_KEY) : undefined,
        }
      : undefined,
    crm: {
      timeoutMs: Number(env.CRM_TIMEOUT_MS) > 0 ? Number(env.CRM_TIMEOUT_MS) : 10_000,
      hubspot: env.HUBSPOT_CLIENT_ID
        ? {
            clientId: env.HUBSPOT_CLIENT_ID,
            clientSecret: env.HUBSPOT_CLIENT_SECRET ?? '',
            authUrl: env.HUBSPOT_AUTH_URL || 'https://app.hubspot.com/oauth/authorize',
            apiUrl: (env.HUBSPOT_API_URL || 'https://api.hubapi.com').replace(/\/$/, ''),
          }
        : undefined,
      salesforce: env.SALESFORCE_CLIENT_ID
        ? {
            clientId: env.SALESFORCE_CLIENT_ID,
            clientSecret: env.SALESFORCE_CLIENT_SECRET ?? '',
            loginUrl: (env.SALESFORCE_LOGIN_URL || 'https://login.salesforce.com').replace(/\/$/, ''),
          }
        : undefined,
    },
  };
}

/** Without SECRET, a random one is kept in DATA_DIR so sessions survive a restart. */
function loadOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'secret.key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
