// Business constants and limits (SPEC §9). Money is in integer minor units (öre), excluding VAT.

export const LANGUAGES = ['sv', 'en', 'fi'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'sv';
export const FALLBACK_LANG: Lang = 'en';

export const MB = 1024 * 1024;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const LIMITS = {
  userQuotaBytes: 50 * MB,
  fileSizeBytes: 20 * MB,
  avatarSizeBytes: 20 * MB,
  dynatagQuotaBytes: 20 * MB,
  dynatagFiles: 10,
  /** Earlier versions kept per dynatag; older ones are pruned on save (docs/decisions.md). */
  dynatagVersions: 50,
  mapOverlayBytes: 2 * MB,
  pdfViewerBytes: 4 * MB,
  ownersPerCompany: 50,
  ownersIncluded: 2,
  companies: 30,
  colleagues: 200,
  contacts: 100,
  /** Contacts visitors leave on a card page ("exchange contact"); kept apart from saved contacts (docs/decisions.md). */
  leads: 1000,
  dynatags: 500,
  folders: 100,
  folderDepth: 5,
  mapMarkers: 1000,
  routeMarkers: 1000,
  linksPerModule: 20,
  apiKeysPerUser: 10,
  /** JSON bodies; uploads are multipart and limited per file. */
  jsonBodyBytes: 1 * MB,
  multipartBodyBytes: 25 * MB,
  /** Open live streams (GET /sse/connect): a few tabs per login, a household or office per address (docs/decisions.md). */
  liveStreamsPerSession: 5,
  liveStreamsPerUser: 10,
  liveStreamsPerIp: 20,
} as const;

export const TOKENS = {
  accessMs: 10 * MINUTE_MS,
  refreshShortMs: 1 * HOUR_MS,
  refreshLongMs: 720 * HOUR_MS,
  passwordResetMs: 1 * HOUR_MS,
  emailMs: 1 * HOUR_MS,
  /** Invitations to activate an account are valid for 14 days (docs/decisions.md). */
  activationMs: 14 * DAY_MS,
  unverifiedUserDeleteMs: 60 * DAY_MS,
  otpDigits: 6,
} as const;

export const VAT_RATE = 0.25;
/** VAT is computed once, here, on integer minor units. */
export const withVat = (amountExVat: number) => Math.round(amountExVat * (1 + VAT_RATE));
export const vatOf = (amountExVat: number) => withVat(amountExVat) - amountExVat;

export const PRICES = {
  subscription: { daily: 128, monthly: 3900, lifetime: 99900 },
  dynatags: {
    includedUnits: 5,
    serviceDaily: 1640,
    serviceMonthly: 49900,
    unitDaily: 161,
    unitMonthly: 4900,
  },
  extraOwner: { daily: 95, monthly: 2900 },
  cards: {
    blackPersonal: 69900,
    blackCompany: 59900,
    blackSimple: 49900,
    goldPersonal: 99900,
    goldCompany: 89900,
    goldSimple: 79900,
  },
  shipping: { national: 4900, international: 9900 },
} as const;

/**
 * A subscription's notice period in days (SPEC §9 "30 days"): a cancelled subscription ends this long after it was
 * cancelled, and every text that names the period says it in days from here (docs/decisions.md, issue 28).
 */
export const NOTICE_PERIOD_DAYS = 30;

/** The seller on receipts (docs/decisions.md "Orders: receipts"); billing configuration, never shown elsewhere. */
/** The seller on receipts and invoices: set by SELLER_* variables (README "Configuration"); these are examples. */
export type Seller = {
  name: string;
  orgNumber: string;
  vatNumber: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
  email: string;
  /** Where invoices are paid: bankgiro (1234-5678), IBAN and BIC for payments from abroad. */
  bankgiro: string;
  iban: string;
  bic: string;
  /** Approved for F-tax (Godkänd för F-skatt): printed on every invoice, as a buyer's bookkeeper looks for it. */
  fTax: boolean;
};
export const EXAMPLE_SELLER: Seller = {
  name: 'Dynacard AB',
  orgNumber: '559321-4587',
  vatNumber: 'SE559321458701',
  street: 'Sveavägen 44',
  zipcode: '111 34',
  city: 'Stockholm',
  country: 'SE',
  email: 'sales@dynacard.se',
  // Valid by their checksums (the configuration refuses others); the IBAN and BIC are the banks' own examples.
  bankgiro: '5050-1055',
  iban: 'SE45 5000 0000 0583 9825 7466',
  bic: 'ESSESESS',
  fTax: true,
};

export type CardType = keyof typeof PRICES.cards;
export const CARD_TYPES = Object.keys(PRICES.cards) as CardType[];

export const ROLES = ['user', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const SEARCH = { minChars: 3, debounceMs: 800, descriptionChars: 100 } as const;
/** A filter select asks the server once it has rested this long (SPEC §9), not once per option passed. */
export const SELECT_DEBOUNCE_MS = 500;
export const THEME_COLORS = { dark: '#262626', light: '#fafafa' } as const;
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export const DRAWER = { breakpoint: 1024, width: 220 } as const;
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const TABLE_PAGE_SIZES = [5, 7, 10, 15, 20, 25, 50, -1] as const;

/** Image types accepted for avatars and logos, checked by content. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const USERNAME_PATTERN = '^[a-zA-Z0-9_.-]{3,32}$';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
