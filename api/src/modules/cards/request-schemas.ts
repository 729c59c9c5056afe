// The request shapes of api/v1/cards (the fleet): path params and queries here, the card update body from the
// shared contract (shared/schemas/orders.ts).
import { t } from 'elysia';

// The request shapes live in shared/schemas (DESIGN §8); re-exported for the module's routes.
export { CardUpdateBody } from '@shared/schemas/orders';

const ShortIdParam = t.String({ maxLength: 32, error: 'notFound', description: 'A public id' });

export const CompanyParams = t.Object({ companyId: ShortIdParam });
export const CardParams = t.Object({ id: ShortIdParam });

export const AuditQuery = t.Object({
  limit: t.Optional(
    t.Numeric({
      field: 'limit',
      minimum: 1,
      maximum: 200,
      multipleOf: 1,
      error: 'invalidValue',
      description: 'Entries per page, 1 to 200 (50)',
    }),
  ),
  offset: t.Optional(
    t.Numeric({
      field: 'offset',
      minimum: 0,
      maximum: 1_000_000,
      multipleOf: 1,
      error: 'invalidValue',
      description: 'Entries to skip (0)',
    }),
  ),
});
