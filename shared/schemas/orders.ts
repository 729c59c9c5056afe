// Request shapes of api/v1/orders, api/v1/cards and api/v1/coupons (DESIGN §8: written once, used by the API,
// its OpenAPI document and the order wizard). Money is integer öre, excluding VAT; the server computes every
// total. The wizard's state is a draft on the server (one per user), saved as the owner goes.
import { CARD_TYPES } from '@shared/constants';
import { COUNTRY_CODES } from '@shared/countries';
import type { Static } from '@sinclair/typebox';
import { OptionalEmail, OptionalUrl, Phone, text } from './fields';
import { t } from './type-builder';

const ShortId = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId', description });

/** Only officially assigned codes (shared/countries.ts): XX or ZZ is no country and is refused, not charged. */
const Country = t.String({
  pattern: `^(?:${COUNTRY_CODES.join('|')})$`,
  error: 'invalidCountry',
  description:
    'Country as an officially assigned ISO 3166-1 alpha-2 code, upper case (SE ships nationally, any other internationally)',
});

/** A complete postal address: every part is required (SPEC §5: an alternative address must be complete). */
export const AddressInput = t.Object(
  {
    fullName: t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'addressIncomplete',
      description: 'Name on the parcel',
    }),
    street: t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'addressIncomplete',
      description: 'Street',
    }),
    zipcode: t.String({
      minLength: 1,
      maxLength: 20,
      pattern: '\\S',
      error: 'addressIncomplete',
      description: 'Zip code',
    }),
    city: t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'addressIncomplete',
      description: 'City',
    }),
    country: Country,
  },
  { additionalProperties: false, error: 'addressIncomplete', description: 'A complete postal address' },
);
export type AddressInput = Static<typeof AddressInput>;

export const CardTypeInput = t.Union(
  CARD_TYPES.map((type) => t.Literal(type)),
  { error: 'invalidCardType', description: `Card type: ${CARD_TYPES.join(', ')}` },
);

/** What is engraved and printed on a card and what its vCard says; images are uploaded separately. */
export const CardDesignInput = t.Object(
  {
    fullName: text(100, 'Full name on the card'),
    text: text(200, 'A line of text on the card (a title, a slogan)'),
    phone: Phone,
    email: OptionalEmail,
    vcardCompany: text(100, 'Company name in the card’s vCard'),
    vcardUrl: OptionalUrl,
    imageId: t.Optional(
      t.Union([t.Null(), ShortId('The engraving image (POST api/v1/orders/draft/images)')], {
        error: 'invalidId',
        description: 'The engraving image, already cropped; null: none',
      }),
    ),
    logoId: t.Optional(
      t.Union([t.Null(), ShortId('The logo (POST api/v1/orders/draft/images)')], {
        error: 'invalidId',
        description: 'The logo image; null: none',
      }),
    ),
    companyLogo: t.Optional(
      t.Boolean({
        error: 'invalidValue',
        description: 'Show the company’s own logo (instead of logoId); frozen into the order at submit',
      }),
    ),
  },
  { additionalProperties: false, description: 'The card customisation (SPEC §3)' },
);

export const CardEntryInput = t.Object(
  {
    recipient: ShortId('The recipient: a membership id of the owner or a colleague of the company'),
    type: CardTypeInput,
    quantity: t.Integer({
      minimum: 1,
      maximum: 100,
      error: 'invalidQuantity',
      description: 'How many, 1 to 100',
    }),
    altAddress: t.Optional(
      t.Union([t.Null(), AddressInput], {
        error: 'addressIncomplete',
        description: 'Deliver these cards here instead of the main address; null: the main address',
      }),
    ),
    design: CardDesignInput,
  },
  { additionalProperties: false, description: 'A card line of the order' },
);
export type CardEntryInput = Static<typeof CardEntryInput>;

