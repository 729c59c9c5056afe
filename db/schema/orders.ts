import type { CardType } from '@shared/constants';
import { ACCESS_KINDS, AUDIT_ENTITIES } from '@shared/types/audit';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies, memberships } from './companies';
import { users } from './users';

/** A postal address; `country` is an ISO 3166-1 alpha-2 code (SE is national shipping). */
export type Address = { fullName: string; street: string; zipcode: string; city: string; country: string };

/** The buyer as billed at submit: the company's billing info then, kept with the order (receipts stay true). */
export type BuyerSnapshot = {
  companyName: string;
  companyShortId: string;
  orgNumber: string;
  email: string;
  marking: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
};

/** An image uploaded in the wizard for a card's design; `key` is its storage key. */
export type DesignImage = { id: string; kind: 'image' | 'logo'; key: string };

/** A coupon as applied to a submitted order, with what it took off (öre). */
export type AppliedCoupon = { code: string; discount: number; freeShipping: boolean };

/** The money of an order in integer öre, computed on the server only (api/src/modules/orders/totals.ts). */
export type OrderTotals = {
  /** Σ unit price × quantity, excluding VAT. */
  subtotal: number;
  /** Σ coupon discounts, never more than the subtotal. */
  discount: number;
  shipping: number;
  /** subtotal − discount + shipping. */
  net: number;
  vat: number;
  /** net + vat. */
  total: number;
  /** One per destination with its shipping (Σ = shipping); absent on orders submitted before parcels. */
  parcels?: { address: Address | null; cards: number; international: boolean; shipping: number }[];
};

