// The request shapes of api/v1/profiles: path params and queries here, the bodies from the shared contract
// (shared/schemas/profiles.ts).
import { t } from 'elysia';

export const ShortIdParam = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'Profile or user shortId',
  }),
});

// The request shape lives in shared/schemas (DESIGN §8); re-exported for the module's routes.
export { ProfileBody, ProfileVideoBody, StatsQuery } from '@shared/schemas/profiles';

export const PublicQuery = t.Object({
  count: t.Optional(
    t.BooleanString({
      description:
        'true counts a view, for an app that shows the profile itself; the page /p/{shortId} (the address of the QR code and NFC chip) counts every visit on its own',
    }),
  ),
});

export const VcardQuery = t.Object({
  version: t.Optional(
    t.Union([t.Literal('3.0'), t.Literal('4.0')], {
      error: 'invalidValue',
      description: 'vCard version, 3.0 by default',
    }),
  ),
});
