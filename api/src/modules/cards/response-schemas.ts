// The `data` of the fleet's answers, for the OpenAPI document (platform/envelope.ts `answers`), checked at
// compile time against shared/types/orders.ts and the services' answers.
import { CardTypeInput } from '@shared/schemas/orders';
import type { FleetCard } from '@shared/types/orders';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { listFleet } from './fleet';
import type { updateCard } from './update';

export const FleetCardData = t.Object(
  {
    id: t.String({ description: 'Public id: the card’s link is /c/{id}' }),
    url: t.String({ description: 'The card’s link, which its QR code and NFC chip carry' }),
    type: CardTypeInput,
    status: t.Union([t.Literal('active'), t.Literal('disabled')], {
      description: 'disabled: the link opens a neutral page',
    }),
    holder: t.Nullable(
      t.Object({
        membershipId: t.String({ description: 'The holder’s membership in the company' }),
        fullName: t.String(),
        profileShortId: t.Nullable(t.String({ description: 'The profile the link opens; null: none' })),
      }),
      {
        description: 'Who the card opens; null: the holder left the company (neutral page until reassigned)',
      },
    ),
    engraving: t.String({
      description: 'The name engraved on the card (its design’s full name); empty: none',
    }),
    orderNumber: t.String({ description: 'The order that made it' }),
    shipped: t.Boolean({
      description: 'Whether its order has shipped; before, the card is being made (its link already works)',
    }),
    scans: t.Integer({ description: 'Scans counted (people, not bots)' }),
    lastScanAt: t.Nullable(Timestamp),
    sun: t.Boolean({
      description: 'Its chip has Secure Unique NFC: a tap proves itself with its counter and CMAC',
    }),
    lastTapAt: t.Nullable(Timestamp, {
      description: 'The last tap the chip proved (Secure Unique NFC verified, counter risen); null: none yet',
    }),
    designPath: t.String({ description: 'The print file (SVG)' }),
  },
  { description: 'A physical card of the company' },
);

export const FleetData = t.Array(FleetCardData);

type Item<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer I)[] ? I : Awaited<ReturnType<F>>;
export type FleetCardFits = Fits<FleetCard, Static<typeof FleetCardData>>;
export type FleetServiceFits = Fits<Item<typeof listFleet>, FleetCard>;
export type UpdateServiceFits = Fits<Item<typeof updateCard>, FleetCard>;
