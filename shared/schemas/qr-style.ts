// The look of a QR code (issue 21), saved per company (its colleagues' and tags' default) and per item
// (profile, card, dynatag). One schema for the API, its OpenAPI document and the dashboard's style editor (DESIGN §8).
import type { Static, TLiteral, TUnion } from '@sinclair/typebox';
import { t } from 'elysia/type-system';
import { Color } from './fields';

export const QR_MODULE_SHAPES = ['square', 'rounded', 'dots'] as const;
export const QR_EYE_SHAPES = ['square', 'rounded', 'circle'] as const;
/** none: the bare code; scanMe: "Scan me" in the page's language; custom: the owner's own words. */
export const QR_FRAMES = ['none', 'scanMe', 'custom'] as const;

/** One of the names, as a union of literals (typed as such, so Static gives the names, not any string). */
const oneOf = <T extends string>(values: readonly T[], description: string): TUnion<TLiteral<T>[]> =>
  t.Union(
    values.map((value) => t.Literal(value)),
    { error: 'invalidQrStyle', description },
  );

export const QrStyle = t.Object(
  {
    foreground: Color,
    background: Color,
    modules: oneOf(QR_MODULE_SHAPES, `Module shape: ${QR_MODULE_SHAPES.join(', ')}`),
    eyes: oneOf(QR_EYE_SHAPES, `Eye (finder pattern) shape: ${QR_EYE_SHAPES.join(', ')}`),
    logo: t.Boolean({ description: "The company's logo in the centre (error correction H)" }),
    frame: oneOf(QR_FRAMES, `Frame with a call to action: ${QR_FRAMES.join(', ')}`),
    frameText: t.String({
      maxLength: 30,
      error: 'invalidFrameText',
      description: 'The words under the code when frame is custom (at most 30 characters)',
    }),
  },
  { additionalProperties: false, description: 'The look of a QR code' },
);
export type QrStyle = Static<typeof QrStyle>;

/** The plain look: black on white squares, no logo, no frame (what every code had before issue 21). */
export const PLAIN_QR_STYLE: QrStyle = {
  foreground: '#000000',
  background: '#ffffff',
  modules: 'square',
  eyes: 'square',
  logo: false,
  frame: 'none',
  frameText: '',
};

/** PUT body of an item's or a company's style: a style, or null to follow the company's (or the plain) look. */
export const QrStyleBody = t.Object(
  { style: t.Union([QrStyle, t.Null()], { description: 'The style; null removes it' }) },
  { additionalProperties: false },
);

export const QrDownloadQuery = t.Object({
  size: t.Optional(
    t.Numeric({
      field: 'size',
      minimum: 64,
      maximum: 4096,
      error: 'invalidQrSize',
      description: 'PNG width in pixels (64–4096)',
    }),
  ),
  mm: t.Optional(
    t.Numeric({
      field: 'mm',
      minimum: 15,
      maximum: 500,
      error: 'invalidQrPrintSize',
      description: 'PDF width in millimetres (15–500)',
    }),
  ),
  lang: t.Optional(
    t.Union([t.Literal('sv'), t.Literal('en'), t.Literal('fi')], { description: 'Language of "Scan me"' }),
  ),
});
