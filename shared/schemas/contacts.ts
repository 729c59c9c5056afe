// Request shapes of api/v1/contacts (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';

export const SaveContactBody = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'Profile or user shortId (the last part of the card link /p/{shortId})',
  }),
});
