// How a card page is laid out (issue 32): the layout, the portrait's shape and the focal points of the portrait
// and the cover. One set of schemas for the profile's fields, the company design's layout and its lock, the
// OpenAPI document and the dashboard (DESIGN §8).
import type { Static } from '@sinclair/typebox';
import { t } from 'elysia/type-system';

/**
 * centred: today's page (the default); cover: a tall full-bleed cover with the person on a card over it;
 * columns: the person and actions beside the details on a wide screen (one column on a phone); minimal:
 * text first, a small portrait and no cover.
 */
export const CARD_LAYOUTS = ['centred', 'cover', 'columns', 'minimal'] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];
export const DEFAULT_LAYOUT: CardLayout = 'centred';

export const PORTRAIT_SHAPES = ['circle', 'rounded', 'square'] as const;
export type PortraitShape = (typeof PORTRAIT_SHAPES)[number];

// A union of literals, not t.UnionEnum: Elysia gives a UnionEnum its first value as a default, and an optional
// field left out of a PATCH would then be written back to it.
const oneOf = <T extends readonly string[]>(values: T, error: string, description: string) =>
  t.Union(
    values.map((value) => t.Literal(value as T[number])),
    { error, description },
  );

export const CardLayoutField = oneOf(
  CARD_LAYOUTS,
  'invalidLayout',
  `Layout of the card page: ${CARD_LAYOUTS.join(', ')}`,
);

export const PortraitShapeField = oneOf(
  PORTRAIT_SHAPES,
  'invalidShape',
  `Shape of the portrait: ${PORTRAIT_SHAPES.join(', ')}`,
);

const percent = (description: string) =>
  t.Integer({ minimum: 0, maximum: 100, error: 'invalidFocus', description });

/** The point of a picture that stays in view when it is cropped (CSS object-position), in percent. */
export const FocalPoint = t.Object(
  {
    x: percent('From the left edge, 0–100 %'),
    y: percent('From the top edge, 0–100 %'),
  },
  {
    additionalProperties: false,
    error: 'invalidFocus',
    description: 'Focal point in percent (50, 50: centre)',
  },
);
export type FocalPoint = Static<typeof FocalPoint>;

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** `object-position` of a focal point, or undefined for the centre (the browser's default: no bytes). */
export const objectPosition = (focus: FocalPoint | null | undefined) =>
  focus && (focus.x !== 50 || focus.y !== 50) ? `object-position:${focus.x}% ${focus.y}%` : undefined;
