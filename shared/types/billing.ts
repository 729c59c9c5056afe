// The answers of api/v1/subscriptions, api/v1/billing, api/v1/invoices, api/v1/admin and api/v1/admin/accounting
// (the `data` of the envelope). Built by api/src/modules/subscriptions, billing, admin and accounting; read by the
// dashboard's Subscriptions and Administrator pages. Money is integer öre excluding VAT unless named `total`.

export type SubscriptionPlan = 'monthly' | 'lifetime';
export type SubscriptionStatus = 'active' | 'cancelled' | 'expired';

export type SubscriptionView = {
  id: string;
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  provider: string;
  company: { id: string | null; name: string };
  startedAt: number;
  cancelledAt: number | null;
  /** While cancelled: when it ends (end of the 30-day cancel period). */
  endsAt: number | null;
  /** Enabled by an owner of the paying company for me, or by me. */
  activatedBy: { id: string | null; fullName: string } | null;
  /** Monthly or one-off price, excluding VAT. */
  price: number;
};

/** A company that could pay: one I own or belong to; `hasBilling` false means billing info is missing. */
export type PayerOption = { id: string; name: string; role: 'owner' | 'colleague'; hasBilling: boolean };

/**
 * A colleague's request that a company pay their subscription: nothing is invoiced until an owner approves
 * (then the subscription starts, activated by that owner).
 */
export type SubscriptionRequestView = {
  id: string;
  user: { id: string; fullName: string; email: string };
  company: { id: string; name: string };
  plan: SubscriptionPlan;
  /** Monthly or one-off price, excluding VAT. */
  price: number;
  requestedAt: number;
};

/** GET subscriptions/me. */
export type MySubscription = {
  /** My current subscription (active or cancelled and not yet ended), or null. */
  subscription: SubscriptionView | null;
  /** My request waiting for a company's owners, or null. */
  request: SubscriptionRequestView | null;
  /** Granted by an administrator: subscriber rights without paying. */
  privileges: boolean;
  payers: PayerOption[];
  prices: { monthly: number; daily: number; lifetime: number };
};

/** A row of the Colleagues tab: a person in a company I own and their subscription. */
export type ColleagueSubscriptionRow = {
  user: { id: string; fullName: string; email: string };
  company: { id: string; name: string };
  role: 'owner' | 'colleague';
  /** The person's subscription when a company I own pays for it. */
  subscription: SubscriptionView | null;
  /** The person has a subscription another company pays for (which one is not mine to know). */
  subscribedElsewhere: boolean;
  /** I may end it: it is paid by a company I own. */
  canEnd: boolean;
  /** I may enable one: none now, and the company has billing info. */
  canEnable: boolean;
};

/** A subscription a company pays for, in its owners' list, with who started or approved it. */
export type PaidSubscriptionRow = {
  subscription: SubscriptionView;
  subscriber: { id: string | null; fullName: string; email: string };
  /** Started by an owner's approval of the subscriber's request (`activatedBy` approved it). */
  approvedRequest: boolean;
};

/** GET subscriptions/companies: per company I own, the requests waiting and every subscription it pays for. */
export type CompanySubscriptions = {
  company: { id: string; name: string; hasBilling: boolean };
  requests: SubscriptionRequestView[];
  subscriptions: PaidSubscriptionRow[];
};

/** GET billing/companies/{id}: the company's services, what they cost now, and what the next unit would cost. */
export type CompanyServices = {
  companyId: string;
  hasBilling: boolean;
  dynatags: number;
  owners: number;
  includedDynatags: number;
  includedOwners: number;
  /** Monthly price by part and in all, excluding VAT. */
  monthly: {
    dynatagService: number;
    dynatagUnits: number;
    ownerSeats: number;
    subscriptions: number;
    total: number;
  };
  /** The monthly total after one more dynatag, after one more owner. */
  nextDynatagMonthly: number;
  nextOwnerMonthly: number;
};

/** `data` of a 409 priceConfirmationNeeded: confirm `next` by sending it as `acceptMonthlyPrice`. */
export type PriceChange = {
  reason: 'dynatag' | 'owner';
  current: number;
  next: number;
  /** VAT of `next`, and `next` with VAT, for the confirmation dialog. */
  nextVat: number;
  nextWithVat: number;
};

/**
 * `data` of a 409 billingNeededForServices: the change would raise the company's monthly price and its billing
 * info is not complete; the client offers the company's billing info.
 */
export type BillingInfoNeeded = { reason: 'billingInfo'; companyId: string };

export type InvoiceStatus = 'open' | 'paid' | 'credited';

export type InvoiceSummary = {
  id: string;
  number: number;
  kind: 'invoice' | 'credit';
  company: { id: string | null; name: string };
  period: string | null;
  net: number;
  vat: number;
  total: number;
  status: InvoiceStatus;
  issuedAt: number;
  dueAt: number;
  /** The OCR reference to pay it with (number, length digit, check digit); null on a credit note. */
  ocr: string | null;
  paidAt: number | null;
  mailedAt: number | null;
  /** The number of the credit note for it, or of the invoice a credit note credits. */
  relatedNumber: number | null;
  /** Download path of the PDF (same-origin, authorised). */
  pdfPath: string;
};

export type InvoiceLineView = {
  item:
    | 'subscriptionMonthly'
    | 'subscriptionLifetime'
    | 'dynatagService'
    | 'dynatagUnits'
    | 'extraOwners'
    | 'cardOrder'
    | 'credit';
  /** The line's text in the request's language. */
  text: string;
  unitDays: number;
  unitPrice: number;
  amount: number;
};

export type InvoiceDetail = InvoiceSummary & { lines: InvoiceLineView[] };

/** POST admin/billing/run. */
export type BillingRunResult = { period: string; invoices: number; skipped: number; total: number };

export type AdminUserRow = {
  id: string;
  fullName: string;
  username: string;
  email: string;
  role: 'user' | 'administrator';
  isVerified: boolean;
  disabled: boolean;
  subscription: { plan: SubscriptionPlan; status: SubscriptionStatus; endsAt: number | null } | null;
  subscriptionPrivileges: boolean;
  companies: number;
  lastLoginAt: number | null;
  createdAt: number;
};

export type AdminCompanyRow = {
  id: string;
  name: string;
  orgNumber: string;
  billingEmail: string;
  hasBilling: boolean;
  owners: number;
  colleagues: number;
  dynatags: number;
  cards: number;
  /** Current monthly price of its services and the subscriptions it pays, excluding VAT. */
  monthly: number;
  createdAt: number;
};

export type InquiryRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  createdAt: number;
  handledAt: number | null;
};

export type AccountingPushRow = {
  id: string;
  kind: 'customer' | 'invoice';
  label: string;
  state: 'pending' | 'done' | 'failed';
  externalId: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
  updatedAt: number;
};

/** GET admin/accounting. */
export type AccountingStatus = {
  /** ACCOUNTING_CLIENT_ID and secret are set; without them the page says how to connect. */
  configured: boolean;
  provider: string;
  connected: boolean;
  /**
   * The provider refused to renew the tokens (the authorisation was revoked or has lapsed): pushes wait until an
   * administrator connects again. `connected` is false then; `companyName` and `connectedAt` still tell which one.
   */
  needsReconnect: boolean;
  companyName: string | null;
  connectedAt: number | null;
  scopes: string[];
  /** Redirect address to register with the provider. */
  redirectUri: string;
  pushes: AccountingPushRow[];
};