/** PUT api/v1/orders/draft: the wizard's state as far as it got; every field optional, sent as it changes. */
export const OrderDraftBody = t.Object(
  {
    companyId: t.Optional(
      t.Union([t.Null(), ShortId('The company that orders and pays')], {
        error: 'invalidId',
        description: 'The company that orders and pays; null: none chosen yet',
      }),
    ),
    step: t.Optional(
      t.Integer({ minimum: 1, maximum: 5, error: 'invalidValue', description: 'The wizard step, 1 to 5' }),
    ),
    cards: t.Optional(
      t.Array(CardEntryInput, {
        maxItems: 50,
        error: 'invalidValue',
        description: 'The card lines, at most 50',
      }),
    ),
    shippingAddress: t.Optional(
      t.Union([t.Null(), AddressInput], {
        error: 'addressIncomplete',
        description: 'The main shipping address',
      }),
    ),
    invoiceMarking: t.Optional(text(100, 'Invoice marking (reference) for the company')),
    couponCodes: t.Optional(
      t.Array(
        t.String({
          pattern: '^[A-Za-z0-9_-]{1,32}$',
          error: 'invalidCoupon',
          description: 'A discount code',
        }),
        { maxItems: 5, error: 'invalidCoupon', description: 'Discount codes, at most 5' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type OrderDraftInput = Static<typeof OrderDraftBody>;

/** POST api/v1/orders/draft/images: one image for a card's design. */
export const DesignImageBody = t.Object({
  file: t.File({
    error: 'invalidImage',
    description: 'PNG, JPEG or WebP, at most 20 MB; engraving images are made black and white',
  }),
  kind: t.Union([t.Literal('image'), t.Literal('logo')], {
    error: 'invalidValue',
    description: 'image: the engraving (thresholded to black and white); logo: the logo',
  }),
});

/** POST api/v1/orders/draft/submit: the owner confirmed the totals the server answered. */
export const SubmitOrderBody = t.Object({
  total: t.Integer({
    minimum: 0,
    error: 'totalChanged',
    description: 'The total (öre, with VAT) the owner saw; a different server total is refused with 409',
  }),
});

export const ORDER_STATUS_CHANGES = ['processing', 'shipped'] as const;
/** PATCH api/v1/orders/{id}/status (administrator): Received → Processing → Shipped. */
export const OrderStatusBody = t.Object({
  status: t.Union(
    ORDER_STATUS_CHANGES.map((s) => t.Literal(s)),
    { error: 'invalidStatus', description: 'The next status: processing, then shipped' },
  ),
});

/** PATCH api/v1/cards/{id}: reassign a card or disable/enable it (owners of its company). */
export const CardUpdateBody = t.Object(
  {
    holder: t.Optional(ShortId('The membership (owner or colleague of the company) that now holds the card')),
    status: t.Optional(
      t.Union([t.Literal('active'), t.Literal('disabled')], {
        error: 'invalidStatus',
        description: 'disabled: a lost card opens a neutral page; active: it opens its holder again',
      }),
    ),
  },
  { additionalProperties: false },
);

const Money = (description: string) =>
  t.Integer({ minimum: 0, maximum: 100_000_000, error: 'invalidAmount', description: `${description}, öre` });

/** POST api/v1/coupons (administrator); PATCH takes the same fields, all optional. */
export const CouponFields = t.Object(
  {
    code: t.String({
      pattern: '^[A-Za-z0-9_-]{3,32}$',
      error: 'invalidCoupon',
      description: 'The code owners type, 3 to 32 letters, digits, - or _ (stored upper case)',
    }),
    description: t.Optional(text(200, 'What the coupon is for (administrators only)')),
    discountAmount: t.Optional(Money('A fixed discount')),
    discountPercent: t.Optional(
      t.Integer({
        minimum: 0,
        maximum: 100,
        error: 'invalidPercent',
        description: 'A discount in whole percent of the subtotal',
      }),
    ),
    freeShipping: t.Optional(t.Boolean({ error: 'invalidValue', description: 'Shipping is free' })),
    combinable: t.Optional(
      t.Boolean({ error: 'invalidValue', description: 'May be used together with other coupons' }),
    ),
    minSubtotal: t.Optional(Money('The least subtotal (excluding VAT) the coupon needs')),
    maxValue: t.Optional(
      t.Union([t.Null(), Money('The most the coupon takes off')], {
        error: 'invalidAmount',
        description: 'The most the coupon takes off, öre; null: no cap',
      }),
    ),
    validFrom: t.Optional(
      t.Union([t.Null(), t.Integer({ minimum: 0 })], {
        error: 'invalidDate',
        description: 'Valid from (ms since epoch)',
      }),
    ),
    validUntil: t.Optional(
      t.Union([t.Null(), t.Integer({ minimum: 0 })], {
        error: 'invalidDate',
        description: 'Valid until (ms since epoch)',
      }),
    ),
    maxUses: t.Optional(
      t.Union([t.Null(), t.Integer({ minimum: 1, maximum: 1_000_000 })], {
        error: 'invalidValue',
        description: 'How many orders may use it',
      }),
    ),
    disabled: t.Optional(t.Boolean({ error: 'invalidValue', description: 'A disabled coupon is refused' })),
  },
  { additionalProperties: false },
);
export type CouponInput = Static<typeof CouponFields>;
export const CouponUpdateFields = t.Partial(CouponFields);
