import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import type { BuyerSnapshot } from './orders';
import { users } from './users';

export const SUBSCRIPTION_PLANS = ['monthly', 'lifetime'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A user's subscription (SPEC §1, §4), paid by one company. `active` runs until cancelled; `cancelled` runs to
 * `endsAt` (the end of the 30-day cancel period) and may be re-enabled before then; `expired` is history.
 * A user has at most one subscription that is not expired (partial unique index). The user's subscription
 * fields (users.active_subscription, subscription_expires_at, subscription_provider) mirror the current row,
 * written in the same transaction, because every tier rule reads them (shared/entitlements.ts).
 * Rows outlive their user and company (set null) with the names kept, for billing (60 days, then removed).
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The subscriber's name and email when last changed: shown on invoices after the account is gone. */
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** How it is paid: 'invoice' (the monthly billing run); a card processor would be another provider. */
    provider: text('provider').notNull().default('invoice'),
    /** Who enabled it: the user, or an owner of the paying company for a colleague. */
    activatedByUserId: integer('activated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: integer('started_at').notNull(),
    cancelledAt: integer('cancelled_at'),
    /** Set when cancelled: the last moment it runs (cancelledAt + 30 days). Null while active. */
    endsAt: integer('ends_at'),
    /** The expiry warning mail (seven days before endsAt) was sent. */
    warnedAt: integer('warned_at'),
    expiredAt: integer('expired_at'),
    /** When the subscriber's account was deleted (billing data is kept 60 days after it). */
    userDeletedAt: integer('user_deleted_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_current').on(t.userId).where(sql`status <> 'expired'`),
    index('subscriptions_company').on(t.companyId, t.status),
    index('subscriptions_ends').on(t.status, t.endsAt),
  ],
);

export const SUBSCRIPTION_REQUEST_STATES = [
  'pending',
  'approved',
  'declined',
  'withdrawn',
  'cancelled',
] as const;
export type SubscriptionRequestState = (typeof SUBSCRIPTION_REQUEST_STATES)[number];

/**
 * A colleague's request that a company pay their subscription (issue 19): a company pays only for subscriptions
 * its owners started or approved. The owners approve (the subscription starts, `subscriptionId`) or decline it;
 * the colleague may withdraw it; leaving or being removed from the company cancels it. One pending request per user.
 */
export const subscriptionRequests = sqliteTable(
  'subscription_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull(),
    state: text('state', { enum: SUBSCRIPTION_REQUEST_STATES }).notNull().default('pending'),
    /** The owner who approved or declined it. */
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at'),
    /** The subscription its approval started. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_requests_one_pending').on(t.userId).where(sql`state = 'pending'`),
    index('subscription_requests_company').on(t.companyId, t.state),
  ],
);

export const USAGE_ITEMS = ['dynatags', 'owners'] as const;
export type UsageItem = (typeof USAGE_ITEMS)[number];

/**
 * The chargeable quantities of a company over time: a row whenever its number of dynatags or owners changes
 * (the count after the change, not a delta). The billing run reads the quantity in force each day of a month.
 */
export const usageChanges = sqliteTable(
  'usage_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    item: text('item', { enum: USAGE_ITEMS }).notNull(),
    quantity: integer('quantity').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('usage_changes_company').on(t.companyId, t.item, t.at)],
);

