// The answers of api/v1/orders, api/v1/cards and api/v1/coupons (the `data` of the envelope). Built by
// api/src/modules/orders, cards and coupons; read by the dashboard's Orders and Administrator pages.
// Money is integer öre; prices exclude VAT; `totals` come only from the server.
import type { CardType } from '@shared/constants';

export type Address = { fullName: string; street: string; zipcode: string; city: string; country: string };
export type OrderStatus = 'draft' | 'received' | 'processing' | 'shipped' | 'cancelled';

/**
 * A parcel of the order: one per distinct destination of its cards, priced national or international (free
 * with a free-shipping coupon). `address` null: the draft's main address is not given yet.
 */
export type Parcel = { address: Address | null; cards: number; international: boolean; shipping: number };

export type OrderTotals = {
  /** Σ unit price × quantity of the cards, excluding VAT: the "Subtotal" everywhere. */
  subtotal: number;
  discount: number;
  /** Σ parcels' shipping. */
  shipping: number;
  /** subtotal − discount + shipping: the "Total excluding VAT" everywhere. */
  net: number;
  vat: number;
  total: number;
  parcels: Parcel[];
};

export type DesignView = {
  fullName: string;
  text: string;
  phone: string;
  email: string;
  vcardCompany: string;
  vcardUrl: string;
  /** Uploaded images: id and a path to show them (the engraving already black and white). */
  image: { id: string; path: string } | null;
  logo: { id: string; path: string } | null;
  /** The company's logo is on the card (a draft shows the company's current one; an order its copy in logo). */
  companyLogo: boolean;
};

export type OrderLine = {
  id: string;
  recipient: { membershipId: string | null; fullName: string; email: string };
  type: CardType;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  altAddress: Address | null;
  design: DesignView;
};

/** A coupon code as the server judged it for this order: applied with its effect, or refused with why. */
export type CouponResult = {
  code: string;
  applied: boolean;
  discount: number;
  freeShipping: boolean;
  /** The refusal's message, in the request's language (SPEC §8 "Conflicting coupons…", minimum not met…). */
  error: string | null;
};

/** GET/PUT api/v1/orders/draft: the wizard's state with the server's quote. */
export type OrderDraft = {
  id: string;
  step: number;
  company: { id: string; name: string; hasBilling: boolean } | null;
  cards: OrderLine[];
  shippingAddress: Address | null;
  invoiceMarking: string;
  coupons: CouponResult[];
  totals: OrderTotals;
  /** What still stops a submit, as messages (verified email, billing info, at least one card…). */
  problems: { field: string; message: string }[];
  deliveryDays: { min: number; max: number };
  updatedAt: number;
};

/** A row of the History tab (and the administrator's orders table). */
export type OrderSummary = {
  id: string;
  number: string;
  status: Exclude<OrderStatus, 'draft'>;
  company: { id: string | null; name: string };
  createdBy: { id: string | null; fullName: string };
  cards: number;
  total: number;
  createdAt: number;
  submittedAt: number;
};

/** GET api/v1/orders/{id}: the order preview. */
export type OrderDetail = OrderSummary & {
  lines: OrderLine[];
  cardsMade: FleetCard[];
  shippingAddress: Address;
  invoiceMarking: string;
  coupons: { code: string; discount: number; freeShipping: boolean }[];
  totals: OrderTotals;
  buyer: {
    companyName: string;
    orgNumber: string;
    email: string;
    marking: string;
    street: string;
    zipcode: string;
    city: string;
    country: string;
  };
  /** When each status began. */
  timeline: { status: Exclude<OrderStatus, 'draft'>; at: number }[];
  deliveryDays: { min: number; max: number };
  receiptPath: string;
  designPath: string;
  /** The monthly invoice that billed it (the month it shipped); null until then. */
  invoice: { id: string; number: number; pdfPath: string } | null;
  canCancel: boolean;
};

/** A physical card of the fleet: GET api/v1/cards/companies/{companyId}. */
export type FleetCard = {
  id: string;
  /** The card's own link {origin}/c/{id}: what its QR code and NFC chip carry. */
  url: string;
  type: CardType;
  status: 'active' | 'disabled';
  holder: { membershipId: string; fullName: string; profileShortId: string | null } | null;
  /** The name engraved on the card (its design's full name); '' when none. Giving it to someone else is asked. */
  engraving: string;
  orderNumber: string;
  /** Whether its order has shipped; before, the card is being made (its link already works). */
  shipped: boolean;
  scans: number;
  lastScanAt: number | null;
  /** Its chip has Secure Unique NFC: a tap proves itself (issue 33). */
  sun: boolean;
  /** The last tap whose chip proved it (a verified Secure Unique NFC tap); null: none yet. */
  lastTapAt: number | null;
  designPath: string;
};

/** GET api/v1/cards/companies/{companyId}/audit: now the company's audit log (shared/types/audit.ts). */
export type { AuditEntry } from './audit';

/** GET api/v1/coupons (administrator). */
export type CouponView = {
  id: string;
  code: string;
  description: string;
  discountAmount: number;
  discountPercent: number;
  freeShipping: boolean;
  combinable: boolean;
  minSubtotal: number;
  maxValue: number | null;
  validFrom: number | null;
  validUntil: number | null;
  maxUses: number | null;
  uses: number;
  disabled: boolean;
  createdAt: number;
  updatedAt: number;
};
