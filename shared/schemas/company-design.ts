// The company's card design (issue 23): how every colleague's /p and the company's /d pages look. One schema
// for the API, its OpenAPI document and the dashboard's design form (DESIGN §8).
import type { Static } from '@sinclair/typebox';
import { t } from 'elysia/type-system';
import { contrastRatio, readableOn } from '../design/contrast';
import { HEX_COLOR_PATTERN } from '../social';
import { CardLayoutField, FocalPoint } from './card-look';

const hex = (description: string) =>
  t.String({ pattern: HEX_COLOR_PATTERN, error: 'invalidColor', description });

/** manrope: ours (self-hosted); the others are system font stacks: no download, nothing against the budget. */
export const DESIGN_FONTS = ['manrope', 'serif', 'humanist', 'mono'] as const;
/** Where the logo sits: above the name on the left or centred, on the cover picture, or not at all. */
export const LOGO_PLACEMENTS = ['left', 'center', 'cover', 'none'] as const;
export const BUTTON_SHAPES = ['rounded', 'pill', 'square'] as const;
export const BUTTON_FILLS = ['filled', 'outline'] as const;
/** theme: light or dark as the phone is; light or dark: always. */
export const DESIGN_BACKGROUNDS = ['theme', 'light', 'dark'] as const;
/** The parts of a company's section on a colleague's page, which the design shows and orders. */
export const DESIGN_FIELDS = [
  'role',
  'about',
  'workPhone',
  'workEmail',
  'phone',
  'email',
  'website',
  'address',
  'socials',
  'links',
  'files',
  'description',
] as const;
/** The colleague profile fields (ColleagueFields) a design can leave to each colleague or keep. */
export const COLLEAGUE_FIELDS = [
  'jobTitle',
  'jobRole',
  'workPhone',
  'workEmail',
  'about',
  'socialLinks',
  'customLinks',
] as const;

const oneOf = <T extends readonly string[]>(values: T, description: string) =>
  t.Union(
    values.map((value) => t.Literal(value)),
    { error: 'invalidDesign', description },
  );

export const CompanyDesign = t.Object(
  {
    primary: hex('Main colour: the band, filled buttons, icons (hex)'),
    onPrimary: hex('Text on the main colour (hex); AA contrast with it'),
    accent: hex(
      'Link and outline-button colour on the light page (hex); AA contrast with it. The dark theme derives its own',
    ),
    background: oneOf(DESIGN_BACKGROUNDS, `Page background: ${DESIGN_BACKGROUNDS.join(', ')}`),
    font: oneOf(DESIGN_FONTS, `Typeface: ${DESIGN_FONTS.join(', ')}`),
    logoPlacement: oneOf(LOGO_PLACEMENTS, `Logo placement: ${LOGO_PLACEMENTS.join(', ')}`),
    buttonShape: oneOf(BUTTON_SHAPES, `Button corners: ${BUTTON_SHAPES.join(', ')}`),
    buttonFill: oneOf(BUTTON_FILLS, `Button style: ${BUTTON_FILLS.join(', ')}`),
    fields: t.Array(oneOf(DESIGN_FIELDS, `A part: ${DESIGN_FIELDS.join(', ')}`), {
      maxItems: DESIGN_FIELDS.length,
      uniqueItems: true,
      error: 'invalidDesign',
      description:
        "The parts of the company's section shown, in this order (socials: the company's social links); a part not listed is hidden",
    }),
    colleagueMayChange: t.Array(oneOf(COLLEAGUE_FIELDS, `A field: ${COLLEAGUE_FIELDS.join(', ')}`), {
      maxItems: COLLEAGUE_FIELDS.length,
      uniqueItems: true,
      error: 'invalidDesign',
      description: 'The colleague profile fields each colleague may change; the others only owners set',
    }),
    layout: t.Optional(CardLayoutField),
    lockLayout: t.Optional(
      t.Boolean({
        error: 'invalidDesign',
        description:
          "true: every colleague's page has the company's layout; false: a suggestion they may change",
      }),
    ),
    coverFocus: t.Optional(FocalPoint),
  },
  { additionalProperties: false, description: "The company's card design" },
);
export type CompanyDesign = Static<typeof CompanyDesign>;

/**
 * A new design starts from the company's colour and today's page: every part, in today's order; text on the
 * colour black or white, whichever reads, and the accent darkened until it reads on the light page.
 */
export const defaultDesign = (color = '#262626'): CompanyDesign => ({
  primary: color,
  onPrimary: contrastRatio('#ffffff', color) >= contrastRatio('#111111', color) ? '#ffffff' : '#111111',
  accent: readableOn(color, '#fafafa'),
  background: 'theme',
  font: 'manrope',
  logoPlacement: 'left',
  buttonShape: 'rounded',
  buttonFill: 'filled',
  fields: [...DESIGN_FIELDS],
  colleagueMayChange: [...COLLEAGUE_FIELDS],
});
