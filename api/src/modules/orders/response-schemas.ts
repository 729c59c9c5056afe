// The `data` of the api/v1/orders answers, for the OpenAPI document (platform/envelope.ts `answers`), checked
// at compile time against shared/types/orders.ts (`Fits`).
import { CARD_TYPES } from '@shared/constants';
import type { OrderDetail, OrderDraft, OrderLine, OrderSummary } from '@shared/types/orders';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { FleetCardData } from '../cards';
import { Timestamp } from '../users';

const Money = (description: string) => t.Integer({ description: `${description}, öre` });

export const AddressData = t.Object({
  fullName: t.String(),
  street: t.String(),
  zipcode: t.String(),
  city: t.String(),
  country: t.String({ description: 'ISO 3166-1 alpha-2' }),
});

export const ParcelData = t.Object(
  {
    address: t.Nullable(AddressData, { description: 'null: the main address is not given yet' }),
    cards: t.Integer({ description: 'How many cards go there' }),
    international: t.Boolean({ description: 'Outside Sweden' }),
    shipping: Money('Its shipping, excluding VAT (0 with a free-shipping coupon)'),
  },
  { description: 'A parcel: one per distinct destination (street, zip code, city, country)' },
);

export const TotalsData = t.Object(
  {
    subtotal: Money('Σ unit price × quantity, excluding VAT'),
    discount: Money('Σ coupon discounts'),
    shipping: Money('Σ parcels’ shipping, excluding VAT'),
    net: Money('subtotal − discount + shipping'),
    vat: Money('VAT 25 % of net'),
    total: Money('net + VAT: what is paid'),
    parcels: t.Array(ParcelData),
  },
  { description: 'Computed by the server only' },
);

const Image = t.Nullable(
  t.Object({ id: t.String(), path: t.String({ description: 'The PNG (the owner’s session)' }) }),
);

export const LineData = t.Object({
  id: t.String(),
  recipient: t.Object({
    membershipId: t.Nullable(t.String({ description: 'null when the person left the company' })),
    fullName: t.String(),
    email: t.String(),
  }),
  type: t.Union(CARD_TYPES.map((c) => t.Literal(c))),
  quantity: t.Integer(),
  unitPrice: Money('Price per card excluding VAT (frozen at submit)'),
  lineTotal: Money('unit price × quantity'),
  altAddress: t.Nullable(AddressData),
  design: t.Object({
    fullName: t.String(),
    text: t.String(),
    phone: t.String(),
    email: t.String(),
    vcardCompany: t.String(),
    vcardUrl: t.String(),
    image: Image,
    logo: Image,
    companyLogo: t.Boolean({ description: 'The company’s own logo is on the card' }),
  }),
});

const Days = t.Object({ min: t.Integer(), max: t.Integer() }, { description: 'Estimated delivery, days' });

export const DraftData = t.Nullable(
  t.Object(
    {
      id: t.String(),
      step: t.Integer({ description: 'The wizard step it was left at, 1–5' }),
      company: t.Nullable(
        t.Object({
          id: t.String(),
          name: t.String(),
          hasBilling: t.Boolean({ description: 'Its billing info is filled in (needed to order)' }),
        }),
      ),
      cards: t.Array(LineData),
      shippingAddress: t.Nullable(AddressData),
      invoiceMarking: t.String(),
      coupons: t.Array(
        t.Object({
          code: t.String(),
          applied: t.Boolean(),
          discount: Money('What it takes off'),
          freeShipping: t.Boolean(),
          error: t.Nullable(t.String({ description: 'Why it is refused, in the request’s language' })),
        }),
      ),
      totals: TotalsData,
      problems: t.Array(t.Object({ field: t.String(), message: t.String() }), {
        description: 'What still stops a submit; empty: ready',
      }),
      deliveryDays: Days,
      updatedAt: Timestamp,
    },
    { description: 'The order in progress with the server’s quote' },
  ),
  { description: 'null: no order in progress' },
);

export const ImageData = t.Object({ id: t.String(), path: t.String() });

const Status = t.Union([
  t.Literal('received'),
  t.Literal('processing'),
  t.Literal('shipped'),
  t.Literal('cancelled'),
]);

export const SummaryData = t.Object({
  id: t.String(),
  number: t.String({ description: 'Sequential per year, e.g. 2026-0001' }),
  status: Status,
  company: t.Object({ id: t.Nullable(t.String()), name: t.String() }),
  createdBy: t.Object({ id: t.Nullable(t.String()), fullName: t.String() }),
  cards: t.Integer({ description: 'How many cards' }),
  total: Money('Total with VAT'),
  createdAt: Timestamp,
  submittedAt: Timestamp,
});

export const DetailData = t.Composite([
  SummaryData,
  t.Object({
    lines: t.Array(LineData),
    cardsMade: t.Array(FleetCardData),
    shippingAddress: AddressData,
    invoiceMarking: t.String(),
    coupons: t.Array(t.Object({ code: t.String(), discount: t.Integer(), freeShipping: t.Boolean() })),
    totals: TotalsData,
    buyer: t.Object({
      companyName: t.String(),
      orgNumber: t.String(),
      email: t.String(),
      marking: t.String(),
      street: t.String(),
      zipcode: t.String(),
      city: t.String(),
      country: t.String(),
    }),
    timeline: t.Array(t.Object({ status: Status, at: Timestamp })),
    deliveryDays: Days,
    receiptPath: t.String({ description: 'The receipt PDF' }),
    designPath: t.String({ description: 'The print file of the order’s cards' }),
    invoice: t.Nullable(
      t.Object(
        { id: t.String(), number: t.Integer(), pdfPath: t.String() },
        {
          description:
            'The company’s monthly invoice that billed the order (the month it shipped); null before',
        },
      ),
    ),
    canCancel: t.Boolean({ description: 'The caller may cancel it now (received)' }),
  }),
]);

export const SummaryList = t.Array(SummaryData);

export type DraftChecked = Fits<OrderDraft | null, Static<typeof DraftData>>;
export type LineChecked = Fits<OrderLine, Static<typeof LineData>>;
export type SummaryChecked = Fits<OrderSummary, Static<typeof SummaryData>>;
export type DetailChecked = Fits<OrderDetail, Static<typeof DetailData>>;