export const ORDER_STATUSES = ['draft', 'received', 'processing', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order of cards (SPEC §3). While `draft` it is the wizard's state kept on the server (one draft per user);
 * submitting gives it a number (sequential per year: `year`, `seq`), freezes prices, coupons, buyer and totals
 * and makes its cards. Orders outlive their company (`company_id` set null; the buyer snapshot keeps the name).
 */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    /** Human-readable, e.g. 2026-0042; null while a draft. */
    number: text('number').unique(),
    year: integer('year'),
    seq: integer('seq'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('draft'),
    /** The wizard's step the draft was left at (1–5). */
    step: integer('step').notNull().default(1),
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<Address | null>(),
    invoiceMarking: text('invoice_marking').notNull().default(''),
    /** Codes entered in the wizard (upper case); resolved to AppliedCoupon at submit. */
    couponCodes: text('coupon_codes', { mode: 'json' }).$type<string[]>().notNull().default([]),
    coupons: text('coupons', { mode: 'json' }).$type<AppliedCoupon[]>().notNull().default([]),
    /** The design images uploaded for this order (the engraving made black and white, logos): deleted with it. */
    images: text('images', { mode: 'json' }).$type<DesignImage[]>().notNull().default([]),
    buyer: text('buyer', { mode: 'json' }).$type<BuyerSnapshot | null>(),
    totals: text('totals', { mode: 'json' }).$type<OrderTotals | null>(),
    /** The total with VAT in öre, for lists; null while a draft. */
    total: integer('total'),
    /**
     * The "received" mails are still to be sent: set by the submit in its transaction, cleared by the order-mails
     * job as it claims the order (api/src/modules/orders/mail-job.ts), set again if the send fails.
     */
    mailPending: integer('mail_pending', { mode: 'boolean' }).notNull().default(false),
    lang: text('lang', { enum: ['sv', 'en', 'fi'] })
      .notNull()
      .default('sv'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    submittedAt: integer('submitted_at'),
    processingAt: integer('processing_at'),
    shippedAt: integer('shipped_at'),
    cancelledAt: integer('cancelled_at'),
  },
  (t) => [
    uniqueIndex('orders_year_seq').on(t.year, t.seq),
    index('orders_company').on(t.companyId, t.status),
    index('orders_creator').on(t.createdByUserId, t.status),
  ],
);

/** What is engraved and printed on a card, and what its vCard says (SPEC §3 card customisation). */
export type CardDesign = {
  fullName: string;
  text: string;
  phone: string;
  email: string;
  vcardCompany: string;
  vcardUrl: string;
  /** Storage keys of the engraving image (already black and white) and the logo, or null. */
  imageKey: string | null;
  logoKey: string | null;
  /**
   * The company's own logo instead of an uploaded one: the draft shows the company's logo as it is now; the
   * submit copies it into the order's images (logoKey), so the print file stays what was ordered.
   */
  companyLogo?: boolean;
};

/** A line of an order: a design for a recipient, of one type, in a quantity, maybe sent elsewhere. */
export const orderCards = sqliteTable(
  'order_cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The owner or a colleague of the order's company; the email is kept if the membership goes. */
    recipientMembershipId: integer('recipient_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    recipientEmail: text('recipient_email').notNull(),
    type: text('type').$type<CardType>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Price per card excluding VAT in öre, frozen at submit (PRICES.cards until then). */
    unitPrice: integer('unit_price').notNull(),
    altAddress: text('alt_address', { mode: 'json' }).$type<Address | null>(),
    design: text('design', { mode: 'json' }).$type<CardDesign>().notNull(),
  },
  (t) => [index('order_cards_order').on(t.orderId, t.position)],
);

/**
 * One physical card (a line of quantity 3 makes three): its own short link /c/{shortId}, which its QR code and
 * NFC chip carry. It opens its holder's public profile; owners reassign it or disable it (a lost card).
 */
export const cards = sqliteTable(
  'cards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderCardId: integer('order_card_id')
      .notNull()
      .references(() => orderCards.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Null when the holder left the company: the card opens a neutral page until it is reassigned. */
    holderMembershipId: integer('holder_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    type: text('type').$type<CardType>().notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    scans: integer('scans').notNull().default(0),
    lastScanAt: integer('last_scan_at'),
    /**
     * The chip is personalised for Secure Unique NFC (its keys went to the card maker in the chip file): a tap
     * counts as a tap only when its CMAC verifies and its counter rose (cards/sun-taps.ts).
     */
    sun: integer('sun', { mode: 'boolean' }).notNull().default(false),
    /** The chip's UID (14 hex digits), bound by its first verified tap; later taps must carry the same. */
    sunUid: text('sun_uid'),
    /** The chip's read counter of the last verified tap: the next must be higher. */
    sunCounter: integer('sun_counter'),
    /** When the last verified tap came (the fleet shows it). */
    lastTapAt: integer('last_tap_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('cards_company').on(t.companyId, t.status),
    index('cards_holder').on(t.holderMembershipId),
    index('cards_order').on(t.orderId),
  ],
);

/**
 * A discount code (SPEC §3): a fixed amount (öre) or a percent of the subtotal, capped by `maxValue`, only from
 * `minSubtotal`; free shipping; combinable with others or not; optional validity window and use limit.
 */
export const coupons = sqliteTable('coupons', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  shortId: text('short_id').notNull().unique(),
  /** Upper case, unique. */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  discountAmount: integer('discount_amount').notNull().default(0),
  /** Whole percent, 0–100. */
  discountPercent: integer('discount_percent').notNull().default(0),
  freeShipping: integer('free_shipping', { mode: 'boolean' }).notNull().default(false),
  combinable: integer('combinable', { mode: 'boolean' }).notNull().default(false),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  /** The most the coupon takes off, öre; null: no cap. */
  maxValue: integer('max_value'),
  validFrom: integer('valid_from'),
  validUntil: integer('valid_until'),
  /** How many submitted orders may use it; null: no limit. */
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Who changed what, when: cards (reassigned, disabled, enabled), orders (submitted, status, cancelled, deleted),
 * coupons. Owners read their company's entries; the administrator reads all.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name then, kept when the account goes. */
    actorName: text('actor_name').notNull().default(''),
    /** What changed: AUDIT_ENTITIES in shared/types/audit.ts (the company's shared things, issue 33). */
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    /** The entity's public id (card shortId, order number or shortId, coupon code, user shortId, domain…). */
    entityId: text('entity_id').notNull(),
    /** The kind of access that made the change: a signed-in session, an API key or the directory (SCIM). */
    via: text('via', { enum: ACCESS_KINDS }).notNull().default('session'),
    action: text('action').notNull(),
    details: text('details', { mode: 'json' })
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default({}),
    at: integer('at').notNull(),
  },
  (t) => [
    index('audit_company_at').on(t.companyId, t.at),
    index('audit_entity').on(t.entity, t.entityId),
    index('audit_at').on(t.at),
  ],
);

export type Order = typeof orders.$inferSelect;
export type OrderCard = typeof orderCards.$inferSelect;
export type Card = typeof cards.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
