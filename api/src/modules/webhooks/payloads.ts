// The payloads of every event, version 1, written once: the emitters build them (typed by these schemas) and the
// OpenAPI document's `webhooks` section describes them. Every body is { type, version, timestamp, data }.
import { LeadAnswerData } from '@shared/schemas/lead-form';
import { type Static, type TSchema, t } from 'elysia';

const Iso = t.String({ format: 'date-time' });
const Ore = (description: string) => t.Integer({ description: `${description}, integer öre` });

export const LeadCreatedData = t.Object({
  lead: t.Object({
    id: t.String(),
    fullName: t.String(),
    email: t.String(),
    phone: t.String(),
    company: t.String({ description: "The visitor's company" }),
    note: t.String(),
    lang: t.String({ description: "The visitor's language (sv, en, fi)" }),
    createdAt: Iso,
    visit: t.Object(
      {
        country: t.Union([t.String(), t.Null()], { description: 'ISO 3166-1 alpha-2, from the address' }),
        city: t.Union([t.String(), t.Null()]),
        device: t.Union([t.String(), t.Null()], { description: 'mobile, tablet, desktop…' }),
        os: t.Union([t.String(), t.Null()]),
        browser: t.Union([t.String(), t.Null()]),
        source: t.Union([t.String(), t.Null()], { description: 'qr, nfc or null' }),
      },
      {
        description: 'Where and on what it was left (added in version 1: new fields do not break receivers)',
      },
    ),
    answers: t.Array(LeadAnswerData, {
      description:
        'The answers to the card’s own questions (issue 32), each with its question’s label as it was asked; empty without questions',
    }),
    consent: t.Object(
      {
        text: t.String({ description: 'The sentence shown above the send button, as the visitor saw it' }),
        at: Iso,
      },
      { description: 'What the visitor agreed to by sending, and when' },
    ),
  }),
  profile: t.Union([t.Object({ id: t.String(), url: t.String() }), t.Null()], {
    description: 'The card page the visitor left it on; null for a dynatag’s form',
  }),
  dynatag: t.Optional(
    t.Object(
      { id: t.String(), label: t.String(), url: t.String() },
      { description: 'The dynatag whose form it was sent with (issue 32); absent for a card page’s lead' },
    ),
  ),
  holder: t.Object({ id: t.String(), fullName: t.String(), email: t.String() }),
});

export const OrderStatusChangedData = t.Object({
  order: t.Object({
    id: t.String(),
    number: t.String({ description: 'YYYY-NNNN' }),
    status: t.Union([
      t.Literal('received'),
      t.Literal('processing'),
      t.Literal('shipped'),
      t.Literal('cancelled'),
    ]),
    previousStatus: t.String(),
    total: Ore('Total incl. VAT'),
    currency: t.Literal('SEK'),
    changedAt: Iso,
  }),
});

export const SubscriptionChangedData = t.Object({
  subscription: t.Object({
    id: t.String(),
    plan: t.Union([t.Literal('monthly'), t.Literal('lifetime')]),
    status: t.Union([t.Literal('active'), t.Literal('cancelled'), t.Literal('expired')]),
    subscriber: t.Object({ name: t.String(), email: t.String() }),
    startedAt: Iso,
    endsAt: t.Union([Iso, t.Null()], { description: 'After a cancellation: the last moment it runs' }),
  }),
});

export const InvoiceIssuedData = t.Object({
  invoice: t.Object({
    id: t.String(),
    number: t.Integer(),
    kind: t.Union([t.Literal('invoice'), t.Literal('credit')]),
    period: t.Union([t.String({ description: 'YYYY-MM' }), t.Null()]),
    net: Ore('Excl. VAT'),
    vat: Ore('VAT'),
    total: Ore('Incl. VAT (negative for a credit note)'),
    currency: t.Literal('SEK'),
    issuedAt: Iso,
    dueAt: Iso,
  }),
});

export const ViewDigestData = t.Object({
  item: t.Object({
    type: t.Union([t.Literal('card'), t.Literal('profile'), t.Literal('dynatag')]),
    id: t.String({ description: 'The card, profile or dynatag shortId' }),
  }),
  views: t.Integer({ description: 'Counted views in the minute (bots and previews left out)' }),
  uniqueViews: t.Integer({
    description: "First views of the day by a visitor (cookieless; no visitor's address)",
  }),
  from: Iso,
  to: Iso,
});

export const PingData = t.Object({
  company: t.Object({ id: t.String() }),
  endpoint: t.Object({ id: t.String() }),
});

export type LeadCreated = Static<typeof LeadCreatedData>;
export type OrderStatusChanged = Static<typeof OrderStatusChangedData>;
export type SubscriptionChanged = Static<typeof SubscriptionChangedData>;
export type InvoiceIssued = Static<typeof InvoiceIssuedData>;
export type ViewDigest = Static<typeof ViewDigestData>;

const DIGEST = 'A digest: at most one per item and minute, sent when the minute is over.';
const EVENTS: [string, TSchema, string][] = [
  [
    'lead.created',
    LeadCreatedData,
    'A visitor left their contact details on a card of the company, or sent a form of one of its dynatags',
  ],
  ['card.scanned', ViewDigestData, `A printed card's link (/c) was opened. ${DIGEST}`],
  ['profile.viewed', ViewDigestData, `A card page (/p) of the company was viewed. ${DIGEST}`],
  ['dynatag.viewed', ViewDigestData, `A dynatag (/d) of the company was viewed. ${DIGEST}`],
  [
    'order.status_changed',
    OrderStatusChangedData,
    'An order of cards was received, processed, shipped or cancelled',
  ],
  [
    'subscription.changed',
    SubscriptionChangedData,
    'A subscription the company pays for started, was cancelled or expired',
  ],
  ['invoice.issued', InvoiceIssuedData, 'An invoice or credit note was issued to the company'],
  ['webhook.ping', PingData, 'A test sent by an owner (not subscribable)'],
];

const HEADERS = {
  'webhook-id': {
    required: true,
    schema: { type: 'string' },
    description: 'The event id (msg_…): the same on every attempt',
  },
  'webhook-timestamp': { required: true, schema: { type: 'string' }, description: 'Seconds since the epoch' },
  'webhook-signature': {
    required: true,
    schema: { type: 'string' },
    description:
      'v1,<base64 HMAC-SHA256> (Standard Webhooks); two, space separated, for 24 h after a rotation',
  },
};

/** The OpenAPI 3.1 `webhooks` section: one POST per event, with its versioned body and the signature headers. */
export const WEBHOOKS_DOCUMENT = Object.fromEntries(
  EVENTS.map(([type, data, summary]) => [
    type,
    {
      post: {
        tags: ['Webhooks'],
        summary,
        description:
          'POSTed to the endpoints that take this event, signed by the Standard Webhooks specification (verify with any ' +
          'conforming library and the endpoint secret). Answer 2xx within 10 s; anything else, a redirect included, is ' +
          'retried with growing pauses for 24 hours.',
        parameters: Object.entries(HEADERS).map(([name, h]) => ({ name, in: 'header', ...h })),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: t.Object({
                type: t.Literal(type),
                version: t.Literal(1, {
                  description: 'The payload version; a breaking change comes as a new version',
                }),
                timestamp: Iso,
                data,
              }),
            },
          },
        },
        responses: { '2XX': { description: 'Received' } },
      },
    },
  ]),
);