export const INVOICE_KINDS = ['invoice', 'credit'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * An invoice of the monthly billing run (one per company and month, `period` YYYY-MM), or a credit note
 * (`kind` credit, negative amounts, `creditsInvoiceId`). Numbers are one sequential series for both.
 * Amounts are integer öre; the buyer is the company's billing info when issued. Outlives its company
 * (set null; `companyDeletedAt` starts the 60-day retention).
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    number: integer('number').notNull().unique(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('invoice'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The billed month, YYYY-MM (UTC); null for a credit note. */
    period: text('period'),
    creditsInvoiceId: integer('credits_invoice_id'),
    buyer: text('buyer', { mode: 'json' }).$type<BuyerSnapshot>().notNull(),
    lang: text('lang', { enum: ['sv', 'en', 'fi'] })
      .notNull()
      .default('sv'),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    issuedAt: integer('issued_at').notNull(),
    dueAt: integer('due_at').notNull(),
    paidAt: integer('paid_at'),
    creditedAt: integer('credited_at'),
    /** Sent to the billing email ("sent digitally"). */
    mailedAt: integer('mailed_at'),
    companyDeletedAt: integer('company_deleted_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_company_period').on(t.companyId, t.period),
    index('invoices_company').on(t.companyId, t.issuedAt),
  ],
);

export const INVOICE_ITEMS = [
  'subscriptionMonthly',
  'subscriptionLifetime',
  'dynatagService',
  'dynatagUnits',
  'extraOwners',
  'cardOrder',
  'credit',
] as const;
export type InvoiceItem = (typeof INVOICE_ITEMS)[number];

/** What a line is about, rendered in the invoice's language: whose subscription, which days, how many units. */
export type InvoiceLineParams = {
  /** Subscriber's name for subscription lines. */
  name?: string;
  /** First and last billed day (epoch ms, UTC midnight) and the number of days. */
  from?: number;
  to?: number;
  days?: number;
  /** Average quantity for unit lines (e.g. 2 extra dynatags), or the credited invoice's number. */
  quantity?: number;
  invoiceNumber?: number;
  /** Why a credit note credits the invoice (printed on it). */
  reason?: string;
  /** A card order's number (e.g. 2026-0042) and its invoice marking, on the line billing it. */
  orderNumber?: string;
  marking?: string;
};

/** A line of an invoice: `unitPrice` is the monthly (or one-off) price, `amount` what is billed, in öre. */
export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item: text('item', { enum: INVOICE_ITEMS }).notNull(),
    params: text('params', { mode: 'json' }).$type<InvoiceLineParams>().notNull().default({}),
    /** Unit-days billed (quantity × days), so a line shows how its amount was prorated. */
    unitDays: integer('unit_days').notNull().default(0),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId, t.position)],
);

/**
 * The connection to the accounting system (Fortnox-style OAuth 2.0): one row, id 1. Tokens are encrypted with
 * the server key (platform/crypto.ts). `pendingState` is the hash of the OAuth `state` of a started connect.
 */
export const accountingConnections = sqliteTable('accounting_connections', {
  id: integer('id').primaryKey(),
  provider: text('provider').notNull().default('fortnox'),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  accessExpiresAt: integer('access_expires_at'),
  scope: text('scope'),
  /** The accounting company's name (companyinformation), shown on the Administrator page. */
  companyName: text('company_name'),
  connectedAt: integer('connected_at'),
  connectedByUserId: integer('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  pendingState: text('pending_state'),
  pendingStateExpiresAt: integer('pending_state_expires_at'),
  updatedAt: integer('updated_at').notNull(),
});

export const ACCOUNTING_PUSH_KINDS = ['customer', 'invoice'] as const;
export const ACCOUNTING_PUSH_STATES = ['pending', 'done', 'failed'] as const;
export type AccountingPushState = (typeof ACCOUNTING_PUSH_STATES)[number];

/**
 * One thing to push to the accounting system: a company as a customer, an invoice (as an order). Retried with
 * backoff on failure (`nextAttemptAt`); `failed` after the last attempt, until an administrator retries.
 */
export const accountingPushes = sqliteTable(
  'accounting_pushes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    kind: text('kind', { enum: ACCOUNTING_PUSH_KINDS }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /** What the push is about, for the list: company or invoice label. */
    label: text('label').notNull(),
    state: text('state', { enum: ACCOUNTING_PUSH_STATES }).notNull().default('pending'),
    /** The provider's id after success (CustomerNumber, DocumentNumber). */
    externalId: text('external_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('accounting_pushes_invoice').on(t.invoiceId),
    index('accounting_pushes_due').on(t.state, t.nextAttemptAt),
  ],
);

export type Subscription = typeof subscriptions.$inferSelect;
export type SubscriptionRequest = typeof subscriptionRequests.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type AccountingPush = typeof accountingPushes.$inferSelect;
