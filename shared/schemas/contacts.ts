// Request shapes of api/v1/contacts (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';
import { ContactExportQuery } from './leads';

export const SaveContactBody = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'Profile or user shortId (the last part of the card link /p/{shortId})',
  }),
});

/** GET api/v1/contacts/export: the leads' export query without its lead-only filters (card, unread). */
export const SavedContactExportQuery = t.Pick(ContactExportQuery, ['format', 'from', 'to']);
