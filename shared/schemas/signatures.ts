// Request shapes of a profile's email signatures and video-call backgrounds (api/v1/profiles/{shortId}/signatures,
// …/background.{png,jpg}); DESIGN §8: written once, used by the API, its OpenAPI document and the dashboard.
import { t } from 'elysia/type-system';

/** The three signature designs, in the order the dashboard shows them. */
export const SIGNATURE_DESIGNS = ['classic', 'compact', 'banner'] as const;
export type SignatureDesign = (typeof SIGNATURE_DESIGNS)[number];

/** The three background layouts; each keeps the QR code in a corner a camera frame does not cover. */
export const BACKGROUND_LAYOUTS = ['cover', 'colour', 'light'] as const;
export type BackgroundLayout = (typeof BACKGROUND_LAYOUTS)[number];

/** Pixel size of a video-call background (Zoom, Teams and Meet all take 16:9 at 1920×1080). */
export const BACKGROUND_SIZE = { width: 1920, height: 1080 } as const;

export const BackgroundQuery = t.Object({
  layout: t.Optional(
    t.Union(
      BACKGROUND_LAYOUTS.map((l) => t.Literal(l)),
      {
        error: 'invalidValue',
        description: 'Layout: cover (picture), colour (company colour) or light; cover by default',
      },
    ),
  ),
});
