// The `data` of the general answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { t } from 'elysia';

export const ChallengeData = t.Object(
  {
    algorithm: t.String({ description: 'e.g. SHA-256' }),
    challenge: t.String(),
    maxnumber: t.Integer({ description: 'Upper bound of the number to find' }),
    salt: t.String(),
    signature: t.String(),
  },
  {
    description:
      'An ALTCHA proof-of-work challenge: solve it (altcha-lib, or the ALTCHA widget) and send the payload ' +
      'base64-encoded as `altcha`',
  },
);

export const MapTilesData = t.Object(
  {
    url: t.String({ description: 'A Leaflet tile URL template with {z}, {x} and {y} (MAP_TILE_URL)' }),
    attribution: t.String({ description: 'The credit to show on the map (HTML)' }),
  },
  { description: 'The tile source of the maps in the dashboard and on the dynatag pages' },
);
